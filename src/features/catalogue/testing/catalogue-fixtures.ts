// Answers shaped like the server's (contract/catalogue.ts, contract/reference.ts) for the
// catalogue's component tests, and an msw handler set that records what the screens send.
import { http, HttpResponse } from 'msw';
import { ownerFixture } from '@tests/setup/owner-fixture';
import type { Category, CategoryWithServices } from '@contract/catalogue';
import type { Duration, PriceType, ServiceType } from '@contract/reference';

export const categories: Category[] = [
  { id: 1, categoryName: 'Haircuts', description: 'Cuts for every length' },
  { id: 2, categoryName: 'Colour', description: 'Tints and highlights' },
];

export const categoriesWithServices: CategoryWithServices[] = [
  {
    ...categories[0]!,
    services: [
      {
        sid: 11,
        serviceName: "Women's cut",
        categoryTypeID: 1,
        hrs: 1,
        min: 30,
        price: 45.5,
        priceTypeName: 'Fixed',
      },
      {
        sid: 12,
        serviceName: 'Beard trim',
        categoryTypeID: 1,
        hrs: 0,
        min: 15,
        price: 40,
        priceTypeName: 'From',
      },
      {
        sid: 13,
        serviceName: 'Consultation',
        categoryTypeID: 1,
        hrs: 0,
        min: 20,
        price: null,
        priceTypeName: 'Free',
      },
    ],
  },
  { ...categories[1]!, services: [] },
];

export const serviceTypes: ServiceType[] = [
  { id: 1, serviceTypeName: 'Everyone' },
  { id: 2, serviceTypeName: 'Women' },
];

export const priceTypes: PriceType[] = [
  { id: 1, priceTypeName: 'Fixed' },
  { id: 2, priceTypeName: 'From' },
  { id: 3, priceTypeName: 'Free' },
];

export const durations: Duration[] = [
  { id: 1, hrs: 0, min: 30, durationValue: 30 },
  { id: 2, hrs: 1, min: 0, durationValue: 60 },
  { id: 3, hrs: 1, min: 30, durationValue: 90 },
];

export const referenceHandlers = [
  http.get('/api/categories/', () => HttpResponse.json(categories)),
  http.get('/api/service_types/', () => HttpResponse.json(serviceTypes)),
  http.get('/api/price_types/', () => HttpResponse.json(priceTypes)),
  http.get('/api/durations/', () => HttpResponse.json(durations)),
  // The service form's price shows the business's currency, read from the signed-in owner.
  http.get('/api/auth', () => HttpResponse.json(ownerFixture())),
];

/** The error envelope; `param` names the body field the refusal is about, as the server does. */
export function errorAnswer(msg: string, status: number, param?: string) {
  return HttpResponse.json({ errors: [param ? { msg, param } : { msg }] }, { status });
}

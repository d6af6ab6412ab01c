// A fresh owner with a small catalogue, made through the API, for the diary's specs (booking,
// moving, cancelling, settling), and calls with the signed-in owner's token.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AppointmentDetail } from '@contract/appointments';
import type { Category } from '@contract/catalogue';
import type { Duration, PriceType, ServiceType } from '@contract/reference';
import { apiGet } from './screens';

/**
 * A call with the signed-in owner's token; answers status and JSON (null when none). `via`: a
 * request context of its own, for a call made while the page's browser is offline (another
 * device, the booking portal).
 */
export async function apiSend<T = unknown>(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
  via: APIRequestContext = page.request,
): Promise<{ status: number; body: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await via.fetch(path, {
    method,
    data: data as Record<string, unknown>,
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

export interface CatalogueService {
  name: string;
  price: string;
  minutes: number;
  /** Fixed unless said: a "From" price is only where the price starts. */
  priceType?: 'Fixed' | 'From';
}

/**
 * One category "Hair" with these services, through the API, as the owner signed in on `page`;
 * answers their ids by name.
 */
export async function addServices(
  page: Page,
  services: CatalogueService[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const category = await apiSend<Category>(page, 'POST', '/api/categories/create', {
    categoryName: 'Hair',
    description: 'Cuts and colour',
  });
  expect(category.status).toBe(201);
  const [durations, priceTypes, serviceTypes] = await Promise.all([
    apiGet<Duration[]>(page, '/api/durations/'),
    apiGet<PriceType[]>(page, '/api/price_types/'),
    apiGet<ServiceType[]>(page, '/api/service_types/'),
  ]);
  const priceTypeId = (name: string) => priceTypes.find((type) => type.priceTypeName === name)!.id;
  for (const service of services) {
    const duration = durations.find((d) => d.durationValue === service.minutes)!;
    const created = await apiSend<{ sid: number }>(page, 'POST', '/api/services/create', {
      serviceName: service.name,
      categoryTypeID: category.body.id,
      servDesc: service.name,
      serviceTypeID: serviceTypes[0]!.id,
      durationID: duration.id,
      priceTypeID: priceTypeId(service.priceType ?? 'Fixed'),
      price: service.price,
    });
    expect(created.status).toBe(201);
    ids[service.name] = created.body.sid;
  }
  return ids;
}

/** Books through the API, as another device or the booking portal would meanwhile. */
export async function bookThroughApi(
  page: Page,
  booking: {
    firstName: string;
    lastName: string;
    serviceIds: number[];
    date: string;
    time: string;
  },
  via?: APIRequestContext,
): Promise<AppointmentDetail> {
  const created = await apiSend<AppointmentDetail>(
    page,
    'POST',
    '/api/appointments',
    {
      client: { firstName: booking.firstName, lastName: booking.lastName },
      serviceIds: booking.serviceIds,
      date: booking.date,
      time: booking.time,
    },
    via,
  );
  expect(created.status).toBe(201);
  return created.body;
}

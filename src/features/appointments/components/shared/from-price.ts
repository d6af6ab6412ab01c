// Whether a booking holds a "From" service, whose real price only the checkout form can ask
// (docs/decisions.md, Checkout). Undefined until the services are read: a one-click payment of
// the booked total must not be offered before it is known to be the real one.
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@contract/appointments';
import { bookableServicesQueryOptions } from '../../api/bookable-services';

export function useHasFromPrice(appointment: Pick<Appointment, 'book_items'>): boolean | undefined {
  const services = useQuery(bookableServicesQueryOptions()).data;
  if (services === undefined) return undefined;
  return appointment.book_items.some((item) =>
    services.some((category) =>
      category.services.some((service) => service.id === item.id && service.fromPrice),
    ),
  );
}

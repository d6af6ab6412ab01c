// GET /api/cat_wise_services/ as the booking editor reads it: each service with its price and
// length in minutes, grouped by category. Its own key, not the catalogue's: a feature never
// reaches into another's cache (eslint.config.js, boundaries), and a booking must not refetch it.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { BookItem } from '@contract/appointments';
import { categoryWithServicesListSchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';

/** A service as a booking takes it; `fromPrice`: its price is a starting price ("From"). */
export type BookableService = BookItem & { fromPrice: boolean };

export interface BookableCategory {
  name: string;
  services: BookableService[];
}

export function bookableServicesQueryOptions() {
  return queryOptions({
    queryKey: ['bookable-services'] as const,
    queryFn: async ({ signal }): Promise<BookableCategory[]> => {
      const categories = await apiRequest(apiPaths.categoriesWithServices, {
        schema: categoryWithServicesListSchema,
        signal,
      });
      return categories
        .filter((category) => category.services.length > 0)
        .map((category) => ({
          name: category.categoryName,
          services: category.services.map((service) => ({
            id: service.sid,
            name: service.serviceName,
            // A free service (no price) costs nothing in the booking's total.
            price: service.price ?? 0,
            duration: service.hrs * 60 + service.min,
            // The checkout asks for the real price of a "From" service (docs/decisions.md,
            // Checkout).
            fromPrice: service.priceTypeName === 'From',
          })),
        }));
    },
  });
}

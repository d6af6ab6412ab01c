// GET /api/business-settings/payment-methods: the methods the business takes, which the checkout
// offers and Business settings changes (docs/decisions.md, Checkout). One query both features
// read, so a change in settings shows in the next checkout without either reaching into the
// other's cache.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { paymentMethodsSchema } from '@contract/checkout';
import { apiRequest } from '../api/api-client';

export const paymentMethodsKey = ['payment-methods'] as const;

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.paymentMethods, { schema: paymentMethodsSchema, signal }),
  });
}

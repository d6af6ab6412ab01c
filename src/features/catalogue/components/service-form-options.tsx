// The four option lists the service form needs (categories, who it is for, durations, price
// types), loaded together for the create and the edit screens alike.
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { allOf, QueryState } from '@/components/query-state';
import { useT } from '@/lib/i18n/use-t';
import { categoriesQueryOptions } from '../api/get-categories';
import { durationsQueryOptions } from '../api/get-durations';
import { priceTypesQueryOptions } from '../api/get-price-types';
import { serviceTypesQueryOptions } from '../api/get-service-types';
import type { ServiceFormOptions } from './service-form';

export const serviceFormSkeleton = (
  <>
    <Skeleton height={260} radius="md" />
    <Skeleton height={120} radius="md" />
  </>
);

export function ServiceFormOptionsLoader({
  children,
}: {
  children: (options: ServiceFormOptions) => ReactNode;
}) {
  const t = useT();
  const [categories, serviceTypes, durations, priceTypes] = useQueries({
    queries: [
      categoriesQueryOptions(),
      serviceTypesQueryOptions(),
      durationsQueryOptions(),
      priceTypesQueryOptions(),
    ],
  });
  return (
    <QueryState
      query={allOf([categories, serviceTypes, durations, priceTypes])}
      loadingLabel={t('catalogue.formLoading')}
      skeleton={serviceFormSkeleton}
      errorTitle={t('catalogue.formLoadError')}
    >
      {([categoryList, serviceTypeList, durationList, priceTypeList]) =>
        children({
          categories: categoryList,
          serviceTypes: serviceTypeList,
          durations: durationList,
          priceTypes: priceTypeList,
        })
      }
    </QueryState>
  );
}

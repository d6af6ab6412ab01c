// /catalogue/create-service: loads the four option lists the form needs, then shows the form.
import { Skeleton, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { allOf, QueryState } from '../../../components/query-state';
import { categoriesQueryOptions } from '../api/get-categories';
import { durationsQueryOptions } from '../api/get-durations';
import { priceTypesQueryOptions } from '../api/get-price-types';
import { serviceTypesQueryOptions } from '../api/get-service-types';
import { PageHeader } from '../../../components/layout/page-header';
import { CreateServiceForm } from './create-service-form';

const skeleton = (
  <>
    <Skeleton height={260} radius="md" />
    <Skeleton height={120} radius="md" />
  </>
);

function ServiceFormLoader({ categoryId }: { categoryId?: number }) {
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
      loadingLabel="Loading the service form"
      skeleton={skeleton}
      errorTitle="The service form could not be loaded"
    >
      {([categoryList, serviceTypeList, durationList, priceTypeList]) => (
        <CreateServiceForm
          categories={categoryList}
          serviceTypes={serviceTypeList}
          durations={durationList}
          priceTypes={priceTypeList}
          categoryId={categoryId}
        />
      )}
    </QueryState>
  );
}

export function CreateServiceScreen({ categoryId }: { categoryId?: number }) {
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader section="catalogue" title="Create Service" />
      <ServiceFormLoader categoryId={categoryId} />
    </Stack>
  );
}

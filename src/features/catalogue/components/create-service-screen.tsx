// /catalogue/create-service: loads the four option lists the form needs, then shows the form.
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../api/get-categories';
import { durationsQueryOptions } from '../api/get-durations';
import { priceTypesQueryOptions } from '../api/get-price-types';
import { serviceTypesQueryOptions } from '../api/get-service-types';
import { CataloguePageHeader } from './catalogue-page-header';
import { CreateServiceForm } from './create-service-form';
import { LoadErrorAlert } from './load-error-alert';

function FormSkeleton() {
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>Loading the service form</VisuallyHidden>
      <Skeleton height={260} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

function ServiceFormLoader({ categoryId }: { categoryId?: number }) {
  const [categories, serviceTypes, durations, priceTypes] = useQueries({
    queries: [
      categoriesQueryOptions(),
      serviceTypesQueryOptions(),
      durationsQueryOptions(),
      priceTypesQueryOptions(),
    ],
  });
  const all = [categories, serviceTypes, durations, priceTypes];
  const failed = all.find((query) => query.isError);
  if (failed) {
    return (
      <LoadErrorAlert
        title="The service form could not be loaded"
        error={failed.error}
        onRetry={() =>
          all.filter((query) => query.isError).forEach((query) => void query.refetch())
        }
        retrying={all.some((query) => query.isFetching)}
      />
    );
  }
  if (!categories.data || !serviceTypes.data || !durations.data || !priceTypes.data) {
    return <FormSkeleton />;
  }
  return (
    <CreateServiceForm
      categories={categories.data}
      serviceTypes={serviceTypes.data}
      durations={durations.data}
      priceTypes={priceTypes.data}
      categoryId={categoryId}
    />
  );
}

export function CreateServiceScreen({ categoryId }: { categoryId?: number }) {
  return (
    <Stack gap="lg" maw={900}>
      <CataloguePageHeader title="Create Service" />
      <ServiceFormLoader categoryId={categoryId} />
    </Stack>
  );
}

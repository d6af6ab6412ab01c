// /catalogue/create-service: loads the four option lists the form needs, then shows the form.
import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useT } from '@/lib/i18n/use-t';
import { useCreateService } from '../api/create-service';
import { ServiceForm } from './service-form';
import { ServiceFormOptionsLoader } from './service-form-options';
import { emptyServiceForm } from './service-form-values';

function CreateService({ categoryId }: { categoryId?: number }) {
  const t = useT();
  const create = useCreateService();
  const navigate = useNavigate();
  return (
    <ServiceFormOptionsLoader>
      {(options) => {
        const known = options.categories.some((category) => category.id === categoryId);
        return (
          <ServiceForm
            {...options}
            initialValues={emptyServiceForm(known ? categoryId : undefined)}
            submitLabel={t('catalogue.save')}
            pending={create.isPending}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: () => void navigate({ to: '/catalogue/services' }),
              })
            }
          />
        );
      }}
    </ServiceFormOptionsLoader>
  );
}

export function CreateServiceScreen({ categoryId }: { categoryId?: number }) {
  const t = useT();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader section="catalogue" title={t('catalogue.createServiceTitle')} />
      <CreateService categoryId={categoryId} />
    </Stack>
  );
}

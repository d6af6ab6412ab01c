// /catalogue/services/{id}/edit: the service form filled from the server (or, for a service
// created offline, from its pending change), Update, and Delete after a confirmation. An unknown
// id (or another business's, which answers 404 too) shows the not-found page instead.
import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { NotFound } from '@/components/not-found';
import { QueryState } from '@/components/query-state';
import { useT } from '@/lib/i18n/use-t';
import { useEditedRecord } from '../hooks/use-edited-record';
import { serviceTarget } from '../api/catalogue-keys';
import { useDeleteService } from '../api/delete-service';
import { serviceQueryOptions } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { ServiceForm } from './service-form';
import { ServiceFormOptionsLoader, serviceFormSkeleton } from './service-form-options';
import { serviceFormValues } from './service-form-values';

function ServiceNotFound({ message }: { message?: string }) {
  const t = useT();
  return (
    <NotFound>
      {message && <Text c="dimmed">{message}</Text>}
      <Anchor component={Link} to="/catalogue/services">
        {t('catalogue.backToServices')}
      </Anchor>
    </NotFound>
  );
}

function DeleteService({ id, serviceName }: { id: number; serviceName: string }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const remove = useDeleteService(id);
  const navigate = useNavigate();
  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setOpened(true)}>
        {t('catalogue.delete')}
      </Button>
      <ConfirmDeleteModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('catalogue.deleteNamed', { name: serviceName })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(serviceName, {
            onSuccess: () => void navigate({ to: '/catalogue/services' }),
            onSettled: () => setOpened(false),
          })
        }
      >
        {t('catalogue.deleteServiceBody')}
      </ConfirmDeleteModal>
    </>
  );
}

function EditService({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(serviceQueryOptions(id));
  const update = useUpdateService(id);
  const navigate = useNavigate();
  const edited = useEditedRecord(id, query);

  if (edited.state === 'moved') {
    return (
      <Navigate to="/catalogue/services/$id/edit" params={{ id: String(edited.realId) }} replace />
    );
  }
  if (edited.state === 'missing') return <ServiceNotFound message={edited.message} />;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        section="catalogue"
        title={t('catalogue.editServiceTitle')}
        pendingTarget={serviceTarget(id)}
      />
      <QueryState
        query={query}
        loadingLabel={t('catalogue.serviceLoading')}
        skeleton={serviceFormSkeleton}
        errorTitle={t('catalogue.serviceLoadError')}
      >
        {(service) => (
          <ServiceFormOptionsLoader>
            {(options) => (
              <ServiceForm
                {...options}
                // A new form when the server's copy changes (the saved cache shows first after a
                // reload, then the fresh answer arrives).
                key={JSON.stringify(service)}
                initialValues={serviceFormValues(service)}
                submitLabel={t('catalogue.update')}
                pending={update.isPending}
                onSubmit={(body) =>
                  update.mutate(body, {
                    onSuccess: () => void navigate({ to: '/catalogue/services' }),
                  })
                }
                extraAction={<DeleteService id={id} serviceName={service.serviceName} />}
              />
            )}
          </ServiceFormOptionsLoader>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * `id` is the path segment as typed: a positive whole number, or a negative one for a service
 * created offline and not sent yet; anything else is not a service.
 */
export function EditServiceScreen({ id }: { id: string }) {
  const numeric = /^-?\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(numeric) || numeric === 0) return <ServiceNotFound />;
  return <EditService id={numeric} />;
}

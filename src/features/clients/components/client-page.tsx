// /clients/{id}: one client: how to reach them, their visits, what they spent, how often they did
// not come, and the owner's notes. An unknown id (or another business's, which answers 404 too)
// shows the not-found page. What the diary adds (New booking, each visit's line) comes from the
// route, as features never import each other (docs/architecture.md, Layout and import rules).
import './styles';
import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, Navigate } from '@tanstack/react-router';
import type { ClientDetail } from '@contract/clients';
import { NotFound } from '@/components/not-found';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api/api-error';
import { serverText } from '@/lib/i18n/server-text';
import { outbox, useOutboxEntries } from '@/lib/offline/outbox';
import { clientTarget } from '@/entities/clients/api/client-keys';
import { clientQueryOptions } from '@/entities/clients/api/get-client';
import { useT } from '@/lib/i18n/use-t';
import { clientName } from '@/entities/clients/client-name';
import { useUpdateClient } from '../api/update-client';
import { ClientDataActions, ErasedNotice } from './client-data-actions';
import { ClientDuplicates } from './client-duplicates';
import { ClientForm } from './client-form';
import { ClientNotes } from './client-notes';
import { ClientTotals } from './client-totals';
import { ClientVisits, type VisitLineComponent } from './client-visits';

/** The diary's parts of a client's page, handed over by the route. */
export interface ClientDiaryParts {
  /** "New booking" for this client. */
  NewBookingButton: ComponentType<{ client: ClientDetail }>;
  /** One visit: when, services, who, status, payment and amount. */
  VisitLine: VisitLineComponent;
}

function ClientNotFound({ message }: { message?: string }) {
  const t = useT();
  return (
    <NotFound>
      {message && <Text c="dimmed">{message}</Text>}
      <Anchor component={Link} to="/clients">
        {t('clients.backToClients')}
      </Anchor>
    </NotFound>
  );
}

function ClientBreadcrumbs({ name }: { name: string }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('clients.breadcrumb')}>
      <Breadcrumbs separator="/">
        <Anchor component={Link} to="/clients" size="sm">
          {t('clients.title')}
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          {name}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}

function ContactLine({ client }: { client: ClientDetail }) {
  const t = useT();
  return (
    <Group gap="lg" wrap="wrap">
      {client.phone ? (
        <Anchor
          href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('clients.call', { phone: client.phone })}
        >
          {client.phone}
        </Anchor>
      ) : (
        <Text c="dimmed">{t('clients.noPhone')}</Text>
      )}
      {client.email ? (
        <Anchor
          href={`mailto:${client.email}`}
          aria-label={t('clients.mailTo', { email: client.email })}
          style={{ overflowWrap: 'anywhere' }}
        >
          {client.email}
        </Anchor>
      ) : (
        <Text c="dimmed">{t('clients.noEmail')}</Text>
      )}
    </Group>
  );
}

function EditDetailsButton({ client }: { client: ClientDetail }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const update = useUpdateClient(client.id);
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('clients.editDetails')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={opened}
        onClose={close}
        title={t('clients.editDetails')}
        centered
      >
        <ClientForm
          initialValues={{
            firstName: client.firstName,
            lastName: client.lastName,
            phone: client.phone,
            email: client.email,
          }}
          submitLabel={t('clients.save')}
          pending={update.isPending}
          onCancel={close}
          onSubmit={(body) => update.mutate(body, { onSuccess: close })}
        />
      </Modal>
    </>
  );
}

function ClientRecord({ client, diary }: { client: ClientDetail; diary: ClientDiaryParts }) {
  const t = useT();
  // An erased client has no name, contact or notes left: only their visits and totals stay
  // (docs/decisions.md, Client data).
  const erased = client.erasedAt ?? null;
  const name = erased ? t('clientData.erasedName') : clientName(client);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <ClientBreadcrumbs name={name} />
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="sm">
            <Title order={1}>{name}</Title>
            <PendingBadge target={clientTarget(client.id)} />
          </Group>
          {erased ? null : (
            <Group gap="xs">
              <diary.NewBookingButton client={client} />
              <EditDetailsButton client={client} />
            </Group>
          )}
        </Group>
        {erased ? <ErasedNotice erasedAt={erased} /> : <ContactLine client={client} />}
      </Stack>
      {erased ? null : <ClientDuplicates client={client} />}
      <ClientTotals client={client} />
      {/* A new form when the saved notes change (the server's answer, or a pending save). */}
      {erased ? null : <ClientNotes key={client.notes} client={client} />}
      <ClientVisits kind="upcoming" visits={client.upcoming} VisitLine={diary.VisitLine} />
      <ClientVisits kind="past" visits={client.past} VisitLine={diary.VisitLine} />
      <ClientDataActions client={client} />
    </Stack>
  );
}

function ClientScreen({ id, diary }: { id: number; diary: ClientDiaryParts }) {
  const t = useT();
  const query = useQuery(clientQueryOptions(id));
  // Re-rendered when the outbox changes: a client added offline that was just sent now has the
  // server's id, and its temporary one (this URL) would soon mean nothing.
  useOutboxEntries();
  const realId = outbox.realId(id);

  if (realId !== id) {
    return <Navigate to="/clients/$id" params={{ id: String(realId) }} replace />;
  }
  // A client added offline is only in the cache (negative id): without it there is nothing.
  if (id < 0 && query.data === undefined) return <ClientNotFound />;
  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    const [refusal] = query.error.items;
    return <ClientNotFound message={refusal ? serverText(refusal) : undefined} />;
  }
  return (
    <Box maw={960}>
      <QueryState
        query={query}
        loadingLabel={t('clients.loadingClient')}
        skeleton={
          <Stack gap="lg">
            <ClientBreadcrumbs name={t('clients.client')} />
            <Skeleton height={36} width="40%" radius="md" />
            <Skeleton height={80} radius="md" />
            <Skeleton height={160} radius="md" />
          </Stack>
        }
        errorTitle={t('clients.clientLoadFailed')}
      >
        {(client) => <ClientRecord client={client} diary={diary} />}
      </QueryState>
    </Box>
  );
}

/**
 * `id` is the path segment as typed: a positive whole number, or a negative one for a client
 * added offline and not sent yet; anything else is not a client.
 */
export function ClientPage({ id, diary }: { id: string; diary: ClientDiaryParts }) {
  const numeric = /^-?\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(numeric) || numeric === 0) return <ClientNotFound />;
  return <ClientScreen id={numeric} diary={diary} />;
}

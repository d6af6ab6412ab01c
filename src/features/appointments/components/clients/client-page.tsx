// /clients/{id}: one client: how to reach them, their visits, what they spent, how often they did
// not come, and the owner's notes. An unknown id (or another business's, which answers 404 too)
// shows the not-found page.
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
import { Link, Navigate } from '@tanstack/react-router';
import type { ClientDetail } from '../../../../../contract/clients';
import { NotFound } from '../../../../components/not-found';
import { PendingBadge } from '../../../../components/offline/pending-badge';
import { QueryState } from '../../../../components/query-state';
import { ApiError, messagesOf } from '../../../../lib/api/api-error';
import { outbox, useOutboxEntries } from '../../../../lib/offline/outbox';
import { clientTarget } from '../../api/appointment-keys';
import { clientQueryOptions } from '../../api/get-client';
import { useUpdateClient } from '../../api/update-client';
import { customerName } from '../shared/booking-format';
import { ClientDuplicates } from './client-duplicates';
import { ClientForm } from './client-form';
import { ClientNotes } from './client-notes';
import { ClientTotals } from './client-totals';
import { ClientVisits } from './client-visits';
import { NewBookingButton } from './new-booking-button';

function ClientNotFound({ message }: { message?: string }) {
  return (
    <NotFound>
      {message && <Text c="dimmed">{message}</Text>}
      <Anchor component={Link} to="/clients">
        Back to clients
      </Anchor>
    </NotFound>
  );
}

function ClientBreadcrumbs({ name }: { name: string }) {
  return (
    <Box component="nav" aria-label="Breadcrumb">
      <Breadcrumbs separator="/">
        <Anchor component={Link} to="/clients" size="sm">
          Clients
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          {name}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}

function ContactLine({ client }: { client: ClientDetail }) {
  return (
    <Group gap="lg" wrap="wrap">
      {client.phone ? (
        <Anchor
          href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}
          aria-label={`Call ${client.phone}`}
        >
          {client.phone}
        </Anchor>
      ) : (
        <Text c="dimmed">No phone</Text>
      )}
      {client.email ? (
        <Anchor
          href={`mailto:${client.email}`}
          aria-label={`E-mail ${client.email}`}
          style={{ overflowWrap: 'anywhere' }}
        >
          {client.email}
        </Anchor>
      ) : (
        <Text c="dimmed">No e-mail</Text>
      )}
    </Group>
  );
}

function EditDetailsButton({ client }: { client: ClientDetail }) {
  const [opened, { open, close }] = useDisclosure(false);
  const update = useUpdateClient(client.id);
  return (
    <>
      <Button variant="default" onClick={open}>
        Edit details
      </Button>
      <Modal opened={opened} onClose={close} title="Edit details" centered>
        <ClientForm
          initialValues={{
            firstName: client.firstName,
            lastName: client.lastName,
            phone: client.phone,
            email: client.email,
          }}
          submitLabel="Save"
          pending={update.isPending}
          onCancel={close}
          onSubmit={(body) => update.mutate(body, { onSuccess: close })}
        />
      </Modal>
    </>
  );
}

function ClientRecord({ client }: { client: ClientDetail }) {
  const name = customerName(client) || 'Unnamed client';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <ClientBreadcrumbs name={name} />
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="sm">
            <Title order={1}>{name}</Title>
            <PendingBadge target={clientTarget(client.id)} />
          </Group>
          <Group gap="xs">
            <NewBookingButton client={client} />
            <EditDetailsButton client={client} />
          </Group>
        </Group>
        <ContactLine client={client} />
      </Stack>
      <ClientDuplicates client={client} />
      <ClientTotals client={client} />
      {/* A new form when the saved notes change (the server's answer, or a pending save). */}
      <ClientNotes key={client.notes} client={client} />
      <ClientVisits title="Upcoming visits" visits={client.upcoming} empty="No upcoming visits" />
      <ClientVisits title="Past visits" visits={client.past} empty="No past visits" />
    </Stack>
  );
}

function ClientScreen({ id }: { id: number }) {
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
    return <ClientNotFound message={messagesOf(query.error)[0]} />;
  }
  return (
    <Box maw={960}>
      <QueryState
        query={query}
        loadingLabel="Loading the client"
        skeleton={
          <Stack gap="lg">
            <ClientBreadcrumbs name="Client" />
            <Skeleton height={36} width="40%" radius="md" />
            <Skeleton height={80} radius="md" />
            <Skeleton height={160} radius="md" />
          </Stack>
        }
        errorTitle="The client could not be loaded"
      >
        {(client) => <ClientRecord client={client} />}
      </QueryState>
    </Box>
  );
}

/**
 * `id` is the path segment as typed: a positive whole number, or a negative one for a client
 * added offline and not sent yet; anything else is not a client.
 */
export function ClientPage({ id }: { id: string }) {
  const numeric = /^-?\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(numeric) || numeric === 0) return <ClientNotFound />;
  return <ClientScreen id={numeric} />;
}

// One page of clients: a table of name, phone and e-mail; on a phone, one card per client, since
// three columns do not fit 390 px without a sideways scroll.
import './styles';
import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { Client } from '@contract/clients';
import { PendingBadge } from '@/components/offline/pending-badge';
import { clientTarget } from '@/entities/clients/api/client-keys';
import { clientName } from '@/entities/clients/client-name';
import { useT } from '@/lib/i18n/use-t';

/** Below Mantine's `xs` breakpoint (576 px), as the appointments table: cards instead. */
export const PHONE_QUERY = '(max-width: 36em)';

function ClientLink({ client }: { client: Client }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor
        // renderRoot keeps the router's typing of params, which `component={Link}` loses.
        renderRoot={(props) => (
          <Link to="/clients/$id" params={{ id: String(client.id) }} {...props} />
        )}
        fw={600}
      >
        {clientName(client)}
      </Anchor>
      <PendingBadge target={clientTarget(client.id)} />
    </Group>
  );
}

/** A missing phone or e-mail, in the theme's dimmed grey (readable in both schemes). */
function Missing({ children }: { children: string }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export function ClientList({ clients }: { clients: readonly Client[] }) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack
        gap="xs"
        component="ul"
        aria-label={t('clients.title')}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {clients.map((client) => (
          <Paper key={client.id} component="li" withBorder p="sm" radius="md">
            <ClientLink client={client} />
            {/* Only what is known: two "No ..." lines made each card half as tall again. */}
            {client.phone && <Text size="sm">{client.phone}</Text>}
            {client.email && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {client.email}
              </Text>
            )}
            {!client.phone && !client.email && (
              <Text size="sm" c="dimmed">
                {t('clients.noContact')}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <caption>
        <VisuallyHidden>{t('clients.title')}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('clients.name')}</Table.Th>
          <Table.Th>{t('clients.phone')}</Table.Th>
          <Table.Th>{t('clients.email')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clients.map((client) => (
          <Table.Tr key={client.id}>
            <Table.Td>
              <ClientLink client={client} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {client.phone || <Missing>{t('clients.noPhone')}</Missing>}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {client.email || <Missing>{t('clients.noEmail')}</Missing>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

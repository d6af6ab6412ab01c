// One page of clients: a table of name, phone and e-mail; on a phone, one card per client, since
// three columns do not fit 390 px without a sideways scroll.
import './styles';
import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { Client } from '../../../../../contract/clients';
import { PendingBadge } from '../../../../components/offline/pending-badge';
import { clientTarget } from '../../api/appointment-keys';
import { customerName } from '../shared/booking-format';

/** Below Mantine's `xs` breakpoint (576 px), as the appointments table: cards instead. */
const PHONE_QUERY = '(max-width: 36em)';

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
        {customerName(client) || 'Unnamed client'}
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
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack gap="xs" component="ul" aria-label="Clients" m={0} p={0} style={{ listStyle: 'none' }}>
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
                No phone or e-mail
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
        <VisuallyHidden>Clients</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>E-mail</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clients.map((client) => (
          <Table.Tr key={client.id}>
            <Table.Td>
              <ClientLink client={client} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {client.phone || <Missing>No phone</Missing>}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {client.email || <Missing>No e-mail</Missing>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

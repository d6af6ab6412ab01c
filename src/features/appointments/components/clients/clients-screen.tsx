// /clients: the business's clients, searched by name, phone or e-mail, 50 to a page. The search
// text and the page live in the URL (the route), so a reload or a link back keeps them.
import './styles';
import { useState } from 'react';
import { Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { LabelledPagination } from '../../../../components/pagination/labelled-pagination';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/query-state';
import { CLIENTS_PAGE_SIZE, clientsQueryOptions } from '../../api/get-clients';
import { AddClientButton } from './add-client-button';
import { ClientList } from './client-list';

export interface ClientsScreenState {
  /** The search text, trimmed; '' lists every client. */
  q: string;
  /** 1-based. */
  page: number;
}

interface ClientsScreenProps {
  state: ClientsScreenState;
  onChange: (next: ClientsScreenState) => void;
}

const SEARCH_DELAY_MS = 250;

function countLabel(total: number, q: string): string {
  const clients = total === 1 ? '1 client' : `${total} clients`;
  if (!q) return clients;
  return total === 1 ? `1 client matches “${q}”` : `${clients} match “${q}”`;
}

function rangeLabel(page: number, total: number): string {
  const first = (page - 1) * CLIENTS_PAGE_SIZE + 1;
  return `${first}–${Math.min(total, page * CLIENTS_PAGE_SIZE)} of ${total}`;
}

/**
 * The search box's text, written to the URL a moment after the owner stops typing. A debounced
 * callback rather than a debounced value pushed by an effect: the URL also changes from outside
 * (the sidebar's link clears the search) and an effect would push the old text straight back.
 */
function useSearchText(q: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(q);
  // What this box last sent to the URL, and the URL's text it last saw.
  const [sent, setSent] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    // Not our own search arriving (the owner may have typed on meanwhile): show the URL's.
    if (q !== sent) {
      setSent(q);
      setText(q);
    }
  }
  const send = useDebouncedCallback((value: string) => {
    const next = value.trim();
    setSent(next);
    if (next !== q) onSearch(next);
  }, SEARCH_DELAY_MS);
  const change = (value: string) => {
    setText(value);
    send(value);
  };
  return [text, change] as const;
}

export function ClientsScreen({ state, onChange }: ClientsScreenProps) {
  const [text, setText] = useSearchText(state.q, (q) => onChange({ q, page: 1 }));
  const query = useQuery(clientsQueryOptions(state.q, (state.page - 1) * CLIENTS_PAGE_SIZE));
  // The previous search's page stays shown while the next one loads (keepPreviousData).
  const stale = query.isPlaceholderData;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>Clients</Title>
        <AddClientButton />
      </Group>
      <TextInput
        type="search"
        label="Search clients"
        placeholder="Name, phone or e-mail"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        maw={480}
        autoComplete="off"
      />
      <QueryState
        query={query}
        loadingLabel="Loading clients"
        skeleton={<Skeleton height={240} radius="md" />}
        errorTitle="Clients could not be loaded"
      >
        {({ clients, total }) => {
          const pages = Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE));
          return (
            <Stack gap="md" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
              <Text size="sm" fw={600} aria-live="polite">
                {countLabel(total, state.q)}
              </Text>
              {clients.length > 0 ? (
                <ClientList clients={clients} />
              ) : (
                <Text c="dimmed" py="lg">
                  {total > 0
                    ? `There is no page ${state.page}: the clients fill ${pages === 1 ? 'one page' : `${pages} pages`}.`
                    : state.q
                      ? 'No client matches this search. Try part of a name, a phone number or an e-mail.'
                      : 'No clients yet. Clients are added with their first booking, or with “Add client”.'}
                </Text>
              )}
              {(pages > 1 || state.page > 1) && (
                <Group justify="space-between" gap="md" wrap="wrap">
                  <Text size="sm">{clients.length > 0 ? rangeLabel(state.page, total) : ''}</Text>
                  <LabelledPagination
                    total={pages}
                    value={Math.min(state.page, pages)}
                    onChange={(page) => onChange({ q: state.q, page })}
                  />
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

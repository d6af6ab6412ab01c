// /clients: the business's clients, searched by name, phone or e-mail, 50 to a page. The search
// text and the page live in the URL (the route), so a reload or a link back keeps them.
import './styles';
import { useState } from 'react';
import { Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { LabelledPagination } from '@/components/pagination/labelled-pagination';
import { QueryState } from '@/components/query-state';
import { type AppTranslate, useT } from '@/lib/i18n/use-t';
import { CLIENTS_PAGE_SIZE, clientsQueryOptions } from '@/entities/clients/api/get-clients';
import { AddClientButton } from './add-client-button';
import { ClientList } from './client-list';
import { DownloadClientsButton } from './download-clients-button';

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

function countLabel(t: AppTranslate, total: number, q: string): string {
  return q ? t('clients.countMatching', { count: total, q }) : t('clients.count', { count: total });
}

/** The figures as text, as the English always showed them (no thousands' separator). */
function rangeLabel(t: AppTranslate, page: number, total: number): string {
  const first = (page - 1) * CLIENTS_PAGE_SIZE + 1;
  const last = Math.min(total, page * CLIENTS_PAGE_SIZE);
  return t('clients.range', { first: String(first), last: String(last), total: String(total) });
}

function emptyText(t: AppTranslate, state: ClientsScreenState, total: number, pages: number) {
  if (total > 0) return t('clients.noPage', { page: String(state.page), pages });
  return state.q ? t('clients.noMatch') : t('clients.none');
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
  const t = useT();
  const [text, setText] = useSearchText(state.q, (q) => onChange({ q, page: 1 }));
  const query = useQuery(clientsQueryOptions(state.q, (state.page - 1) * CLIENTS_PAGE_SIZE));
  // The previous search's page stays shown while the next one loads (keepPreviousData).
  const stale = query.isPlaceholderData;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('clients.title')}</Title>
        <Group gap="sm">
          <DownloadClientsButton />
          <AddClientButton />
        </Group>
      </Group>
      <TextInput
        type="search"
        label={t('clients.search')}
        placeholder={t('clients.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        maw={480}
        autoComplete="off"
      />
      <QueryState
        query={query}
        loadingLabel={t('clients.loading')}
        skeleton={<Skeleton height={240} radius="md" />}
        errorTitle={t('clients.loadFailed')}
      >
        {({ clients, total }) => {
          const pages = Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE));
          return (
            <Stack gap="md" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
              <Text size="sm" fw={600} aria-live="polite">
                {countLabel(t, total, state.q)}
              </Text>
              {clients.length > 0 ? (
                <ClientList clients={clients} />
              ) : (
                <Text c="dimmed" py="lg">
                  {emptyText(t, state, total, pages)}
                </Text>
              )}
              {(pages > 1 || state.page > 1) && (
                <Group justify="space-between" gap="md" wrap="wrap">
                  <Text size="sm">
                    {clients.length > 0 ? rangeLabel(t, state.page, total) : ''}
                  </Text>
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

// Choosing an existing client by name, phone or e-mail: the server searches (GET /api/clients),
// so it stays quick with ten thousand clients; the chosen one stays shown while the owner types.
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Client } from '@contract/clients';
import { clientsQueryOptions } from '@/entities/clients/api/get-clients';
import { useT } from '@/lib/i18n/use-t';

export type PickedClient = Pick<Client, 'id' | 'firstName' | 'lastName' | 'phone' | 'email'>;

const SEARCH_DEBOUNCE_MS = 250;

function optionLabel(client: PickedClient): string {
  const contact = client.phone || client.email;
  return `${client.firstName} ${client.lastName}`.trim() + (contact ? ` · ${contact}` : '');
}

interface ClientPickerProps {
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
  error?: React.ReactNode;
}

export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const t = useT();
  const [search, setSearch] = useState(value ? optionLabel(value) : '');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The chosen client's own label is not a search: list everyone then.
  const text = value && debounced === optionLabel(value) ? '' : debounced;
  const clients = useQuery(clientsQueryOptions(text));
  const found = clients.data?.clients ?? [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      label={t('booking.client')}
      required
      searchable
      clearable
      placeholder={t('booking.clientSearch')}
      // The server already filtered by name, phone or e-mail; Mantine's own filter would hide a
      // client found by phone whose label shows the e-mail.
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? t('booking.searching') : t('booking.noClientFound')}
      data={options.map((client) => ({ value: String(client.id), label: optionLabel(client) }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((client) => String(client.id) === id) ?? null)}
      error={error}
    />
  );
}

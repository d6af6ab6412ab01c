// The client page's possible duplicates (docs/decisions.md, Appointments and clients): clients a
// booking could not tell from this one (the same phone or e-mail under another name). "Merge"
// moves the other's visits, notes and totals here after a confirmation (it cannot be undone);
// "Not the same person" stops offering the pair. Nothing shows when there is none.
import { useState } from 'react';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Client } from '@contract/clients';
import { clientName } from '@/entities/clients/client-name';
import { type AppTranslate, useT } from '@/lib/i18n/use-t';
import {
  clientDuplicatesQueryOptions,
  useDismissDuplicate,
  useMergeClient,
} from '../api/client-duplicates';

function contactOf(t: AppTranslate, client: Client): string {
  return [client.phone, client.email].filter(Boolean).join(' · ') || t('clients.noContact');
}

export function ClientDuplicates({ client }: { client: Client }) {
  const t = useT();
  const { data } = useQuery(clientDuplicatesQueryOptions(client.id));
  const merge = useMergeClient(client.id);
  const dismiss = useDismissDuplicate(client.id);
  const [merging, setMerging] = useState<Client | null>(null);
  const duplicates = data?.duplicates ?? [];
  if (duplicates.length === 0) return null;
  const name = clientName(client);
  const mergingName = merging ? clientName(merging) : '';

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="client-duplicates-title"
      style={{ borderColor: 'var(--mantine-color-yellow-filled)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="client-duplicates-title">
          {t('clients.duplicates')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clients.duplicatesHint')}
        </Text>
        {duplicates.map((other) => {
          const otherName = clientName(other);
          return (
            <Group key={other.id} justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={0}>
                <Anchor
                  // renderRoot keeps the router's typing of params, which `component={Link}` loses.
                  renderRoot={(props) => (
                    <Link to="/clients/$id" params={{ id: String(other.id) }} {...props} />
                  )}
                >
                  {otherName}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {contactOf(t, other)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => setMerging(other)}
                  aria-label={t('clients.mergeName', { name: otherName })}
                >
                  {t('clients.merge')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={dismiss.isPending && dismiss.variables.duplicateId === other.id}
                  onClick={() => dismiss.mutate({ duplicateId: other.id, name: otherName })}
                  aria-label={t('clients.notSamePersonName', { name: otherName })}
                >
                  {t('clients.notSamePerson')}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={merging !== null}
        onClose={() => setMerging(null)}
        title={t('clients.mergeTitle', { other: mergingName, name })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('clients.mergeText', { other: mergingName, name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMerging(null)}>
              {t('clients.cancel')}
            </Button>
            <Button
              loading={merge.isPending}
              onClick={() => {
                if (!merging) return;
                merge.mutate(
                  { duplicateId: merging.id, name: mergingName },
                  { onSettled: () => setMerging(null) },
                );
              }}
            >
              {t('clients.merge')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

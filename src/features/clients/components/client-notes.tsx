// The owner's notes on a client (allergies, preferences), saved through the outbox like every
// change: offline they show at once, marked pending, and are sent when the connection returns.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { ClientDetail } from '@contract/clients';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateClient } from '../api/update-client';

const NOTES_MAX = 2000;

/** Keyed by the saved notes (the caller's `key`): a newer copy from the server starts it afresh. */
export function ClientNotes({ client }: { client: ClientDetail }) {
  const t = useT();
  const [notes, setNotes] = useState(client.notes);
  const update = useUpdateClient(client.id);
  const changed = notes !== client.notes;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="client-notes-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!changed) return;
          // Names go with it (the server requires them); phone and e-mail, left out, keep theirs.
          update.mutate({ firstName: client.firstName, lastName: client.lastName, notes });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="client-notes-title">
            {t('clients.notes')}
          </Title>
          <Textarea
            aria-labelledby="client-notes-title"
            description={t('clients.notesHint')}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={NOTES_MAX}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              {t('clients.saveNotes')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

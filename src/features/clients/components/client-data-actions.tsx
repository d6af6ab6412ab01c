// "Client data" on the client page (docs/decisions.md, Client data): the file of everything kept
// about the client, and their erasure after a confirmation that names what goes and what stays.
// Both need the server, so offline they are disabled with the reason beside them, as "Refresh
// now" is (docs/offline.md, What works offline).
import './styles';
import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { apiPaths } from '@contract/api-paths';
import { LANGUAGE_LOCALES } from '@contract/i18n/language';
import type { ClientDetail } from '@contract/clients';
import { ApiError, NETWORK_ERROR_STATUS, messagesOf } from '@/lib/api/api-error';
import { downloadFile } from '@/lib/api/download-file';
import { notifySuccess } from '@/lib/notifications/notify';
import { serverText } from '@/lib/i18n/server-text';
import { translate, useLanguage, useT } from '@/lib/i18n/use-t';
import { useOfflineStatus } from '@/lib/offline/offline-status';
import { clientName } from '@/entities/clients/client-name';
import { useEraseClient } from '../api/erase-client';

/** The refusal's words in the owner's language (server-text.ts), or the connection's. */
function reasonOf(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === NETWORK_ERROR_STATUS) {
    return translate('clientData.needsConnection');
  }
  if (failure instanceof ApiError && failure.items.length > 0) {
    return failure.items.map((item) => serverText(item)).join(' ');
  }
  return messagesOf(failure).join(' ');
}

function ExportButton({ client, disabled }: { client: ClientDetail; disabled: boolean }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="default"
        loading={busy}
        disabled={disabled}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadFile(apiPaths.clientExport(client.id), `client-${client.id}.json`)
            .catch((failure: unknown) => setError(reasonOf(failure)))
            .finally(() => setBusy(false));
        }}
      >
        {t('clientData.export')}
      </Button>
      {error ? (
        <Text role="alert" c="red.9" size="sm" w="100%">
          {t('clientData.exportFailed', { reason: error })}
        </Text>
      ) : null}
    </>
  );
}

function EraseButton({ client, disabled }: { client: ClientDetail; disabled: boolean }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const erase = useEraseClient(client.id);
  const name = clientName(client);
  return (
    <>
      <Button color="red" disabled={disabled} onClick={open}>
        {t('clientData.erase')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={opened}
        onClose={close}
        title={t('clientData.confirmTitle', { name })}
        centered
      >
        <Stack gap="sm">
          <List spacing="xs" size="sm">
            <List.Item>{t('clientData.removed')}</List.Item>
            <List.Item>{t('clientData.kept')}</List.Item>
          </List>
          <Text size="sm" fw={600}>
            {t('clientData.cannotUndo')}
          </Text>
          {erase.isError ? (
            <Alert color="red" role="alert" py={8}>
              {t('clientData.eraseFailed', { reason: reasonOf(erase.error) })}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('clientData.cancel')}
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() =>
                erase.mutate(undefined, {
                  onSuccess: () => {
                    close();
                    notifySuccess(t('clientData.erasedToast'));
                  },
                })
              }
            >
              {t('clientData.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The client page's "Client data" section: export, and erase while not erased yet. */
export function ClientDataActions({ client }: { client: ClientDetail }) {
  const t = useT();
  const { offline } = useOfflineStatus();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-data-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-data-heading">
          {t('clientData.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clientData.intro')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <ExportButton client={client} disabled={offline} />
          {client.erasedAt ? null : <EraseButton client={client} disabled={offline} />}
          {offline ? (
            <Text size="sm" c="dimmed">
              {t('clientData.needsConnection')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** What an erased client's page says instead of their details. */
export function ErasedNotice({ erasedAt }: { erasedAt: string }) {
  const t = useT();
  const date = new Intl.DateTimeFormat(LANGUAGE_LOCALES[useLanguage()], {
    dateStyle: 'long',
  }).format(new Date(erasedAt));
  return (
    <Alert color="gray" variant="light" role="status">
      {t('clientData.erasedNotice', { date })}
    </Alert>
  );
}

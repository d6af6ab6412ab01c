// "Download CSV" on the clients list: every client of the business as a CSV file
// (docs/decisions.md, Reports), with the server's message if it is refused.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { apiPaths } from '@contract/api-paths';
import { ApiError, messagesOf } from '@/lib/api/api-error';
import { serverText } from '@/lib/i18n/server-text';
import { downloadFile } from '@/lib/api/download-file';
import { useT } from '@/lib/i18n/use-t';

/** The refusal in the owner's language (server-text.ts), else what went wrong. */
function reasonOf(failure: unknown): string {
  if (failure instanceof ApiError && failure.items.length > 0) {
    return failure.items.map((item) => serverText(item)).join(' ');
  }
  return messagesOf(failure).join(' ');
}

export function DownloadClientsButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="default"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadFile(apiPaths.reportCsv('clients'), 'clients.csv')
            .catch((failure: unknown) => setError(reasonOf(failure)))
            .finally(() => setBusy(false));
        }}
      >
        {t('clients.downloadCsv')}
      </Button>
      {error ? (
        <Text role="alert" c="red.9" size="sm" w="100%">
          {t('clients.downloadFailed', { reason: error })}
        </Text>
      ) : null}
    </>
  );
}

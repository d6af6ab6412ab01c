// The report's CSV files (docs/decisions.md, Reports): the period's bookings and the tables.
import './styles';
import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { apiPaths } from '@contract/api-paths';
import type { ReportQuery } from '@contract/reports';
import { messagesOf } from '@/lib/api/api-error';
import { downloadFile } from '@/lib/api/download-file';
import { useT, type AppKey } from '@/lib/i18n/use-t';

const FILES = [
  { file: 'appointments', label: 'reports.downloadBookings', name: 'bookings' },
  { file: 'services', label: 'reports.byService', name: 'services' },
  { file: 'members', label: 'reports.byMember', name: 'team' },
] as const satisfies readonly { file: string; label: AppKey; name: string }[];

export function CsvDownloads({ period }: { period: ReportQuery }) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return (
    <div>
      <Text fw={600} size="sm" mb={6} id="report-downloads">
        {t('reports.downloads')}
      </Text>
      <Group gap="xs" role="group" aria-labelledby="report-downloads">
        {FILES.map(({ file, label, name }) => (
          <Button
            key={file}
            variant="default"
            size="sm"
            loading={busy === file}
            onClick={() => {
              setBusy(file);
              setError(null);
              downloadFile(`${apiPaths.reportCsv(file)}?${query}`, `${name}.csv`)
                .catch((failure: unknown) =>
                  setError(messagesOf(failure).join(' ') || t('reports.downloadFailed')),
                )
                .finally(() => setBusy(null));
            }}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
      {error ? (
        <Alert color="red" mt="sm" role="alert" title={t('reports.downloadFailed')}>
          {error}
        </Alert>
      ) : null}
    </div>
  );
}

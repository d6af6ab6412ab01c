// "On this device": what the app keeps here to work offline (docs/offline.md, Kept ahead), when
// it was last refreshed, how much space this site uses, a "Refresh now", and whether the browser
// agreed to keep it (persistent storage) or may clear it when space runs low.
import './styles';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '@/components/layout/page-header';
import { formatRefreshedAt } from '@/components/offline/kept-ahead-texts';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { refreshNow, useKeptAheadStatus } from '@/lib/offline/kept-ahead';
import { useOfflineStatus } from '@/lib/offline/offline-status';
import {
  askPersistentStorage,
  storageUse,
  type Persistence,
} from '@/lib/offline/storage-persistence';
import { daysBetween, formatBytes, keptDay, PERSISTENCE_SENTENCES } from './on-this-device-texts';

function useStorageFacts(refreshedAt: number | undefined) {
  const [use, setUse] = useState<{ usage: number; quota: number }>();
  const [persistence, setPersistence] = useState<Persistence>();
  useEffect(() => {
    let current = true;
    void storageUse().then((next) => current && setUse(next));
    void askPersistentStorage().then((next) => current && setPersistence(next));
    return () => {
      current = false;
    };
  }, [refreshedAt]);
  return { use, persistence };
}

export function OnThisDevicePanel() {
  const t = useT();
  const language = useLanguage();
  const { kept, refreshing, failed } = useKeptAheadStatus();
  const { offline } = useOfflineStatus();
  const { timeFormat } = useBusinessLocale();
  const { use, persistence } = useStorageFacts(kept?.refreshedAt);
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader section="settings" title={t('onDevice.title')} />
      <Paper withBorder p="md" component="section" aria-labelledby="kept-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="kept-heading">
            {t('onDevice.keptHeading')}
          </Title>
          {kept ? (
            <List spacing={4} size="sm">
              <List.Item data-testid="kept-days">
                {t('onDevice.keptDiary', {
                  from: keptDay(kept.from, language),
                  to: keptDay(kept.to, language),
                  days: daysBetween(kept.from, kept.to),
                })}
              </List.Item>
              <List.Item data-testid="kept-clients">
                {t('onDevice.keptClients', { count: kept.clients })}
              </List.Item>
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('onDevice.nothingKept')}
            </Text>
          )}
          <Text size="sm" data-testid="last-refreshed">
            {kept
              ? t('onDevice.lastRefreshed', {
                  when: formatRefreshedAt(kept.refreshedAt, timeFormat),
                })
              : t('onDevice.notRefreshed')}
          </Text>
          {failed && (
            <Alert color="yellow" variant="light" role="status" py={8}>
              {t('onDevice.refreshFailed', { reason: failed })}
            </Alert>
          )}
          <Group>
            <Button onClick={() => void refreshNow()} loading={refreshing} disabled={offline}>
              {t('onDevice.refreshNow')}
            </Button>
            {offline && (
              <Text size="sm" c="dimmed">
                {t('onDevice.needsConnection')}
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="space-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="space-heading">
            {t('onDevice.space')}
          </Title>
          <Text size="sm" data-testid="space-used">
            {use
              ? t('onDevice.spaceUsed', {
                  used: formatBytes(use.usage, language),
                  quota: formatBytes(use.quota, language),
                })
              : t('onDevice.spaceUnknown')}
          </Text>
          <Text size="sm" data-testid="persistence">
            {persistence ? t(PERSISTENCE_SENTENCES[persistence]) : t('onDevice.asking')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

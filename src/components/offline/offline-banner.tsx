// "Offline — showing data from 10:42": shown above every signed-in screen while the data on it
// comes from this device rather than the server. "Can't reach the server — …" when the browser
// says it is online but the server does not answer (docs/offline.md, Unreachable server).
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useSyncExternalStore } from 'react';
import { translate, useLanguage } from '../../lib/i18n/use-t';
import { onServerReachable, useOfflineStatus } from '../../lib/offline/offline-status';

export function formatOfflineMessage(
  dataFrom: number | null,
  now = Date.now(),
  unreachable = false,
): string {
  const lead = unreachable ? translate('offline.unreachable') : translate('offline.offline');
  if (dataFrom === null)
    return unreachable
      ? translate('offline.noDataAnswers', { lead })
      : translate('offline.noDataReturns', { lead });
  const from = dayjs(dataFrom);
  const time = from.isSame(now, 'day') ? from.format('HH:mm') : from.format('D MMM HH:mm');
  return translate('offline.dataFrom', { lead, time });
}

/** The fetch time of the oldest answer on screen, following the query cache as it changes. */
function useOldestShownData(): number | null {
  const queryCache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => {
      const times = queryCache
        .getAll()
        .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
        .map((query) => query.state.dataUpdatedAt);
      return times.length > 0 ? Math.min(...times) : null;
    },
  );
}

export function OfflineBanner() {
  const { offline, unreachable, dataFrom } = useOfflineStatus();
  const queryClient = useQueryClient();
  // The server answers again: the screens ask for live data rather than keep the kept answers.
  // A fetch under way is left to finish: on a slow link a kept answer (the worker's 4 s) and a
  // live one alternate, and restarting it each time would never let it end.
  useEffect(
    () =>
      onServerReachable(
        () => void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }),
      ),
    [queryClient],
  );
  // After a cold start the screen may show the saved query cache without asking the worker at all:
  // then the data is as old as the oldest answer on screen.
  const shownFrom = useOldestShownData();
  // Read again when the language changes (formatOfflineMessage reads it outside React).
  useLanguage();
  if (!offline) return null;
  const oldest = [dataFrom, shownFrom].filter((time): time is number => time !== null);
  return (
    <Alert role="status" color="yellow" variant="light" mb="md" py={8} data-testid="offline-banner">
      {formatOfflineMessage(oldest.length > 0 ? Math.min(...oldest) : null, undefined, unreachable)}
    </Alert>
  );
}

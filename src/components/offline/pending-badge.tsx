// "Pending" beside something changed on this device and not sent yet; "Refused" when the server
// said no (the pending list in the top bar offers Retry and Discard).
import { Badge } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t';
import { usePendingState } from '../../lib/offline/outbox';

export function PendingBadge({ target }: { target: string }) {
  const state = usePendingState(target);
  const t = useT();
  if (!state) return null;
  return (
    // Amber with dark text and deep red with white: both readable at badge size (WCAG AA).
    <Badge size="sm" autoContrast color={state === 'failed' ? 'red.9' : 'yellow.4'} tt="none">
      {state === 'failed' ? t('pending.badgeRefused') : t('pending.badge')}
    </Badge>
  );
}

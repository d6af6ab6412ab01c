// The logo waiting in the outbox (chosen offline), as a Blob the brand card can preview.
import { useMemo } from 'react';
import { useOutboxEntries } from '@/lib/offline/outbox';
import { pendingLogoOf } from '../api/update-business-info';

export function usePendingLogo(): Blob | null {
  const pending = pendingLogoOf(useOutboxEntries());
  const entryId = pending?.entryId;
  const file = pending?.file;
  // One Blob per queued change: a new one on every outbox update would reload the preview.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry id identifies the bytes
  return useMemo(() => (file ? new Blob([file.bytes], { type: file.type }) : null), [entryId]);
}

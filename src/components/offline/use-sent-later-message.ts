// "3 changes saved": when changes kept on this device while offline reach the server, the owner
// is told, rather than the pending marks just vanishing (docs/offline.md, States and transitions).
import { useEffect } from 'react';
import { outbox } from '../../lib/offline/outbox';
import { clearPendingNotice, notifySuccess } from '../../lib/notifications/notify';

export const sentLaterMessage = (count: number) =>
  count === 1 ? '1 change saved' : `${count} changes saved`;

export function useSentLaterMessage(): void {
  useEffect(
    () =>
      outbox.onSentLater((count) => {
        clearPendingNotice();
        notifySuccess(sentLaterMessage(count));
      }),
    [],
  );
}

// The outbox while an owner is signed in: it sends for them, and their pending changes are laid
// over the answers the screens show. Each feature's kinds of change are registered here once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { registerSettingsOverlays } from '../features/business-settings/offline/settings-changes';
import { registerCatalogueOverlays } from '../features/catalogue/offline/catalogue-changes';
import { outbox } from '../lib/offline/outbox';
import { installPendingOverlays } from '../lib/offline/pending-overlays';

registerSettingsOverlays();
registerCatalogueOverlays();

export function useOutboxSession(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => installPendingOverlays(queryClient, outbox), [queryClient]);
  useEffect(() => {
    if (userId === undefined) return;
    void outbox.start(userId);
    return () => outbox.stop();
  }, [userId]);
}

// The coming weeks and every client kept on the device while an owner is signed in
// (docs/offline.md, Kept ahead), on the business's today. After each refresh the New booking
// form's own reads (its services, the team, and the hours and service interval its free times
// need offline) are asked too, so the worker keeps them and the form opens offline with free
// times on a device that never opened it: through the query cache, so a read a screen has just
// made is not asked twice. Offline, the local client search is warmed at once, so the
// Clients screen or the booking form's client search opened later does not wait for it.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWarmKeptClientSearch } from '../entities/clients/api/use-warm-kept-search';
import { availabilitySettingsQueryOptions } from '../entities/opening-hours/api/get-availability-settings';
import { serviceIntervalQueryOptions } from '../entities/opening-hours/api/get-service-interval';
import { weekDaysQueryOptions } from '../entities/opening-hours/api/get-week-days';
import { teamQueryOptions } from '../entities/team/api/get-team';
import { bookableServicesQueryOptions } from '../features/appointments/api/bookable-services';
import { useBusinessNow } from '../lib/format/use-business-now';
import { useKeptAhead, useKeptAheadStatus } from '../lib/offline/kept-ahead';

export function useKeptAheadSession(userId: number | undefined): void {
  const businessNow = useBusinessNow();
  const today = useCallback(() => businessNow().slice(0, 10), [businessNow]);
  useKeptAhead(userId, today);
  useWarmKeptClientSearch();
  const queryClient = useQueryClient();
  const refreshedAt = useKeptAheadStatus().kept?.refreshedAt;
  useEffect(() => {
    if (refreshedAt === undefined) return;
    void queryClient.prefetchQuery(bookableServicesQueryOptions());
    void queryClient.prefetchQuery(teamQueryOptions());
    void queryClient.prefetchQuery(weekDaysQueryOptions());
    void queryClient.prefetchQuery(availabilitySettingsQueryOptions());
    void queryClient.prefetchQuery(serviceIntervalQueryOptions());
  }, [queryClient, refreshedAt]);
}

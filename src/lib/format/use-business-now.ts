// The business's "now" for screens (docs/decisions.md, Locale): its time zone comes with the
// signed-in user's query, kept on the device, so offline screens agree with online ones.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../session/current-user';
import { businessNow } from './business-now';

/** A function answering the business's wall-clock "now", "YYYY-MM-DD HH:mm:ss". */
export function useBusinessNow(): () => string {
  const timeZone = useQuery(currentUserQueryOptions()).data?.timezone;
  return useCallback(
    () => businessNow(timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone),
    [timeZone],
  );
}

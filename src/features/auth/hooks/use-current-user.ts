// The signed-in owner for the layout: the shared current-user query.
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/lib/session/current-user';

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

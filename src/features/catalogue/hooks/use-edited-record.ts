// What an edit screen shows for the id in its URL (docs/offline.md, Temporary ids): a record
// created offline and since sent has moved to the server's id; one created offline is only in the
// cache (a negative id), so without it there is nothing; a 400 or 404 from the server means the
// record is not this business's or no longer exists.
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, messagesOf } from '@/lib/api/api-error';
import { useRealId } from '@/lib/offline/use-real-id';

export type EditedRecord =
  | { state: 'moved'; realId: number }
  | { state: 'missing'; message: string | undefined }
  | { state: 'shown' };

export function useEditedRecord(id: number, query: UseQueryResult<unknown>): EditedRecord {
  const realId = useRealId(id);
  if (realId !== id) return { state: 'moved', realId };
  if (id < 0 && query.data === undefined) return { state: 'missing', message: undefined };
  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    return { state: 'missing', message: messagesOf(query.error)[0] };
  }
  return { state: 'shown' };
}

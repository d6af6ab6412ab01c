import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_OWNER_ID } from '@tests/setup/owner-fixture';
import { openOfflineDb } from './offline-db';
import { outbox } from './outbox';
import { newTempId } from './temp-ids';
import { useRealId } from './use-real-id';

describe('useRealId', () => {
  it('keeps an id the outbox never created, and moves a sent temporary id to the server’s', async () => {
    // A recent temporary id: old ones are forgotten when the runtime starts.
    const tempId = newTempId();
    const db = await openOfflineDb();
    await db.put('resolvedIds', { tempId, realId: 42 });
    db.close();
    // The runtime reads the server ids it learnt when it starts for an owner.
    outbox.stop();
    await outbox.start(TEST_OWNER_ID);

    expect(renderHook(() => useRealId(7)).result.current).toBe(7);
    const moved = renderHook(() => useRealId(tempId));
    await waitFor(() => expect(moved.result.current).toBe(42));
  });
});

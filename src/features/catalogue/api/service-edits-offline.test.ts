// A category and a service created offline, then the service edited and deleted, all before the
// connection returns (docs/offline.md, Temporary ids): the screens show each step while it waits,
// and the replay sends them in order with the server's ids in place of the temporary ones.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoryWithServices, ServiceBody } from '@contract/catalogue';
import { changeKinds } from '@/app/outbox-session';
import { installPendingOverlays } from '@/lib/offline/change-kinds';
import { openOfflineDb, type OfflineDb, type OutboxEntry } from '@/lib/offline/offline-db';
import { replayOutbox } from '@/lib/offline/outbox-replay';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { enqueue, listEntries } from '@/lib/offline/outbox-store';
import { resolvedId } from '@/lib/offline/temp-ids';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { durations, priceTypes } from '../testing/catalogue-fixtures';
import { referenceKeys } from './catalogue-keys';
import { createCategoryChange } from './create-category';
import { createServiceChange } from './create-service';
import { deleteCategoryChange } from './delete-category';
import { deleteServiceChange } from './delete-service';
import { updateServiceChange } from './update-service';

const USER = 7;
let db: OfflineDb;
let dbCount = 0;
let keys = 0;

beforeEach(async () => {
  dbCount += 1;
  db = await openOfflineDb(`catalogue-edits-${dbCount}`);
});

const toEntry = (change: OutboxChange) =>
  enqueue(db, { ...change, userId: USER, key: `k${(keys += 1)}` });

function manicure(categoryTypeID: number, overrides: Partial<ServiceBody> = {}): ServiceBody {
  return {
    serviceName: 'Manicure',
    categoryTypeID,
    servDesc: 'Shape and polish',
    afterDescription: '',
    serviceTypeID: 1,
    durationID: 2,
    priceTypeID: 1,
    price: '25',
    onlineBooking: true,
    ...overrides,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers creates with server ids (category 42, service 99), everything else with 200. */
function fakeServer() {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const path = String(input);
    sent.push({ method: init?.method ?? 'GET', path, body });
    const json =
      path === '/api/categories/create'
        ? { id: 42, categoryName: 'Nails', description: 'Hands' }
        : path === '/api/services/create'
          ? {
              sid: 99,
              serviceName: 'Manicure',
              categoryTypeID: 42,
              hrs: 1,
              min: 0,
              price: 25,
              priceTypeName: 'Fixed',
            }
          : { msg: 'ok' };
    return new Response(JSON.stringify(json), {
      status: path.endsWith('/create') ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, fetchFn };
}

/** The outbox as the overlays read it, over entries this test holds. */
function pendingEntries(entries: OutboxEntry[], realIds = new Map<number, number>()) {
  const listeners = new Set<() => void>();
  return {
    entries,
    getEntries: () => entries,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    realId: (id: number) => realIds.get(id) ?? id,
    changed: () => listeners.forEach((listener) => listener()),
  };
}

describe('a service created, edited and deleted offline', () => {
  it('shows each step in the services list while it waits', async () => {
    const category = await toEntry(
      createCategoryChange({ categoryName: 'Nails', description: 'Hands' }),
    );
    const categoryId = category.creates!.tempId;
    const created = await toEntry(createServiceChange(manicure(categoryId)));
    const serviceId = created.creates!.tempId;

    const queryClient = new QueryClient();
    queryClient.setQueryData(referenceKeys.durations(), durations);
    queryClient.setQueryData(referenceKeys.priceTypes(), priceTypes);
    queryClient.setQueryData<CategoryWithServices[]>(catalogueKeys.categoriesWithServices(), []);
    const outbox = pendingEntries([category, created]);
    const stop = installPendingOverlays(queryClient, outbox, changeKinds);
    const list = () =>
      queryClient.getQueryData<CategoryWithServices[]>(catalogueKeys.categoriesWithServices());
    expect(list()).toEqual([
      expect.objectContaining({
        id: categoryId,
        services: [expect.objectContaining({ sid: serviceId, price: 25, hrs: 1, min: 0 })],
      }),
    ]);

    // Edited: the new price and name, and hidden from the booking page; its form shows them too.
    outbox.entries.push(
      await toEntry(
        updateServiceChange(
          serviceId,
          manicure(categoryId, {
            serviceName: 'Gel manicure',
            price: '31.5',
            onlineBooking: false,
          }),
        ),
      ),
    );
    outbox.changed();
    expect(list()?.[0]?.services).toEqual([
      expect.objectContaining({
        sid: serviceId,
        serviceName: 'Gel manicure',
        price: 31.5,
        priceTypeName: 'Fixed',
        onlineBooking: false,
      }),
    ]);
    expect(queryClient.getQueryData(catalogueKeys.service(serviceId))).toMatchObject({
      serviceName: 'Gel manicure',
      price: 31.5,
      onlineBooking: false,
    });

    // Deleted: gone from the list, the category stays.
    outbox.entries.push(await toEntry(deleteServiceChange(serviceId, 'Gel manicure')));
    outbox.changed();
    expect(list()).toEqual([expect.objectContaining({ id: categoryId, services: [] })]);

    // And the category deleted too: gone.
    outbox.entries.push(await toEntry(deleteCategoryChange(categoryId, 'Nails')));
    outbox.changed();
    expect(list()).toEqual([]);
    stop();
  });

  it('replays in order with the temporary ids resolved in paths and bodies', async () => {
    const category = await toEntry(
      createCategoryChange({ categoryName: 'Nails', description: 'Hands' }),
    );
    const categoryId = category.creates!.tempId;
    const created = await toEntry(createServiceChange(manicure(categoryId)));
    const serviceId = created.creates!.tempId;
    await toEntry(updateServiceChange(serviceId, manicure(categoryId, { price: '31.5' })));
    await toEntry(deleteServiceChange(serviceId, 'Manicure'));

    // Every stored entry reads back through its kind (else it would be failed, not sent).
    for (const entry of await listEntries(db, USER)) expect(changeKinds.read(entry).ok).toBe(true);

    const server = fakeServer();
    const outcome = await replayOutbox({
      db,
      userId: USER,
      getToken: () => 'token-1',
      fetch: server.fetchFn,
      now: () => 1_000_000,
    });
    expect(outcome).toEqual({ kind: 'idle', sent: 4 });
    expect(server.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/categories/create',
      'POST /api/services/create',
      'PUT /api/services/update/99',
      'DELETE /api/services/99',
    ]);
    expect(server.sent[1]?.body).toMatchObject({ categoryTypeID: 42 });
    expect(server.sent[2]?.body).toMatchObject({ categoryTypeID: 42, price: '31.5' });
    expect(server.sent[3]?.body).toBeNull();
    expect(await resolvedId(db, serviceId)).toBe(99);
    expect(await listEntries(db, USER)).toEqual([]);
  });
});

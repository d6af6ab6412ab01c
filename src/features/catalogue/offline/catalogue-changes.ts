// The catalogue's changes as outbox entries, and how each shows before the server has it. A
// category or service created offline gets a temporary (negative) id: a service may be created in
// such a category, and the outbox puts the server's id in its place when the category is sent.
import { apiPaths } from '../../../../contract/api-paths';
import {
  parsePriceToCents,
  type Category,
  type CategoryBody,
  type CategoryWithServices,
  type Service,
  type ServiceCreateBody,
} from '../../../../contract/catalogue';
import type { Duration, PriceType } from '../../../../contract/reference';
import type { OutboxEntry } from '../../../lib/offline/offline-db';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { newTempId } from '../../../lib/offline/outbox-store';
import { registerOverlay, type CacheUpdate } from '../../../lib/offline/pending-overlays';
import { queuedJson } from '../../../lib/offline/use-outbox-entries';
import { catalogueKeys, referenceKeys } from '../api/catalogue-keys';

export const catalogueChangeKinds = {
  createCategory: 'catalogue.createCategory',
  updateCategory: 'catalogue.updateCategory',
  createService: 'catalogue.createService',
} as const;

export const categoryTarget = (id: number) => `category:${id}`;
export const serviceTarget = (id: number) => `service:${id}`;

const json = (value: unknown) => ({ kind: 'json', json: value }) as const;

/** A create: the new object gets a temporary id until the server answers with its own. */
function createChange(
  change: Pick<OutboxChange, 'kind' | 'label' | 'path'>,
  body: unknown,
  targetOf: (tempId: number) => string,
  idField: string,
): OutboxChange {
  const tempId = newTempId();
  return {
    ...change,
    target: targetOf(tempId),
    method: 'POST',
    body: json(body),
    creates: { tempId, idField },
  };
}

export function createCategoryChange(body: CategoryBody): OutboxChange {
  const label = `Create category "${body.categoryName.trim()}"`;
  const change = {
    kind: catalogueChangeKinds.createCategory,
    label,
    path: apiPaths.createCategory,
  };
  return createChange(change, body, categoryTarget, 'id');
}

export function updateCategoryChange(id: number, body: CategoryBody): OutboxChange {
  return {
    kind: catalogueChangeKinds.updateCategory,
    target: categoryTarget(id),
    label: `Edit category "${body.categoryName.trim()}"`,
    method: 'PUT',
    path: apiPaths.updateCategory(id),
    body: json(body),
  };
}

export function createServiceChange(body: ServiceCreateBody): OutboxChange {
  const label = `Create service "${body.serviceName.trim()}"`;
  const change = { kind: catalogueChangeKinds.createService, label, path: apiPaths.createService };
  return createChange(change, body, serviceTarget, 'sid');
}

/** Replaces the item with this id, or appends it: safe to apply again. */
function upsert<T>(list: T[], item: T, idOf: (candidate: T) => number): T[] {
  const id = idOf(item);
  return list.some((candidate) => idOf(candidate) === id)
    ? list.map((candidate) => (idOf(candidate) === id ? item : candidate))
    : [...list, item];
}

const listUpdate = <T>(queryKey: readonly unknown[], change: (list: T[]) => T[]): CacheUpdate => ({
  queryKey,
  update: (old: unknown) => (Array.isArray(old) ? change(old as T[]) : undefined),
});

const trimmed = (body: CategoryBody) => ({
  categoryName: body.categoryName.trim(),
  description: body.description.trim(),
});

function categoryUpdates(id: number, body: CategoryBody, creating: boolean): CacheUpdate[] {
  const fields = trimmed(body);
  const edit = <T extends Category>(category: T): T => ({ ...category, ...fields });
  return [
    { queryKey: catalogueKeys.category(id), update: () => ({ id, ...fields }) },
    listUpdate<Category>(catalogueKeys.categories(), (list) =>
      creating
        ? upsert(list, { id, ...fields }, (c) => c.id)
        : list.map((c) => (c.id === id ? edit(c) : c)),
    ),
    listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
      creating
        ? list.some((c) => c.id === id)
          ? list
          : [...list, { id, ...fields, services: [] }]
        : list.map((c) => (c.id === id ? edit(c) : c)),
    ),
  ];
}

function pendingService(
  entry: OutboxEntry,
  body: ServiceCreateBody,
  durations: Duration[] | undefined,
  priceTypes: PriceType[] | undefined,
): Service {
  const duration = durations?.find((candidate) => candidate.id === Number(body.durationID));
  const cents = body.price === undefined ? null : parsePriceToCents(body.price);
  return {
    sid: entry.creates?.tempId ?? -entry.id,
    serviceName: body.serviceName.trim(),
    categoryTypeID: Number(body.categoryTypeID),
    hrs: duration?.hrs ?? 0,
    min: duration?.min ?? 0,
    price: typeof cents === 'number' ? cents / 100 : null,
    priceTypeName:
      priceTypes?.find((type) => type.id === Number(body.priceTypeID))?.priceTypeName ?? '',
  };
}

/** Registers how each catalogue change shows while pending. */
export function registerCatalogueOverlays(): void {
  registerOverlay(catalogueChangeKinds.createCategory, (entry) => {
    const body = queuedJson<CategoryBody>(entry);
    const tempId = entry.creates?.tempId;
    return body && tempId !== undefined ? categoryUpdates(tempId, body, true) : [];
  });
  registerOverlay(catalogueChangeKinds.updateCategory, (entry, { realId }) => {
    const body = queuedJson<CategoryBody>(entry);
    const pathId = Number(entry.path.split('/').pop());
    if (!body || !Number.isInteger(pathId)) return [];
    const id = realId(pathId);
    const updates = categoryUpdates(id, body, false);
    // A category created offline is also cached under its temporary id (its edit screen).
    return id === pathId
      ? updates
      : [...updates, ...categoryUpdates(pathId, body, false).slice(0, 1)];
  });
  registerOverlay(catalogueChangeKinds.createService, (entry, { queryClient, realId }) => {
    const body = queuedJson<ServiceCreateBody>(entry);
    if (!body) return [];
    const service = pendingService(
      entry,
      body,
      queryClient.getQueryData<Duration[]>(referenceKeys.durations()),
      queryClient.getQueryData<PriceType[]>(referenceKeys.priceTypes()),
    );
    const categoryId = realId(service.categoryTypeID);
    return [
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        list.map((category) =>
          category.id === categoryId
            ? { ...category, services: upsert(category.services, service, (s) => s.sid) }
            : category,
        ),
      ),
    ];
  });
}

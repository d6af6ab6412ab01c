// PUT /api/categories/order and PUT /api/categories/{id}/services/order (through the outbox): the
// owner's order of the categories, and of one category's services (docs/decisions.md, Catalogue
// edits). Each move sends the whole list in its new order, so a replay sets the same order again.
// An item created offline is named by its temporary id until the server gives its own.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type Category,
  catalogueOrderBodySchema,
  categoryListSchema,
  type CategoryWithServices,
  categoryWithServicesSchema,
} from '@contract/catalogue';
import { labelled } from '@/lib/i18n/label-message';
import { defineChangeKind, jsonBody, listUpdate } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { categoryOrderTarget, serviceOrderTarget } from './catalogue-keys';

/**
 * `list` in the order of `ids`; an item the order does not name (made on another device
 * meanwhile) keeps its place after them. Applying it again changes nothing.
 */
export function inOrder<T>(list: readonly T[], ids: readonly number[], idOf: (item: T) => number) {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const rankOf = (item: T) => rank.get(idOf(item)) ?? ids.length;
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rankOf(a.item) - rankOf(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

export const orderCategoriesKind = defineChangeKind({
  kind: 'catalogue.orderCategories',
  encoding: 'json',
  schema: catalogueOrderBodySchema,
  overlay: (body, _entry, { realId }) => {
    const ids = body.ids.map(realId);
    // A category still under its temporary id is listed under it too.
    const either = (id: number) => (ids.includes(id) ? id : realId(id));
    return [
      listUpdate<Category>(catalogueKeys.categories(), (list) =>
        inOrder(list, ids, (c) => either(c.id)),
      ),
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        inOrder(list, ids, (c) => either(c.id)),
      ),
    ];
  },
});

export const orderServicesKind = defineChangeKind({
  kind: 'catalogue.orderServices',
  encoding: 'json',
  schema: catalogueOrderBodySchema,
  overlay: (body, entry, { realId }) => {
    const categoryId = targetId(entry, serviceOrderTarget);
    if (categoryId === undefined) return [];
    const ids = body.ids.map(realId);
    const category = new Set([categoryId, realId(categoryId)]);
    return [
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        list.map((c) =>
          category.has(c.id)
            ? { ...c, services: inOrder(c.services, ids, (s) => realId(s.sid)) }
            : c,
        ),
      ),
    ];
  },
});

function orderCategoriesChange(ids: number[]): OutboxChange {
  return {
    kind: orderCategoriesKind.kind,
    target: categoryOrderTarget,
    ...labelled('catalogue.change.orderCategories'),
    method: 'PUT',
    path: apiPaths.categoryOrder,
    body: jsonBody({ ids }),
  };
}

function orderServicesChange(category: Pick<Category, 'id' | 'categoryName'>, ids: number[]) {
  return {
    kind: orderServicesKind.kind,
    target: serviceOrderTarget(category.id),
    ...labelled('catalogue.change.orderServices', { name: category.categoryName }),
    method: 'PUT',
    path: apiPaths.serviceOrder(category.id),
    body: jsonBody({ ids }),
  } satisfies OutboxChange;
}

export function useOrderCategories() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (ids: number[]) => orderCategoriesChange(ids),
    schema: categoryListSchema,
    // Not awaited, and no toast: the list already shows the order; every move would toast.
    onSent: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export function useOrderServices() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: ({
      category,
      ids,
    }: {
      category: Pick<Category, 'id' | 'categoryName'>;
      ids: number[];
    }) => orderServicesChange(category, ids),
    schema: categoryWithServicesSchema,
    onSent: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

// POST /api/categories/create (through the outbox): a duplicate name is refused (409) by the
// server. Made offline, the category gets a temporary id (lib/offline/temp-ids.ts) that a service
// created in it, or an edit of it, may name until the server gives its own.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type Category,
  type CategoryBody,
  categoryBodySchema,
  categorySchema,
  type CategoryWithServices,
} from '@contract/catalogue';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import {
  type CacheUpdate,
  defineChangeKind,
  jsonBody,
  listUpdate,
  upsert,
} from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { CATEGORY_FORM, categoryTarget } from './catalogue-keys';

export const createCategoryKind = defineChangeKind({
  kind: 'catalogue.createCategory',
  encoding: 'json',
  schema: categoryBodySchema,
  overlay: (body, entry) => (entry.creates ? newCategoryUpdates(entry.creates.tempId, body) : []),
});

export function createCategoryChange(body: CategoryBody): OutboxChange {
  const creates = newCreation('id');
  return {
    kind: createCategoryKind.kind,
    target: categoryTarget(creates.tempId),
    ...labelled('catalogue.change.createCategory', { name: body.categoryName.trim() }),
    method: 'POST',
    path: apiPaths.createCategory,
    body: jsonBody(body),
    creates,
  };
}

/** The new category in its own query and at the end of both lists, under its temporary id. */
function newCategoryUpdates(id: number, fields: Omit<Category, 'id'>): CacheUpdate[] {
  const category: Category = { id, ...fields };
  return [
    { queryKey: catalogueKeys.category(id), update: () => category },
    listUpdate<Category>(catalogueKeys.categories(), (list) => upsert(list, category, (c) => c.id)),
    listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
      list.some((c) => c.id === id) ? list : [...list, { ...category, services: [] }],
    ),
  ];
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: CategoryBody) => createCategoryChange(body),
    schema: categorySchema,
    // On the form, under the field the server names (a duplicate name), else its alert.
    onRefused: (error) => refuseOnForm(CATEGORY_FORM, error),
    onSent: (category) => {
      queryClient.setQueryData(catalogueKeys.category(category.id), category);
      notifySuccess(translate('catalogue.categoryCreated'));
      // Not awaited: the next screen refetches what is stale; the owner need not wait here.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

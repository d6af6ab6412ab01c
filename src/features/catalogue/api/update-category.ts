// PUT /api/categories/update/{id} (through the outbox): renames a category or changes its text.
// The id may be the temporary one of a category created offline: the replay sends the server's.
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
} from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { CATEGORY_FORM, categoryTarget } from './catalogue-keys';

export const updateCategoryKind = defineChangeKind({
  kind: 'catalogue.updateCategory',
  encoding: 'json',
  schema: categoryBodySchema,
  overlay: (body, entry, { realId }) => {
    const targeted = targetId(entry, categoryTarget);
    if (targeted === undefined) return [];
    const id = realId(targeted);
    const updates = editedCategoryUpdates(id, body);
    // A category created offline is also cached under its temporary id (its edit screen).
    return id === targeted
      ? updates
      : [...updates, ...editedCategoryUpdates(targeted, body).slice(0, 1)];
  },
});

function updateCategoryChange(id: number, body: CategoryBody): OutboxChange {
  return {
    kind: updateCategoryKind.kind,
    target: categoryTarget(id),
    ...labelled('catalogue.change.editCategory', { name: body.categoryName.trim() }),
    method: 'PUT',
    path: apiPaths.updateCategory(id),
    body: jsonBody(body),
  };
}

/** The category's own query first, then the two lists it appears in. */
function editedCategoryUpdates(id: number, fields: Omit<Category, 'id'>): CacheUpdate[] {
  const edit = <T extends Category>(category: T): T => ({ ...category, ...fields });
  return [
    { queryKey: catalogueKeys.category(id), update: () => ({ id, ...fields }) },
    listUpdate<Category>(catalogueKeys.categories(), (list) =>
      list.map((c) => (c.id === id ? edit(c) : c)),
    ),
    listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
      list.map((c) => (c.id === id ? edit(c) : c)),
    ),
  ];
}

export function useUpdateCategory(id: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: CategoryBody) => updateCategoryChange(id, body),
    schema: categorySchema,
    // On the form, under the field the server names (a duplicate name), else its alert.
    onRefused: (error) => refuseOnForm(CATEGORY_FORM, error),
    onSent: (category) => {
      queryClient.setQueryData(catalogueKeys.category(category.id), category);
      notifySuccess(translate('catalogue.categoryUpdated'));
      // Not awaited: the next screen refetches what is stale; the owner need not wait here.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

// DELETE /api/categories/{id} (through the outbox). The server refuses (409) a category that
// still has services (docs/decisions.md, Catalogue edits); the screen says so before the owner
// tries, and shows the server's sentence if it refuses anyway (a service added on another device).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { Category, CategoryWithServices } from '@contract/catalogue';
import { messageResponseSchema } from '@contract/common';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, listUpdate } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { categoryTarget } from './catalogue-keys';

export const deleteCategoryKind = defineChangeKind({
  kind: 'catalogue.deleteCategory',
  encoding: 'none',
  overlay: (_body, entry, { realId }) => {
    const id = targetId(entry, categoryTarget);
    if (id === undefined) return [];
    const ids = new Set([id, realId(id)]);
    return [
      listUpdate<Category>(catalogueKeys.categories(), (list) =>
        list.filter((c) => !ids.has(c.id)),
      ),
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        list.filter((c) => !ids.has(c.id)),
      ),
    ];
  },
});

export function deleteCategoryChange(id: number, categoryName: string): OutboxChange {
  return {
    kind: deleteCategoryKind.kind,
    target: categoryTarget(id),
    ...labelled('catalogue.change.deleteCategory', { name: categoryName }),
    method: 'DELETE',
    path: apiPaths.category(id),
    body: { kind: 'none' },
  };
}

export function useDeleteCategory(id: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (categoryName: string) => deleteCategoryChange(id, categoryName),
    schema: messageResponseSchema,
    // The screen shows a refusal (409) in its dialog, where the owner is looking.
    notifyRefusals: false,
    onSent: () => {
      notifySuccess(translate('catalogue.categoryDeleted'));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

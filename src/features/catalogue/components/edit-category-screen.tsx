// /category/{id}: "Edit category" filled from the server; an unknown id (or another business's,
// which answers 404 too) shows the not-found page instead of the form. Below it, Delete: only a
// category without services can go (docs/decisions.md, Catalogue edits), and the screen says so
// before the owner tries.
import { useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { NotFound } from '@/components/not-found';
import { QueryState } from '@/components/query-state';
import { refusalTexts } from '@/lib/i18n/server-text';
import { PageHeader } from '@/components/layout/page-header';
import { useT } from '@/lib/i18n/use-t';
import { useEditedRecord } from '../hooks/use-edited-record';
import { categoryQueryOptions } from '../api/get-category';
import { categoriesWithServicesQueryOptions } from '../api/get-categories-with-services';
import { categoryTarget } from '../api/catalogue-keys';
import { useDeleteCategory } from '../api/delete-category';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from './category-form';

function CategoryNotFound({ message }: { message?: string }) {
  const t = useT();
  return (
    <NotFound>
      {message && <Text c="dimmed">{message}</Text>}
      <Anchor component={Link} to="/catalogue/services">
        {t('catalogue.backToServices')}
      </Anchor>
    </NotFound>
  );
}

function DeleteCategory({ id, categoryName }: { id: number; categoryName: string }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const remove = useDeleteCategory(id);
  const navigate = useNavigate();
  // The list the services screen shows, usually cached: undefined while unknown, and then the
  // server decides (a refusal shows in the dialog).
  const list = useQuery(categoriesWithServicesQueryOptions()).data;
  const count = list?.find((category) => category.id === id)?.services.length;
  const blocked = count !== undefined && count > 0;
  const close = () => {
    setOpened(false);
    remove.reset();
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="category-delete">
      <Title order={2} size="h4" id="category-delete" mb="xs">
        {t('catalogue.deleteCategory')}
      </Title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" id="category-delete-why" maw={480}>
          {blocked ? t('catalogue.categoryNotEmpty', { count }) : t('catalogue.onlyEmptyDeleted')}
        </Text>
        <Button
          color="red"
          variant="light"
          disabled={blocked}
          aria-describedby="category-delete-why"
          onClick={() => setOpened(true)}
        >
          {t('catalogue.deleteCategory')}
        </Button>
      </Group>
      <ConfirmDeleteModal
        opened={opened}
        onClose={close}
        title={t('catalogue.deleteNamed', { name: categoryName })}
        pending={remove.isPending}
        errors={remove.isError ? refusalTexts(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(categoryName, {
            onSuccess: () => void navigate({ to: '/catalogue/services' }),
          })
        }
      >
        {t('catalogue.deleteCategoryBody')}
      </ConfirmDeleteModal>
    </Paper>
  );
}

function EditCategory({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(categoryQueryOptions(id));
  const update = useUpdateCategory(id);
  const navigate = useNavigate();
  const edited = useEditedRecord(id, query);

  if (edited.state === 'moved') {
    return <Navigate to="/category/$id" params={{ id: String(edited.realId) }} replace />;
  }
  if (edited.state === 'missing') return <CategoryNotFound message={edited.message} />;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        section="catalogue"
        title={t('catalogue.editCategoryTitle')}
        pendingTarget={categoryTarget(id)}
      />
      <QueryState
        query={query}
        loadingLabel={t('catalogue.categoryLoading')}
        skeleton={<Skeleton height={220} radius="md" />}
        errorTitle={t('catalogue.categoryLoadError')}
      >
        {(category) => (
          <CategoryForm
            // A new form when another category is opened, or when the server's copy changes (the
            // saved cache shows first after a reload, then the fresh answer arrives).
            key={`${category.id}:${category.categoryName}:${category.description}`}
            initialValues={{
              categoryName: category.categoryName,
              description: category.description,
            }}
            submitLabel="catalogue.update"
            cancelTo="/catalogue/services"
            pending={update.isPending}
            onSubmit={(body) =>
              update.mutate(body, {
                onSuccess: () => void navigate({ to: '/catalogue/services' }),
              })
            }
          />
        )}
      </QueryState>
      {query.data && <DeleteCategory id={id} categoryName={query.data.categoryName} />}
    </Stack>
  );
}

/**
 * `id` is the path segment as typed: a positive whole number, or a negative one for a category
 * created offline and not sent yet; anything else is not a category.
 */
export function EditCategoryScreen({ id }: { id: string }) {
  const numeric = /^-?\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(numeric) || numeric === 0) return <CategoryNotFound />;
  return <EditCategory id={numeric} />;
}

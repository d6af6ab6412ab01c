// /catalogue/create-category: a new category; Cancel goes back to the service form (spec 2).
import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useT } from '@/lib/i18n/use-t';
import { useCreateCategory } from '../api/create-category';
import { CategoryForm } from './category-form';

export function CreateCategoryScreen() {
  const t = useT();
  const create = useCreateCategory();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader section="catalogue" title={t('catalogue.createCategoryTitle')} />
      <CategoryForm
        submitLabel="catalogue.save"
        cancelTo="/catalogue/create-service"
        pending={create.isPending}
        onSubmit={(body) =>
          create.mutate(body, { onSuccess: () => void navigate({ to: '/catalogue/services' }) })
        }
      />
    </Stack>
  );
}

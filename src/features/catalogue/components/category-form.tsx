// The category form shared by create and edit: card Basic Info with the name (required) and a
// description (optional, shown on the booking page when written: docs/decisions.md, Catalogue
// edits), Cancel and the submit button. A refusal of the screen's call comes back
// here (CATEGORY_FORM): a duplicate name under the name, anything else as the form's alert.
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { type CategoryBody, categoryBodySchema } from '@contract/catalogue';
import { FormAlert } from '@/components/form-alert';
import { useFormRefusals, useServerErrors } from '@/lib/forms/server-errors';
import { useT } from '@/lib/i18n/use-t';
import { CATEGORY_FORM } from '../api/catalogue-keys';

/** What the form holds: the description as text, '' when none is written. */
type CategoryFormValues = Required<CategoryBody>;

interface CategoryFormProps {
  initialValues?: CategoryFormValues;
  submitLabel: 'catalogue.save' | 'catalogue.update';
  cancelTo: '/catalogue/services' | '/catalogue/create-service';
  pending: boolean;
  onSubmit: (body: CategoryBody) => void;
}

const validate = schemaResolver(categoryBodySchema, { sync: true });

export function CategoryForm(props: CategoryFormProps) {
  const t = useT();
  const form = useForm<CategoryFormValues>({
    initialValues: props.initialValues ?? { categoryName: '', description: '' },
    validate,
  });
  const serverErrors = useServerErrors();
  useFormRefusals(CATEGORY_FORM, (error) => serverErrors.show(form, error));
  const submit = form.onSubmit((values) =>
    props.onSubmit({
      categoryName: values.categoryName.trim(),
      description: values.description.trim(),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        serverErrors.clear();
        submit(event);
      }}
    >
      <Stack gap="lg">
        <FormAlert messages={serverErrors.alert} />
        <Paper withBorder p="md" component="section" aria-labelledby="category-basic-info">
          <Title order={2} size="h4" id="category-basic-info" mb="sm">
            {t('catalogue.basicInfo')}
          </Title>
          <Stack gap="md">
            <TextInput
              label={t('catalogue.categoryName')}
              required
              maxLength={100}
              {...form.getInputProps('categoryName')}
            />
            <Textarea
              label={t('catalogue.categoryDescription')}
              description={t('catalogue.descriptionHint')}
              autosize
              minRows={3}
              maxLength={1000}
              {...form.getInputProps('description')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={props.cancelTo} variant="default">
            {t('catalogue.cancel')}
          </Button>
          <Button type="submit" loading={props.pending}>
            {t(props.submitLabel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The category form shared by create and edit: card Basic Info with the name and description
// (both required, spec 5), Cancel and the submit button.
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { type CategoryBody, categoryBodySchema } from '../../../../contract/catalogue';

interface CategoryFormProps {
  initialValues?: CategoryBody;
  submitLabel: 'Save' | 'Update';
  cancelTo: '/catalogue/services' | '/catalogue/create-service';
  pending: boolean;
  onSubmit: (body: CategoryBody) => void;
}

const validate = schemaResolver(categoryBodySchema, { sync: true });

export function CategoryForm(props: CategoryFormProps) {
  const form = useForm<CategoryBody>({
    initialValues: props.initialValues ?? { categoryName: '', description: '' },
    validate,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        props.onSubmit({
          categoryName: values.categoryName.trim(),
          description: values.description.trim(),
        }),
      )}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="category-basic-info">
          <Title order={2} size="h4" id="category-basic-info" mb="sm">
            Basic Info
          </Title>
          <Stack gap="md">
            <TextInput
              label="Service category name"
              required
              maxLength={100}
              {...form.getInputProps('categoryName')}
            />
            <Textarea
              label="Service category description"
              required
              autosize
              minRows={3}
              maxLength={1000}
              {...form.getInputProps('description')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={props.cancelTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

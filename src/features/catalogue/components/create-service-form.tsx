// The create-service form: Basic Info and Pricing and Duration (spec 2 and 5), with every option
// list already loaded; a Free price type disables the price.
import type { ChangeEvent } from 'react';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Category } from '../../../../contract/catalogue';
import {
  type Duration,
  FREE_PRICE_TYPE_NAME,
  type PriceType,
  type ServiceType,
} from '../../../../contract/reference';
import { formatHoursMinutes } from '../../../lib/format/duration';
import { useCreateService } from '../api/create-service';
import {
  emptyServiceForm,
  serviceFormSchema,
  type ServiceFormValues,
  toServiceCreateBody,
} from './service-form-values';

export interface ServiceFormOptions {
  categories: Category[];
  serviceTypes: ServiceType[];
  durations: Duration[];
  priceTypes: PriceType[];
}

interface CreateServiceFormProps extends ServiceFormOptions {
  /** Preselects a category (from `?categoryId=`), if it is one of the business's. */
  categoryId?: number;
}

function withPlaceholder(placeholder: string, options: { value: string; label: string }[]) {
  return [{ value: '', label: placeholder }, ...options];
}

export function CreateServiceForm(props: CreateServiceFormProps) {
  const { categories, serviceTypes, durations, priceTypes, categoryId } = props;
  const freeIds = new Set(
    priceTypes
      .filter((type) => type.priceTypeName === FREE_PRICE_TYPE_NAME)
      .map((t) => String(t.id)),
  );
  const isFree = (priceTypeID: string) => freeIds.has(priceTypeID);
  const known = categories.some((category) => category.id === categoryId);

  const form = useForm<ServiceFormValues>({
    initialValues: emptyServiceForm(known ? categoryId : undefined),
    validate: schemaResolver(serviceFormSchema(isFree), { sync: true }),
  });
  const create = useCreateService();
  const navigate = useNavigate();
  const free = isFree(form.values.priceTypeID);

  const priceTypeProps = form.getInputProps('priceTypeID');
  const choosePriceType = (event: ChangeEvent<HTMLSelectElement>) => {
    priceTypeProps.onChange(event);
    if (isFree(event.currentTarget.value)) {
      form.setFieldValue('price', '');
      form.clearFieldError('price');
    }
  };

  const handleSubmit = (values: ServiceFormValues) => {
    create.mutate(toServiceCreateBody(values, isFree(values.priceTypeID)), {
      onSuccess: () => void navigate({ to: '/catalogue/services' }),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="service-basic-info">
          <Title order={2} size="h4" id="service-basic-info" mb="sm">
            Basic Info
          </Title>
          <Stack gap="md">
            <TextInput
              label="Service name"
              required
              maxLength={150}
              {...form.getInputProps('serviceName')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label="Category"
                required
                data={withPlaceholder(
                  'Select a category',
                  categories.map((c) => ({ value: String(c.id), label: c.categoryName })),
                )}
                description={
                  categories.length === 0 ? (
                    <Anchor component={Link} to="/catalogue/create-category" size="xs">
                      Create a category first
                    </Anchor>
                  ) : undefined
                }
                {...form.getInputProps('categoryTypeID')}
              />
              <NativeSelect
                label="Service available for"
                required
                data={withPlaceholder(
                  'Select who it is for',
                  serviceTypes.map((t) => ({ value: String(t.id), label: t.serviceTypeName })),
                )}
                {...form.getInputProps('serviceTypeID')}
              />
            </SimpleGrid>
            <Textarea
              label="Service description"
              required
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('servDesc')}
            />
            <Textarea
              label="Aftercare description"
              description="Optional: care advice for the client after the service"
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('afterDescription')}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="service-pricing">
          <Title order={2} size="h4" id="service-pricing" mb="sm">
            Pricing and Duration
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label="Duration"
              required
              data={withPlaceholder(
                'Select a duration',
                durations.map((d) => ({
                  value: String(d.id),
                  label: formatHoursMinutes(d.hrs, d.min),
                })),
              )}
              {...form.getInputProps('durationID')}
            />
            <NativeSelect
              label="Price type"
              required
              data={withPlaceholder(
                'Select a price type',
                priceTypes.map((t) => ({ value: String(t.id), label: t.priceTypeName })),
              )}
              {...priceTypeProps}
              onChange={choosePriceType}
            />
            <TextInput
              label="Price"
              required={!free}
              disabled={free}
              inputMode="decimal"
              leftSection="$"
              placeholder={free ? 'Free' : '0.00'}
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
        </Paper>

        <Group justify="flex-end">
          <Button component={Link} to="/catalogue/services" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

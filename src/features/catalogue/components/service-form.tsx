// The service form, for a new service and an edited one: Basic Info, Pricing and Duration (spec 2
// and 5) and Online booking, with every option list already loaded; a Free price type disables the
// price. The screens around it choose the call (create or update) and what follows; a refusal of
// that call comes back here (SERVICE_FORM): on the field the server names, else as the form's alert.
import './styles';
import type { ReactNode } from 'react';
import type { ChangeEvent } from 'react';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import type { Category, ServiceBody } from '@contract/catalogue';
import {
  type Duration,
  FREE_PRICE_TYPE_NAME,
  type PriceType,
  type ServiceType,
} from '@contract/reference';
import { FormAlert } from '@/components/form-alert';
import { useFormRefusals, useServerErrors } from '@/lib/forms/server-errors';
import { currencySymbol } from '@/lib/format/business-locale';
import { formatHoursMinutes } from '@/lib/format/duration';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { SERVICE_FORM } from '../api/catalogue-keys';
import { serviceFormSchema, type ServiceFormValues, toServiceBody } from './service-form-values';

export interface ServiceFormOptions {
  categories: Category[];
  serviceTypes: ServiceType[];
  durations: Duration[];
  priceTypes: PriceType[];
}

interface ServiceFormProps extends ServiceFormOptions {
  initialValues: ServiceFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: ServiceBody) => void;
  /** Beside Cancel and Save, on the left: the edit screen's Delete. */
  extraAction?: ReactNode;
}

function withPlaceholder(placeholder: string, options: { value: string; label: string }[]) {
  return [{ value: '', label: placeholder }, ...options];
}

export function ServiceForm(props: ServiceFormProps) {
  const t = useT();
  const { categories, serviceTypes, durations, priceTypes } = props;
  const freeIds = new Set(
    priceTypes
      .filter((type) => type.priceTypeName === FREE_PRICE_TYPE_NAME)
      .map((t) => String(t.id)),
  );
  const isFree = (priceTypeID: string) => freeIds.has(priceTypeID);
  const { currency } = useBusinessLocale();
  const symbol = currencySymbol(currency);

  const form = useForm<ServiceFormValues>({
    initialValues: props.initialValues,
    validate: schemaResolver(serviceFormSchema(t, isFree), { sync: true }),
  });
  const free = isFree(form.values.priceTypeID);
  const serverErrors = useServerErrors();
  useFormRefusals(SERVICE_FORM, (error) => serverErrors.show(form, error));

  const priceTypeProps = form.getInputProps('priceTypeID');
  const choosePriceType = (event: ChangeEvent<HTMLSelectElement>) => {
    priceTypeProps.onChange(event);
    if (isFree(event.currentTarget.value)) {
      form.setFieldValue('price', '');
      form.clearFieldError('price');
    }
  };

  const handleSubmit = (values: ServiceFormValues) =>
    props.onSubmit(toServiceBody(values, isFree(values.priceTypeID)));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        serverErrors.clear();
        form.onSubmit(handleSubmit)(event);
      }}
    >
      <Stack gap="lg">
        <FormAlert messages={serverErrors.alert} />
        <Paper withBorder p="md" component="section" aria-labelledby="service-basic-info">
          <Title order={2} size="h4" id="service-basic-info" mb="sm">
            {t('catalogue.basicInfo')}
          </Title>
          <Stack gap="md">
            <TextInput
              label={t('catalogue.serviceName')}
              required
              maxLength={150}
              {...form.getInputProps('serviceName')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label={t('catalogue.category')}
                required
                data={withPlaceholder(
                  t('catalogue.selectCategory'),
                  categories.map((c) => ({ value: String(c.id), label: c.categoryName })),
                )}
                description={
                  categories.length === 0 ? (
                    <Anchor component={Link} to="/catalogue/create-category" size="xs">
                      {t('catalogue.createCategoryFirst')}
                    </Anchor>
                  ) : undefined
                }
                {...form.getInputProps('categoryTypeID')}
              />
              <NativeSelect
                label={t('catalogue.availableFor')}
                required
                data={withPlaceholder(
                  t('catalogue.selectWho'),
                  serviceTypes.map((type) => ({
                    value: String(type.id),
                    label: t('catalogue.serviceTypeName', { name: type.serviceTypeName }),
                  })),
                )}
                {...form.getInputProps('serviceTypeID')}
              />
            </SimpleGrid>
            <Textarea
              label={t('catalogue.serviceDescription')}
              description={t('catalogue.descriptionHint')}
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('servDesc')}
            />
            <Textarea
              label={t('catalogue.aftercare')}
              description={t('catalogue.aftercareHint')}
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('afterDescription')}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="service-pricing">
          <Title order={2} size="h4" id="service-pricing" mb="sm">
            {t('catalogue.pricing')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t('catalogue.duration')}
              required
              data={withPlaceholder(
                t('catalogue.selectDuration'),
                durations.map((d) => ({
                  value: String(d.id),
                  label: formatHoursMinutes(d.hrs, d.min),
                })),
              )}
              {...form.getInputProps('durationID')}
            />
            <NativeSelect
              label={t('catalogue.priceType')}
              required
              data={withPlaceholder(
                t('catalogue.selectPriceType'),
                priceTypes.map((type) => ({
                  value: String(type.id),
                  label: t('catalogue.priceTypeName', { name: type.priceTypeName }),
                })),
              )}
              {...priceTypeProps}
              onChange={choosePriceType}
            />
            <TextInput
              label={t('catalogue.price')}
              required={!free}
              disabled={free}
              inputMode="decimal"
              // The business's sign, not the spec's "$" (docs/decisions.md, Locale); a comma or
              // spaces between thousands are read as typed (docs/decisions.md, Data).
              leftSection={symbol}
              leftSectionWidth={Math.max(36, symbol.length * 10 + 16)}
              placeholder={free ? t('catalogue.free') : '0,00'}
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="service-online">
          <Title order={2} size="h4" id="service-online" mb="sm">
            {t('catalogue.onlineBooking')}
          </Title>
          <Switch
            label={t('catalogue.offeredOnline')}
            description={t('catalogue.offeredOnlineHint')}
            {...form.getInputProps('onlineBooking', { type: 'checkbox' })}
          />
        </Paper>

        <Group justify="space-between">
          <div>{props.extraAction}</div>
          <Group>
            <Button component={Link} to="/catalogue/services" variant="default">
              {t('catalogue.cancel')}
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

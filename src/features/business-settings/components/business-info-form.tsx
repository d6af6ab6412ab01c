// /business-settings/business-info: names, phone, password (only in change mode: the current one
// and the new one twice, docs/decisions.md, Accounts), time zone, the address and the booking page
// (docs/decisions.md, Address and booking page), the logo and the business's currency, clock and
// first weekday (docs/decisions.md, Locale), sent together as one multipart update (spec 2, 4
// and 5). What the form holds and sends is business-info-values.ts's.
import { useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { type CurrentUser, PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '@contract/auth';
import {
  bookingSlugSchema,
  businessInfoFieldsSchema,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
} from '@contract/business-settings';
import { FormAlert } from '@/components/form-alert';
import { useServerErrors } from '@/lib/forms/server-errors';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateBusinessInfo } from '../api/update-business-info';
import { BrandLogoCard } from './brand-logo-card';
import { BusinessLocaleFields } from './business-locale-fields';
import { BookingPageCard } from './booking-page-card';
import { BusinessAddressCard } from './business-address-card';
import { type InfoFormValues, slugChanged, toUpdate, valuesOf } from './business-info-values';

const MASKED_PASSWORD = '••••••••';

export const NEW_PASSWORDS_MISMATCH_MESSAGE = 'The two new passwords do not match';

// The contract's fields; a booking link the owner changed must follow the contract's rule (an
// empty one too: it is not "keep"), and in change-password mode the current password and the new
// one, typed twice alike, are required: a mismatch never reaches the server.
const infoSchema = businessInfoFieldsSchema.extend({ slug: bookingSlugSchema.optional() });
const validateKeepingPassword = schemaResolver(infoSchema, { sync: true });
const validateChangingPassword = schemaResolver(
  infoSchema
    .extend({
      password: passwordSchema,
      current_password: z.string().min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE),
      confirm_password: z.string(),
    })
    .refine((values) => values.password === values.confirm_password, {
      message: NEW_PASSWORDS_MISMATCH_MESSAGE,
      path: ['confirm_password'],
    }),
  { sync: true },
);

function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

export function BusinessInfoForm({ user }: { user: CurrentUser }) {
  const t = useT();
  const [changingPassword, setChangingPassword] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const currentPasswordRef = useRef<HTMLInputElement>(null);
  const update = useUpdateBusinessInfo(user.id);
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);

  const validate = changingPassword ? validateChangingPassword : validateKeepingPassword;
  const form = useForm<InfoFormValues>({
    initialValues: valuesOf(user),
    // An unchanged link is not checked: it is not sent.
    validate: (values) =>
      validate({ ...values, slug: slugChanged(values, user) ? values.slug : undefined }),
  });
  const serverErrors = useServerErrors();

  const togglePasswordChange = () => {
    const next = !changingPassword;
    setChangingPassword(next);
    for (const field of ['password', 'current_password', 'confirm_password'] as const) {
      form.setFieldValue(field, '');
      form.clearFieldError(field);
    }
    // Focus once the field is shown.
    if (next) requestAnimationFrame(() => currentPasswordRef.current?.focus());
  };

  const handleSubmit = (values: InfoFormValues) => {
    update.mutate(toUpdate(values, user, changingPassword, logo), {
      onSuccess: (outcome) => {
        // Pending: what was entered is what the profile will be once the change is sent.
        const fresh =
          outcome.status === 'sent'
            ? valuesOf(outcome.data.user)
            : { ...values, password: '', current_password: '', confirm_password: '' };
        form.setInitialValues(fresh);
        form.setValues(fresh);
        setChangingPassword(false);
        setLogo(null);
      },
      // The server's 409 (another business has the link) and a wrong current password are
      // shown on their fields (`param`), anything else in the form's alert.
      onError: (error) => serverErrors.show(form, error),
    });
  };

  return (
    <form
      onSubmit={(event) => {
        serverErrors.clear();
        form.onSubmit(handleSubmit)(event);
      }}
      noValidate
    >
      <UnsavedChangesGuard dirty={(form.isDirty() || logo !== null) && !update.isPending} />
      <Stack gap="lg">
        <FormAlert messages={serverErrors.alert} />
        <Paper withBorder p="md" component="section" aria-labelledby="profile-heading">
          <Title order={2} size="h4" id="profile-heading" mb="sm">
            {t('settings.profile')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('auth.firstName')}
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('auth.lastName')}
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps('lastname')}
            />
            <TextInput
              label={t('auth.businessName')}
              description={t('settings.businessNameHint')}
              maxLength={150}
              autoComplete="organization"
              {...form.getInputProps('business_name')}
            />
            <TextInput label={t('auth.email')} value={user.email} readOnly variant="filled" />
            <Stack gap={4}>
              {changingPassword ? (
                <PasswordInput
                  ref={currentPasswordRef}
                  label={t('settings.currentPassword')}
                  withAsterisk
                  autoComplete="current-password"
                  {...form.getInputProps('current_password')}
                />
              ) : (
                <PasswordInput label={t('auth.password')} placeholder={MASKED_PASSWORD} disabled />
              )}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={togglePasswordChange}
                style={{ alignSelf: 'flex-start' }}
              >
                {changingPassword ? t('settings.keepPassword') : t('settings.changePassword')}
              </Anchor>
            </Stack>
            {/* The new password twice, beside the current one. */}
            {changingPassword && (
              <Stack gap="md">
                <PasswordInput
                  label={t('settings.newPassword')}
                  withAsterisk
                  autoComplete="new-password"
                  description={t('auth.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label={t('settings.confirmNewPassword')}
                  withAsterisk
                  autoComplete="new-password"
                  {...form.getInputProps('confirm_password')}
                />
              </Stack>
            )}
            <TextInput
              label={t('settings.phone')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('mobile')}
            />
            <Select
              label={t('settings.timeZone')}
              data={zones}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('settings.noTimeZone')}
              limit={100}
              {...form.getInputProps('timezone')}
            />
          </SimpleGrid>
        </Paper>

        <BusinessAddressCard form={form} />

        <BookingPageCard form={form} />

        <BusinessLocaleFields form={form} />

        <BrandLogoCard user={user} file={logo} onFileChange={setLogo} />

        <Group justify="flex-end">
          <Button component={Link} to="/business-settings" variant="default">
            {t('settings.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

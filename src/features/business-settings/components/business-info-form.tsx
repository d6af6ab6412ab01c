// /business-settings/business-info: names, phone, password (only in change mode: the current one
// and the new one twice, docs/decisions.md, Accounts), time zone, the booking link, the logo and
// the business's currency, clock and first weekday (docs/decisions.md, Locale),
// sent together as one multipart update (spec 2, 4 and 5).
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
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { type CurrentUser, PASSWORD_RULE, passwordSchema } from '../../../../contract/auth';
import {
  BOOKING_PAGE_PREFIX,
  bookingSlugSchema,
  businessInfoFieldsSchema,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
} from '../../../../contract/business-settings';
import { type BusinessInfoUpdate, useUpdateBusinessInfo } from '../api/update-business-info';
import { FormAlert } from '../../../components/form-alert';
import { useServerErrors } from '../../../lib/forms/server-errors';
import { BrandLogoCard } from './brand-logo-card';
import { BusinessLocaleFields } from './business-locale-fields';
import { localeOf } from '../../../lib/format/business-locale';

const MASKED_PASSWORD = '••••••••';

interface InfoFormValues {
  firstname: string;
  lastname: string;
  mobile: string;
  timezone: string;
  password: string;
  /** Change-password mode only: the password now, and the new one again. */
  current_password: string;
  confirm_password: string;
  slug: string;
  currency: string;
  clock: string;
  /** "1", "6" or "7", as the select holds it. */
  week_start: string;
}

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

function valuesOf(user: CurrentUser): InfoFormValues {
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    mobile: user.businessPhone,
    timezone: user.timezone,
    password: '',
    current_password: '',
    confirm_password: '',
    slug: user.slug ?? '',
    ...localeValuesOf(user),
  };
}

function changedLocale(values: InfoFormValues, user: CurrentUser) {
  const now = localeValuesOf(user);
  return Object.fromEntries(
    (['currency', 'clock', 'week_start'] as const)
      .filter((field) => values[field] !== now[field])
      .map((field) => [field, values[field]]),
  );
}

function localeValuesOf(user: CurrentUser) {
  const locale = localeOf(user);
  return { currency: locale.currency, clock: locale.clock, week_start: String(locale.weekStart) };
}

/** The link as the owner has it now: a slug given at registration may predate today's rule. */
const slugChanged = (values: InfoFormValues, user: CurrentUser) =>
  values.slug !== (user.slug ?? '');

function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

/** Spec 5: a name or phone left empty keeps the profile's value. */
function toUpdate(
  values: InfoFormValues,
  user: CurrentUser,
  changingPassword: boolean,
  logo: File | null,
): BusinessInfoUpdate {
  return {
    firstname: values.firstname.trim() || user.firstName,
    lastname: values.lastname.trim() || user.lastName,
    mobile: values.mobile.trim() || user.businessPhone,
    timezone: values.timezone || user.timezone,
    ...(slugChanged(values, user) && { slug: values.slug }),
    // Only what the owner changed, as the booking link: an unchanged locale is not sent.
    ...changedLocale(values, user),
    ...(changingPassword && {
      password: values.password,
      currentPassword: values.current_password,
    }),
    ...(logo && { brandLogo: logo }),
  };
}

export function BusinessInfoForm({ user }: { user: CurrentUser }) {
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
  const bookingUrl = `${window.location.origin}${BOOKING_PAGE_PREFIX}${form.values.slug}`;

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
            Profile
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps('lastname')}
            />
            <TextInput label="Business name" value={user.businessName} readOnly variant="filled" />
            <TextInput label="Business email" value={user.email} readOnly variant="filled" />
            <Stack gap={4}>
              {changingPassword ? (
                <PasswordInput
                  ref={currentPasswordRef}
                  label="Current password"
                  withAsterisk
                  autoComplete="current-password"
                  {...form.getInputProps('current_password')}
                />
              ) : (
                <PasswordInput label="Password" placeholder={MASKED_PASSWORD} disabled />
              )}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={togglePasswordChange}
                style={{ alignSelf: 'flex-start' }}
              >
                {changingPassword ? 'Keep current password' : 'Change Password'}
              </Anchor>
            </Stack>
            {/* The new password twice, beside the current one. */}
            {changingPassword && (
              <Stack gap="md">
                <PasswordInput
                  label="New password"
                  withAsterisk
                  autoComplete="new-password"
                  description={PASSWORD_RULE}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label="Confirm new password"
                  withAsterisk
                  autoComplete="new-password"
                  {...form.getInputProps('confirm_password')}
                />
              </Stack>
            )}
            <TextInput
              label="Business phone"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('mobile')}
            />
            <Select
              label="Time zone"
              data={zones}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No time zone matches"
              limit={100}
              {...form.getInputProps('timezone')}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="booking-link-heading">
          <Title order={2} size="h4" id="booking-link-heading" mb="sm">
            Online booking page
          </Title>
          <TextInput
            label="Booking link"
            description={
              <>
                Clients book at{' '}
                <Text span inherit fw={500} style={{ wordBreak: 'break-all' }}>
                  {bookingUrl}
                </Text>
                . When you change it, the old address stops working at once.
              </>
            }
            leftSection={
              <Text size="sm" c="dimmed">
                {BOOKING_PAGE_PREFIX}
              </Text>
            }
            leftSectionWidth={56}
            leftSectionPointerEvents="none"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maw={480}
            {...form.getInputProps('slug')}
          />
        </Paper>

        <BusinessLocaleFields form={form} />

        <BrandLogoCard user={user} file={logo} onFileChange={setLogo} />

        <Group justify="flex-end">
          <Button component={Link} to="/business-settings" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

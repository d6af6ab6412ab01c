// /business-settings/business-info: names, phone, password (only in change mode), time zone, the
// booking link and the logo, sent together as one multipart update (spec 2, 4 and 5).
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
import { Link } from '@tanstack/react-router';
import { type CurrentUser, passwordSchema } from '../../../../contract/auth';
import {
  BOOKING_PAGE_PREFIX,
  bookingSlugSchema,
  businessInfoFieldsSchema,
} from '../../../../contract/business-settings';
import {
  bookingSlugErrorOf,
  type BusinessInfoUpdate,
  useUpdateBusinessInfo,
} from '../api/update-business-info';
import { BrandLogoCard } from './brand-logo-card';

const MASKED_PASSWORD = '••••••••';

interface InfoFormValues {
  firstname: string;
  lastname: string;
  mobile: string;
  timezone: string;
  password: string;
  slug: string;
}

// The contract's fields; a booking link the owner changed must follow the contract's rule (an
// empty one too: it is not "keep"), and in change-password mode the new password is required.
const infoSchema = businessInfoFieldsSchema.extend({ slug: bookingSlugSchema.optional() });
const validateKeepingPassword = schemaResolver(infoSchema, { sync: true });
const validateChangingPassword = schemaResolver(infoSchema.extend({ password: passwordSchema }), {
  sync: true,
});

function valuesOf(user: CurrentUser): InfoFormValues {
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    mobile: user.businessPhone,
    timezone: user.timezone,
    password: '',
    slug: user.slug ?? '',
  };
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
    ...(changingPassword && { password: values.password }),
    ...(logo && { brandLogo: logo }),
  };
}

export function BusinessInfoForm({ user }: { user: CurrentUser }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const update = useUpdateBusinessInfo(user.id);
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);

  const validate = changingPassword ? validateChangingPassword : validateKeepingPassword;
  const form = useForm<InfoFormValues>({
    initialValues: valuesOf(user),
    // An unchanged link is not checked: it is not sent.
    validate: (values) =>
      validate({ ...values, slug: slugChanged(values, user) ? values.slug : undefined }),
  });
  const bookingUrl = `${window.location.origin}${BOOKING_PAGE_PREFIX}${form.values.slug}`;

  const togglePasswordChange = () => {
    const next = !changingPassword;
    setChangingPassword(next);
    form.setFieldValue('password', '');
    form.clearFieldError('password');
    // Focus once the field is enabled.
    if (next) requestAnimationFrame(() => passwordRef.current?.focus());
  };

  const handleSubmit = (values: InfoFormValues) => {
    update.mutate(toUpdate(values, user, changingPassword, logo), {
      onSuccess: (outcome) => {
        // Pending: what was entered is what the profile will be once the change is sent.
        const fresh =
          outcome.status === 'sent' ? valuesOf(outcome.data.user) : { ...values, password: '' };
        form.setInitialValues(fresh);
        form.setValues(fresh);
        setChangingPassword(false);
        setLogo(null);
      },
      // The server's 409 (another business has the link) is shown on the field.
      onError: (error) => {
        const slugError = bookingSlugErrorOf(error);
        if (slugError) form.setFieldError('slug', slugError);
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="lg">
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
              <PasswordInput
                ref={passwordRef}
                label="Password"
                placeholder={changingPassword ? 'New password' : MASKED_PASSWORD}
                disabled={!changingPassword}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
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

// /business-settings/business-info: names, phone, password (only in change mode), time zone and
// logo, sent together as one multipart update (spec 2, 4 and 5).
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
import { type CurrentUser, passwordSchema } from '../../../../contract/auth';
import { businessInfoFieldsSchema } from '../../../../contract/business-settings';
import { type BusinessInfoUpdate, useUpdateBusinessInfo } from '../api/update-business-info';
import { BrandLogoCard } from './brand-logo-card';

const MASKED_PASSWORD = '••••••••';

interface InfoFormValues {
  firstname: string;
  lastname: string;
  mobile: string;
  timezone: string;
  password: string;
}

// The contract's fields; in change-password mode the new password is required as well.
const validateKeepingPassword = schemaResolver(businessInfoFieldsSchema, { sync: true });
const validateChangingPassword = schemaResolver(
  businessInfoFieldsSchema.extend({ password: passwordSchema }),
  { sync: true },
);

function valuesOf(user: CurrentUser): InfoFormValues {
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    mobile: user.businessPhone,
    timezone: user.timezone,
    password: '',
  };
}

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

  const form = useForm<InfoFormValues>({
    initialValues: valuesOf(user),
    validate: changingPassword ? validateChangingPassword : validateKeepingPassword,
  });

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

// A member's card: name, colour, phone, e-mail and clients at the same time. Adding a member also
// chooses their services (every service unless the owner unticks some, docs/decisions.md, Team).
import './styles';
import {
  Button,
  ColorSwatch,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MEMBER_CAPACITY_LIMITS,
  TEAM_COLORS,
  type TeamColor,
  type TeamMemberCreateBody,
} from '@contract/team';
import { FormAlert } from '@/components/form-alert';
import { MEMBER_FORM } from '@/entities/team/api/team-keys';
import { useFormRefusals, useServerErrors } from '@/lib/forms/server-errors';
import { useT } from '@/lib/i18n/use-t';

export interface MemberCardValues {
  name: string;
  color: TeamColor;
  phone: string;
  email: string;
  capacity: number;
}

function isTeamColor(value: string | null): value is TeamColor {
  return TEAM_COLORS.some((colour) => colour === value);
}

/** The card as the create call takes it: blank phone and e-mail are left out, not sent as ''. */
export function cardBody(values: MemberCardValues): Omit<TeamMemberCreateBody, 'serviceIds'> {
  return {
    name: values.name,
    color: values.color,
    capacity: values.capacity,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.email.trim() ? { email: values.email } : {}),
  };
}

export function MemberCardForm({
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  initialValues: MemberCardValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: MemberCardValues) => void;
  onCancel?: () => void;
  /** More fields of the same form (the services of a new member). */
  children?: React.ReactNode;
}) {
  const t = useT();
  const colourOptions = TEAM_COLORS.map((colour) => ({
    value: colour,
    label: t('team.colourName', { colour }),
  }));
  const form = useForm<MemberCardValues>({
    initialValues,
    validate: { name: (value) => (value.trim() ? null : t('team.nameRequired')) },
  });
  const errors = useServerErrors();
  useFormRefusals(MEMBER_FORM, (error) => errors.show(form, error));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        errors.clear();
        onSubmit(values);
      })}
    >
      <Stack gap="sm">
        <FormAlert messages={errors.alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('team.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('team.colour')}
            data={colourOptions}
            allowDeselect={false}
            checkIconPosition="right"
            leftSection={
              <ColorSwatch
                size={16}
                color={`var(--mantine-color-${form.values.color}-filled)`}
                aria-hidden
              />
            }
            value={form.values.color}
            onChange={(value) => {
              if (isTeamColor(value)) form.setFieldValue('color', value);
            }}
          />
          <TextInput label={t('team.phone')} type="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('team.email')} type="email" {...form.getInputProps('email')} />
          <NumberInput
            label={t('team.capacity')}
            min={MEMBER_CAPACITY_LIMITS.min}
            max={MEMBER_CAPACITY_LIMITS.max}
            allowDecimal={false}
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        {children}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('team.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The four rules of the booking portal: "Online booking" on or off, "Clients at the same time",
// "Minimum notice before a booking" and "How far ahead clients may book", saved together.
import './styles';
import { Button, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  AVAILABILITY_LIMITS,
  type AvailabilityRules,
  availabilityRulesSchema,
  type AvailabilitySettings,
} from '@contract/availability-settings';
import { formatDuration } from '@/lib/format/duration';
import { type AppTranslate, useT } from '@/lib/i18n/use-t';
import { AVAILABILITY_RULES_TARGET } from '../api/availability-settings';
import { useUpdateAvailabilityRules } from '../api/availability-update-rules';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';

const validate = schemaResolver(availabilityRulesSchema, { sync: true });

/** NumberInput gives '' for an empty field: left as it is, the schema says it is required. */
function noticeText(minutes: number | string, t: AppTranslate): string {
  if (typeof minutes !== 'number') return t('onlineBooking.noticeEmpty');
  if (minutes === 0) return t('onlineBooking.noticeNone');
  return t('onlineBooking.noticeSome', { notice: formatDuration(minutes) });
}

interface RulesFieldsProps {
  settings: AvailabilitySettings;
  pending: boolean;
  onSubmit: (rules: AvailabilityRules) => void;
}

/** The fields, keyed by the parent so they start again from fresher values. */
function RulesFields({ settings, pending, onSubmit }: RulesFieldsProps) {
  const t = useT();
  const form = useForm<AvailabilityRules>({
    initialValues: {
      onlineBooking: settings.onlineBooking,
      capacity: settings.capacity,
      minNoticeMinutes: settings.minNoticeMinutes,
      horizonDays: settings.horizonDays,
    },
    validate,
  });
  const { capacity, minNoticeMinutes, horizonDays } = AVAILABILITY_LIMITS;

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <Switch
          label={t('onlineBooking.title')}
          // Mantine's <label> wraps the description too: without this it joins the name.
          aria-label={t('onlineBooking.title')}
          description={
            form.values.onlineBooking ? t('onlineBooking.onHint') : t('onlineBooking.offHint')
          }
          {...form.getInputProps('onlineBooking', { type: 'checkbox' })}
        />
        <Stack gap="md" maw={360}>
          <NumberInput
            label={t('onlineBooking.capacity')}
            description={t('onlineBooking.capacityHint', { min: capacity.min, max: capacity.max })}
            min={capacity.min}
            max={capacity.max}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('capacity')}
          />
          <NumberInput
            label={t('onlineBooking.notice')}
            description={noticeText(form.values.minNoticeMinutes, t)}
            suffix={t('onlineBooking.minutesSuffix')}
            min={minNoticeMinutes.min}
            max={minNoticeMinutes.max}
            step={15}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('minNoticeMinutes')}
          />
          <NumberInput
            label={t('onlineBooking.horizon')}
            description={t('onlineBooking.horizonHint', { max: horizonDays.max })}
            suffix={t('onlineBooking.daysSuffix')}
            min={horizonDays.min}
            max={horizonDays.max}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('horizonDays')}
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('onlineBooking.saveRules')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function OnlineBookingRulesForm({ settings }: { settings: AvailabilitySettings }) {
  // Held here, above the keyed fields: a waiting change's overlay gives them new values (and a
  // new instance), and the server's refusal must still reach the alert below.
  const t = useT();
  const update = useUpdateAvailabilityRules();
  const { onlineBooking, capacity, minNoticeMinutes, horizonDays } = settings;
  return (
    <OnlineBookingCard
      id="booking-rules"
      title={t('onlineBooking.rules')}
      description={t('onlineBooking.rulesIntro')}
      pendingTarget={AVAILABILITY_RULES_TARGET}
    >
      <RulesFields
        key={`${onlineBooking}:${capacity}:${minNoticeMinutes}:${horizonDays}`}
        settings={settings}
        pending={update.isPending}
        onSubmit={(rules) => update.mutate(rules)}
      />
      <RefusalAlert error={update.error} title={t('onlineBooking.rulesNotSaved')} />
    </OnlineBookingCard>
  );
}

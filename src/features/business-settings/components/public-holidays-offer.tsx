// Norway's public holidays offered on the "Closed dates" card (docs/decisions.md, Public
// holidays): each with a tick, the ones not yet closed ticked, added in one go. A business the
// server offers no holidays to sees nothing here.
import './styles';
import { Badge, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BusinessClosure } from '@contract/availability-settings';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { formatSettingsDate } from '../api/availability-labels';
import {
  holidayDates,
  publicHolidaysQueryOptions,
  useAddHolidayClosures,
} from '../api/public-holidays';
import { RefusalAlert } from './online-booking-card';

export function PublicHolidaysOffer({ closures }: { closures: BusinessClosure[] }) {
  const t = useT();
  // The holidays' Norwegian names are the label; English adds their English names below.
  const english = useLanguage() === 'en';
  const offer = useQuery(publicHolidaysQueryOptions());
  const dates = useMemo(
    () => holidayDates(offer.data?.holidays ?? [], closures),
    [offer.data, closures],
  );
  // Unticked by the owner; everything else not yet closed is ticked.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const add = useAddHolidayClosures();
  if (offer.data?.region == null || dates.length === 0) return null;

  const chosen = dates.filter((day) => !day.closed && !unticked.has(day.date));
  const toggle = (date: string, ticked: boolean) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (ticked) next.delete(date);
      else next.add(date);
      return next;
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby="public-holidays-heading">
      <Title order={3} size="h5" id="public-holidays-heading">
        {t('onlineBooking.holidaysTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {dates.every((day) => day.closed)
          ? t('onlineBooking.allHolidaysClosed')
          : t('onlineBooking.holidaysIntro')}
      </Text>
      <Stack gap={6} role="group" aria-label={t('onlineBooking.holidaysList')}>
        {dates.map((day) => (
          <Group key={day.date} gap="xs" wrap="nowrap" justify="space-between">
            <Checkbox
              checked={day.closed || !unticked.has(day.date)}
              disabled={day.closed || add.isPending}
              onChange={(event) => toggle(day.date, event.currentTarget.checked)}
              label={t('onlineBooking.holidayRow', {
                date: formatSettingsDate(day.date),
                names: day.localNames,
              })}
              description={english ? day.names : undefined}
            />
            {day.closed && (
              // Never squeezed: the long label wraps instead (390 px).
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('onlineBooking.holidayClosed')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate(chosen, { onSuccess: () => setUnticked(new Set()) })}
        >
          {t('onlineBooking.addHolidays', { count: chosen.length })}
        </Button>
      </Group>
      <RefusalAlert error={add.error} title={t('onlineBooking.holidaysRefused')} />
    </Stack>
  );
}

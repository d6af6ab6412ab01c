// The calendar view (day, week, month) on @mantine/schedule. Loaded only through
// lazy-appointments-calendar.tsx so the schedule package stays out of every other screen's code.
import '@mantine/schedule/styles.css';
import classes from './appointments-calendar.module.css';
import { useMemo, useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import type { ScheduleEventData } from '@mantine/schedule';
import dayjs from 'dayjs';
import type { Appointment } from '../../../../../contract/appointments';
import { BookingDetailsModal } from './booking-details-modal';
import { CalendarToolbar } from './calendar-toolbar';
import { CalendarViews } from './calendar-views';
import {
  countByDate,
  shiftDate,
  toBookingEvents,
  type BookingPayload,
  type CalendarMode,
} from './calendar-model';

export interface AppointmentsCalendarProps {
  appointments: readonly Appointment[];
  mode: CalendarMode;
  date: string;
  onChange: (next: { mode?: CalendarMode; date?: string }) => void;
}

export default function AppointmentsCalendar(props: AppointmentsCalendarProps) {
  const { appointments, mode, date, onChange } = props;
  const [selected, setSelected] = useState<Appointment | null>(null);
  // The schedule wants a stable events array.
  const events = useMemo(() => toBookingEvents(appointments), [appointments]);
  const counts = useMemo(
    () => countByDate(events.flatMap((event) => event.payload?.appointment ?? [])),
    [events],
  );

  const openDetails = (event: ScheduleEventData) => {
    const payload = event.payload as BookingPayload | undefined;
    if (payload) setSelected(payload.appointment);
  };

  return (
    <Stack gap="md">
      <CalendarToolbar
        mode={mode}
        date={date}
        onModeChange={(next) => onChange({ mode: next })}
        onPrevious={() => onChange({ date: shiftDate(date, mode, -1) })}
        onNext={() => onChange({ date: shiftDate(date, mode, 1) })}
        onToday={() => onChange({ date: dayjs().format('YYYY-MM-DD') })}
      />
      <Paper
        withBorder
        radius="md"
        p={0}
        className={classes.calendar}
        style={{ overflow: 'hidden' }}
        data-calendar-mode={mode}
      >
        <CalendarViews
          mode={mode}
          date={date}
          events={events}
          counts={counts}
          onChange={onChange}
          onEventClick={openDetails}
        />
      </Paper>
      <BookingDetailsModal appointment={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

// The calendar view (day, week, month) on @mantine/schedule. Loaded only through
// lazy-appointments-calendar.tsx so the schedule package stays out of every other screen's code.
import './styles';
import { useMemo, type ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import type { Appointment } from '@contract/appointments';
import { to12Hour } from '@contract/booking-time';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useBusinessNow } from '@/lib/format/use-business-now';
import { useT } from '@/lib/i18n/use-t';
import { useOutboxEntries } from '@/lib/offline/outbox';
import classes from './appointments-calendar.module.css';
import { useBookingDialogs } from '../booking-details/use-booking-dialogs';
import { CalendarToolbar } from './calendar-toolbar';
import { CalendarViews } from './calendar-views';
import { dayLanes } from './member-lanes';
import {
  bookingOf,
  isMoreChip,
  shiftDate,
  toBookingEvents,
  toMonthEvents,
  type CalendarMode,
} from './calendar-model';
import { CalendarLegend } from './calendar-legend';
import { useCalendarShading } from './use-calendar-shading';

export interface AppointmentsCalendarProps {
  appointments: readonly Appointment[];
  /** The month grid's count of bookings a day, when `appointments` lists only a few of each. */
  dayTotals?: Readonly<Record<string, number>>;
  mode: CalendarMode;
  date: string;
  /**
   * The week's and month's member filter, undefined for everyone (docs/decisions.md, Team). The
   * month grid's bookings come already filtered by the server; the week's and the phone's chosen
   * day are everyone's, filtered here.
   */
  member?: number;
  onChange: (next: { mode?: CalendarMode; date?: string; member?: number }) => void;
  /** Shown inside the grid instead of bookings: why these days cannot be shown. */
  notice?: ReactNode;
}

/** A row moved to a new date and time, as the editor reads a booking. */
function toRowTime({ date, time }: { date: string; time: string }) {
  return { book_date: date, book_time: to12Hour(time) };
}

export default function AppointmentsCalendar(props: AppointmentsCalendarProps) {
  const { appointments, dayTotals, mode, date, member: memberFilter, onChange, notice } = props;
  const { openDetails, openEditor, dialogs } = useBookingDialogs(appointments);
  const team = useQuery(teamQueryOptions());
  // The day view shows every member in their lane; the week and month one member when chosen.
  const shown = useMemo(
    () =>
      mode === 'day' || memberFilter === undefined
        ? appointments
        : appointments.filter((row) => row.memberId === memberFilter),
    [appointments, mode, memberFilter],
  );
  const laneMembers = useMemo(
    () => (mode === 'day' && team.data ? dayLanes(team.data, date, appointments) : undefined),
    [mode, team.data, date, appointments],
  );
  const lanes = useMemo(
    () =>
      laneMembers?.map((member) => ({ id: member.id, label: member.name, color: member.color })),
    [laneMembers],
  );
  const entries = useOutboxEntries();
  const t = useT();
  const { clock, firstDayOfWeek } = useBusinessLocale();
  const { shading, closedDays } = useCalendarShading(mode, date, firstDayOfWeek, laneMembers);
  const businessNow = useBusinessNow();
  const pendingTargets = useMemo(
    () => new Set(entries.flatMap((entry) => (entry.target ? [entry.target] : []))),
    [entries],
  );
  // The schedule wants a stable events array.
  const events = useMemo(
    () =>
      dayTotals
        ? toMonthEvents(shown, dayTotals, pendingTargets, clock, t)
        : toBookingEvents(shown, pendingTargets, clock, t),
    [shown, dayTotals, pendingTargets, clock, t],
  );

  const payloadOf = bookingOf;
  /** "YYYY-MM-DD HH:mm:ss" from the schedule -> the editor's date and time. */
  const at = (dateTime: string) => ({
    date: dayjs(dateTime).format('YYYY-MM-DD'),
    time: dayjs(dateTime).format('HH:mm'),
  });

  return (
    <Stack gap="md">
      <CalendarToolbar
        mode={mode}
        date={date}
        onModeChange={(next) => onChange({ mode: next })}
        onPrevious={() => onChange({ date: shiftDate(date, mode, -1) })}
        onNext={() => onChange({ date: shiftDate(date, mode, 1) })}
        onToday={() => onChange({ date: businessNow().slice(0, 10) })}
        members={mode === 'day' ? undefined : team.data}
        memberFilter={memberFilter}
        onMemberFilterChange={(member) => onChange({ member })}
      />
      <CalendarLegend withMemberHours={Boolean(lanes && lanes.length > 1)} />
      <Paper
        withBorder
        radius="md"
        p={0}
        className={classes.calendar}
        style={{ overflow: 'hidden' }}
        data-calendar-mode={mode}
      >
        {notice}
        <CalendarViews
          mode={mode}
          date={date}
          events={events}
          onChange={onChange}
          onEventClick={(event) => {
            if (isMoreChip(event.payload)) {
              onChange({ mode: 'day', date: event.payload.moreOf });
              return;
            }
            const payload = payloadOf(event);
            if (payload) openDetails(payload.appointment);
          }}
          lanes={lanes}
          shading={shading}
          closedDays={closedDays}
          onSlotClick={(start, memberId) => openEditor({ kind: 'new', ...at(start), memberId })}
          onEventDrop={(event, newStart, memberId) => {
            const payload = payloadOf(event);
            // Dropped on a new time or in another member's lane: the editor opens there, so the
            // checks and "Book anyway" are the same as for any move (docs/decisions.md, Team).
            if (payload) {
              openEditor({
                kind: 'edit',
                appointment: {
                  ...payload.appointment,
                  ...toRowTime(at(newStart)),
                  ...(memberId !== undefined ? { memberId } : {}),
                },
              });
            }
          }}
        />
      </Paper>
      {dialogs}
    </Stack>
  );
}

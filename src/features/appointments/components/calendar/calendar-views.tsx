// The schedule's views for each mode: day and week on a 30-minute grid over 24 hours, the month
// as a 42-cell grid of two bookings a day and a "+ N more" chip (calendar-model.ts, toMonthEvents)
// or, on a phone, Mantine's compact month with a day list.
import { useMediaQuery } from '@mantine/hooks';
import {
  DayView,
  MobileMonthView,
  MonthView,
  WeekView,
  type DayOfWeek,
  type ScheduleEventData,
} from '@mantine/schedule';
import dayjs from 'dayjs';
import { useBusinessLocale } from '../../../../lib/format/use-business-locale';
import { MAX_BOOKINGS_PER_CELL, type CalendarMode, type MonthEvent } from './calendar-model';

interface CalendarViewsProps {
  mode: CalendarMode;
  date: string;
  /** Bookings, and in the month grid one "+ N more" chip a busy day. */
  events: MonthEvent[];
  onChange: (next: { mode?: CalendarMode; date?: string }) => void;
  onEventClick: (event: ScheduleEventData) => void;
  /** An empty slot of the day or week grid was clicked: its start, "YYYY-MM-DD HH:mm:ss". */
  onSlotClick: (start: string) => void;
  /** A booking was dragged to a new start in the day or week grid. */
  onEventDrop: (event: ScheduleEventData, newStart: string) => void;
}

const TIME_GRID = {
  startTime: '00:00:00',
  endTime: '24:00:00',
  intervalMinutes: 30,
  startScrollTime: '08:00:00',
  slotLabelFormat: 'h A',
  withCurrentTimeIndicator: true,
  // The grid scrolls inside the page so the opening hour (08:00) is in view.
  scrollAreaProps: { mah: 'max(420px, calc(100dvh - 240px))' },
} as const;

/** The schedule greys weekend headings below readable contrast; the salon works Saturdays anyway. */
const NO_WEEKEND: DayOfWeek[] = [];

export function CalendarViews({
  mode,
  date,
  events,
  onChange,
  onEventClick,
  onSlotClick,
  onEventDrop,
}: CalendarViewsProps) {
  // Seven columns of bookings do not fit a phone: there the month is a compact grid and a list.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // The business's week and clock (docs/decisions.md, Locale).
  const { firstDayOfWeek, clock } = useBusinessLocale();
  const common = {
    date,
    events,
    onEventClick,
    onDateChange: (next: string) => onChange({ date: dayjs(next).format('YYYY-MM-DD') }),
    withHeader: false,
  };

  const grid = {
    ...TIME_GRID,
    slotLabelFormat: clock === '24h' ? 'HH:mm' : TIME_GRID.slotLabelFormat,
    onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onSlotClick(slotStart),
    withEventsDragAndDrop: true,
    // A booking made offline has no id on the server yet: it moves once it is sent.
    canDragEvent: (event: ScheduleEventData) => Number(event.id) > 0,
    onEventDrop: ({ event, newStart }: { event: ScheduleEventData; newStart: string }) =>
      onEventDrop(event, newStart),
  };
  if (mode === 'day') return <DayView {...common} {...grid} withAllDaySlot={false} />;
  if (mode === 'week') {
    return (
      <WeekView
        {...common}
        {...grid}
        firstDayOfWeek={firstDayOfWeek}
        weekendDays={NO_WEEKEND}
        withAllDaySlots={false}
        weekdayFormat="ddd"
      />
    );
  }
  if (phone) {
    return (
      <MobileMonthView
        date={date}
        events={events}
        onEventClick={onEventClick}
        selectedDate={date}
        // Mantine marks the chosen day with aria-selected, which a button may not carry.
        getDayProps={(day) => ({ 'aria-selected': undefined, 'aria-pressed': day === date })}
        onSelectedDateChange={(next) => next && onChange({ date: next })}
        onDateChange={(next) => onChange({ date: dayjs(next).format('YYYY-MM-DD') })}
        firstDayOfWeek={firstDayOfWeek}
        weekendDays={NO_WEEKEND}
        withOutsideDays
        consistentWeeks
        weekdayFormat="dd"
        eventsHeaderFormat="dddd, D MMMM"
        styles={{
          // The toolbar above already navigates and names the month.
          mobileMonthViewHeader: { display: 'none' },
          // The default grey weekday names are below readable contrast.
          mobileMonthViewWeekday: { color: 'var(--mantine-color-gray-7)' },
        }}
      />
    );
  }
  return (
    <MonthView
      {...common}
      firstDayOfWeek={firstDayOfWeek}
      weekendDays={NO_WEEKEND}
      consistentWeeks
      // Two bookings and the chip: the schedule's own "+ N more" never shows.
      maxEventsPerDay={MAX_BOOKINGS_PER_CELL + 1}
      weekdayFormat="ddd"
      onDayClick={(day) => onChange({ mode: 'day', date: day })}
    />
  );
}

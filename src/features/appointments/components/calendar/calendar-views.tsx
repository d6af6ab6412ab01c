// The schedule's views for each mode: day and week on a 30-minute grid over 24 hours, the month
// as a 42-cell grid of two bookings a day and a "+ N more" chip (calendar-model.ts, toMonthEvents)
// or, on a phone, Mantine's compact month with a day list. The week's overlapping bookings keep a
// readable width (week-lanes.ts); on a phone the week is a list of its bookings by day
// (week-list.tsx). Closed hours, breaks and closed dates are shaded under the bookings
// (closed-hours.ts); what a block shows inside is calendar-event-body.tsx's.
import './styles';
import { useMemo, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import {
  DayView,
  MobileMonthView,
  MonthView,
  ResourcesDayView,
  WeekView,
  type DayOfWeek,
  type ScheduleEventData,
  type ScheduleResourceData,
} from '@mantine/schedule';
import dayjs from 'dayjs';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useBusinessNow } from '@/lib/format/use-business-now';
import { useT, type AppTranslate } from '@/lib/i18n/use-t';
import {
  MAX_BOOKINGS_PER_CELL,
  dayMonth,
  gridTimeLabel,
  type CalendarMode,
  type MonthEvent,
} from './calendar-model';
import classes from './appointments-calendar.module.css';
import { useScheduleLabels } from './schedule-labels';
import { SHADE_CLASS_NAMES, useEventRenderers } from './calendar-event-body';
import { fitWeekLanes, lanesThatFit } from './week-lanes';
import { WeekList } from './week-list';

/**
 * Below Mantine's `sm` breakpoint seven day columns are under 60 px: the week is listed instead
 * (docs/decisions.md, Week view). It asks for the same days as the grid.
 */
export const WEEK_AS_LIST_QUERY = '(max-width: 48em)';

interface CalendarViewsProps {
  mode: CalendarMode;
  date: string;
  /** Bookings, and in the month grid one "+ N more" chip a busy day. */
  events: MonthEvent[];
  onChange: (next: { mode?: CalendarMode; date?: string }) => void;
  onEventClick: (event: ScheduleEventData) => void;
  /**
   * An empty slot of the day or week grid was clicked: its start, "YYYY-MM-DD HH:mm:ss", and in
   * the day view the member whose lane it is.
   */
  onSlotClick: (start: string, memberId?: number) => void;
  /** A booking was dragged to a new start in the day or week grid, or to another member's lane. */
  onEventDrop: (event: ScheduleEventData, newStart: string, memberId?: number) => void;
  /** The day view's lanes, one per working member (member-lanes.ts); fewer than two: a plain day. */
  lanes?: ScheduleResourceData[];
  /** The shown days' closed hours and breaks, or the month's closed dates (closed-hours.ts). */
  shading?: MonthEvent[];
  /** The month's dates the business is closed all day: their cells say so to a screen reader. */
  closedDays?: ReadonlySet<string>;
}

const NO_SHADING: MonthEvent[] = [];
const NO_CLOSED_DAYS: ReadonlySet<string> = new Set();

const TIME_GRID = {
  startTime: '00:00:00',
  endTime: '24:00:00',
  intervalMinutes: 30,
  // Mantine shrinks an event's text to 9 px when it is 18 px tall or less: at its 64 px an hour a
  // 15-minute booking (the shortest service) was 16 px. 88 px gives it 22 px and a readable line.
  slotHeight: '88px',
  startScrollTime: '08:00:00',
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
  lanes,
  shading = NO_SHADING,
  closedDays = NO_CLOSED_DAYS,
}: CalendarViewsProps) {
  const t = useT();
  const labels = useScheduleLabels();
  const formats = dayMonth();
  const { eventBody, laneEventBody, renderEvent } = useEventRenderers();
  // The schedule wants stable arrays: bookings and shading together, for the views that draw both.
  const withShading = useMemo(() => [...events, ...shading], [events, shading]);
  // Every month cell is named by the diary's long date, a closed one with ", closed" after it:
  // the schedule's own name is US-ordered ("November 25, 2026") in every language.
  const monthCellProps = (day: string) => {
    const date = dayjs(day).format(formats.date);
    return closedDays.has(day)
      ? { 'data-closed': true, 'aria-label': t('calendar.closedDay', { date }) }
      : { 'aria-label': date };
  };
  // Seven columns of bookings do not fit a phone: there the month is a compact grid and a list.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // Known at the first render, so a phone never lays out the seven-column grid first.
  const weekAsList = useMediaQuery(WEEK_AS_LIST_QUERY, false, { getInitialValueInEffect: false });
  // The business's week and clock (docs/decisions.md, Locale).
  const { firstDayOfWeek, clock } = useBusinessLocale();
  // The now-marker and "today" on the business's wall clock (src/lib/format/business-now.ts).
  const getCurrentTime = useBusinessNow();
  const common = {
    date,
    events: withShading,
    onEventClick,
    renderEventBody: eventBody,
    renderEvent,
    labels,
    classNames: SHADE_CLASS_NAMES,
    onDateChange: (next: string) => onChange({ date: dayjs(next).format('YYYY-MM-DD') }),
    withHeader: false,
  };

  const grid = {
    ...TIME_GRID,
    // One format for the hour labels and the now-marker's bubble: "9 AM", "9:40 AM" or "09:40".
    slotLabelFormat: gridTimeLabel(clock),
    getCurrentTime,
    withCurrentTimeIndicator: true,
    onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onSlotClick(slotStart),
    withEventsDragAndDrop: true,
    // A booking made offline has no id on the server yet: it moves once it is sent.
    canDragEvent: (event: ScheduleEventData) => Number(event.id) > 0,
    onEventDrop: ({ event, newStart }: { event: ScheduleEventData; newStart: string }) =>
      onEventDrop(event, newStart),
  };
  // A salon of one has no one to tell apart: its day stays the plain day view.
  if (mode === 'day' && lanes && lanes.length > 1) {
    const today = date === getCurrentTime().slice(0, 10);
    const memberOf = (resourceId: string | number | undefined) =>
      resourceId === undefined ? undefined : Number(resourceId);
    // The schedule's resource view: a lane per member, time across (docs/decisions.md, Team). A
    // booking dropped in another lane moves to that member; an empty slot books with them.
    return (
      <ResourcesDayView
        {...common}
        resources={lanes}
        startTime={TIME_GRID.startTime}
        endTime={TIME_GRID.endTime}
        intervalMinutes={TIME_GRID.intervalMinutes}
        startScrollTime={firstBookedHour(events, date) ?? TIME_GRID.startScrollTime}
        slotWidth="88px"
        rowHeight="72px"
        renderEventBody={laneEventBody}
        slotLabelFormat={gridTimeLabel(clock)}
        getCurrentTime={getCurrentTime}
        withCurrentTimeIndicator={today}
        withEventsDragAndDrop
        canDragEvent={grid.canDragEvent}
        onTimeSlotClick={({ slotStart, resourceId }) =>
          onSlotClick(slotStart, memberOf(resourceId))
        }
        onEventDrop={({ event, newStart, resourceId }) =>
          onEventDrop(event, newStart, memberOf(resourceId))
        }
      />
    );
  }
  if (mode === 'day') {
    // Mantine's day view draws the marker on whatever day it shows once asked to: today only.
    const today = date === getCurrentTime().slice(0, 10);
    return (
      <DayView {...common} {...grid} withCurrentTimeIndicator={today} withAllDaySlot={false} />
    );
  }
  if (mode === 'week' && weekAsList) {
    return <WeekList date={date} events={events} onEventClick={onEventClick} />;
  }
  if (mode === 'week') {
    return (
      <WeekGrid events={events} shading={shading} t={t}>
        {(fitted) => (
          <WeekView
            {...common}
            {...grid}
            events={fitted}
            firstDayOfWeek={firstDayOfWeek}
            weekendDays={NO_WEEKEND}
            withAllDaySlots={false}
            weekdayFormat="ddd"
          />
        )}
      </WeekGrid>
    );
  }
  if (phone) {
    return (
      <MobileMonthView
        date={date}
        events={events}
        onEventClick={onEventClick}
        labels={labels}
        selectedDate={date}
        // Mantine marks the chosen day with aria-selected, which a button may not carry. A closed
        // date is shaded, with the legend's word in its name (the dots have no room for it).
        getDayProps={(day) => ({
          'aria-selected': undefined,
          'aria-pressed': day === date,
          ...monthCellProps(day),
          className: closedDays.has(day) ? classes.closedDay : undefined,
        })}
        onSelectedDateChange={(next) => next && onChange({ date: next })}
        onDateChange={(next) => onChange({ date: dayjs(next).format('YYYY-MM-DD') })}
        firstDayOfWeek={firstDayOfWeek}
        weekendDays={NO_WEEKEND}
        withOutsideDays
        consistentWeeks
        weekdayFormat="dd"
        eventsHeaderFormat={formats.dayHeading}
        classNames={{ mobileMonthViewEventsHeader: classes.dayHeading }}
        styles={{
          // The toolbar above already navigates and names the month.
          mobileMonthViewHeader: { display: 'none' },
          // The default grey weekday names are below readable contrast.
          mobileMonthViewWeekday: { color: 'var(--mantine-color-dimmed)' },
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
      getDayProps={monthCellProps}
      styles={{
        // The schedule gives each row of a cell 24 px, so a chip is 22 px: under WCAG 2.5.8's
        // 24 px target size. 28 px rows make them 26 px.
        monthViewDay: { height: 'calc(52px + var(--month-view-max-events, 2) * 28px)' },
      }}
    />
  );
}

/**
 * The hour of the day's first booking ("10:00:00"): time runs across the lanes, and a phone shows
 * about an hour of it, so the view opens where the day's bookings start.
 */
function firstBookedHour(events: MonthEvent[], date: string): string | undefined {
  const starts = events
    .map((event) => String(event.start))
    .filter((start) => start.startsWith(date))
    .sort();
  const hour = starts[0]?.slice(11, 13);
  return hour ? `${hour}:00:00` : undefined;
}

/**
 * Measures the week grid and gives it the bookings in as many lanes a day as fit at a readable
 * width; a cluster needing more shows "+ N more" (week-lanes.ts).
 */
function WeekGrid({
  events,
  shading,
  t,
  children,
}: {
  events: MonthEvent[];
  /** Laid under the fitted bookings: the lanes are the bookings' only. */
  shading: MonthEvent[];
  /** The chips' words, in the current language. */
  t: AppTranslate;
  children: (fitted: MonthEvent[]) => ReactNode;
}) {
  const { ref, width } = useElementSize();
  const maxLanes = lanesThatFit(width);
  const fitted = useMemo(
    () => [...fitWeekLanes(events, maxLanes, t), ...shading],
    [events, maxLanes, shading, t],
  );
  return (
    <Box ref={ref} data-week-lanes={Number.isFinite(maxLanes) ? maxLanes : undefined}>
      {children(fitted)}
    </Box>
  );
}

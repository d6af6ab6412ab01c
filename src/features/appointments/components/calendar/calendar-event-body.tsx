// What a calendar block shows inside, in every view: its state as a word beside its colour
// (booking-states.ts), and on a shaded stretch why it is shaded (closed-hours.ts). The block's
// title, its accessible name, stays the time and client; the state is its description.
import type { ComponentProps } from 'react';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { DayViewProps, ScheduleEventData } from '@mantine/schedule';
import dayjs from 'dayjs';
import { useT, type AppTranslate } from '@/lib/i18n/use-t';
import classes from './appointments-calendar.module.css';
import { customerName } from '../shared/booking-format';
import { STATE_LABELS, type BookingState } from './booking-states';
import { bookingOf } from './calendar-model';
import { isShading } from './closed-hours';

type RenderEvent = NonNullable<DayViewProps['renderEvent']>;

/** Booked is the plain colour; a pending booking already says "Pending" in its title. */
const LABELLED: ReadonlySet<BookingState> = new Set(['paid', 'online', 'noShow']);

/** Long enough to be scrolled past: its reason shows at both ends (not a month's whole day). */
const LABEL_TWICE_MINUTES = 120;
const WHOLE_DAY_MINUTES = 24 * 60 - 1;

function stateLabel(event: ScheduleEventData, t: AppTranslate): string | undefined {
  const booking = bookingOf(event);
  return booking && LABELLED.has(booking.state) ? t(STATE_LABELS[booking.state]) : undefined;
}

function shadingBody(event: ScheduleEventData) {
  if (!isShading(event.payload)) return null;
  const minutes = dayjs(event.end).diff(dayjs(event.start), 'minute');
  return (
    <>
      <span className={classes.shadeLabel} data-closed-kind={event.payload.closed}>
        {event.title}
      </span>
      {minutes >= LABEL_TWICE_MINUTES && minutes < WHOLE_DAY_MINUTES && (
        <span className={classes.shadeLabel} aria-hidden="true">
          {event.title}
        </span>
      )}
    </>
  );
}

/** The views' renderers, in the current language. */
export function useEventRenderers() {
  const t = useT();
  const eventBody = (event: ScheduleEventData) => {
    const shading = shadingBody(event);
    if (shading) return shading;
    const label = stateLabel(event, t);
    return (
      <>
        {label && (
          <span className={classes.stateLabel} aria-hidden="true">
            {label}
          </span>
        )}
        {event.title}
      </>
    );
  };
  /**
   * A lane's booking is one 88 px slot wide per half hour: "10:00 AM Nora Cleo" ended in "…"
   * before the name. Its place on the time axis already says when, so the client comes first and
   * the time under it; the full title stays the accessible name, as in every other view.
   */
  const laneEventBody = (event: ScheduleEventData) => {
    const shading = shadingBody(event);
    if (shading) return shading;
    const booking = bookingOf(event);
    if (!booking) return event.title;
    const name = customerName(booking.appointment);
    // The title is "[Pending · ]time name" (calendar-model.ts, toBookingEvents).
    const when = event.title.endsWith(name) ? event.title.slice(0, -name.length).trim() : '';
    const label = stateLabel(event, t);
    return (
      <>
        <VisuallyHidden>{event.title}</VisuallyHidden>
        <Box aria-hidden="true" style={{ overflow: 'hidden' }}>
          <Text inherit fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text inherit fz="xs" fw={400}>
            {label && <span className={classes.stateLabel}>{label}</span>}
            {when}
          </Text>
        </Box>
      </>
    );
  };
  /** A booking's state is its description, so a screen reader hears it after the name. */
  const renderEvent: RenderEvent = (event, props) => {
    // A shaded stretch is drawn as the schedule would (a Box, not clickable): its props are typed
    // as a button's only because RenderEvent is one type for both kinds of event.
    if (event.display === 'background') return <Box {...(props as ComponentProps<'div'>)} />;
    return <UnstyledButton {...props} aria-description={stateLabel(event, t)} />;
  };
  return { eventBody, laneEventBody, renderEvent };
}

/** The shaded stretches' class in each view (appointments-calendar.module.css). */
export const SHADE_CLASS_NAMES = {
  dayViewBackgroundEvent: classes.shade,
  weekViewBackgroundEvent: classes.shade,
  resourcesDayViewBackgroundEvent: classes.shade,
  monthViewBackgroundEvent: classes.shade,
};

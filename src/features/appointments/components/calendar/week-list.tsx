// A phone's week: the schedule's list of the week's bookings by day (docs/decisions.md, Week
// view). Its own rows print times as "HH:mm": each row here shows the booking's title, its state
// and its services.
import './styles';
import { Text, UnstyledButton, getThemeColor, useMantineTheme } from '@mantine/core';
import { AgendaView, type ScheduleEventData } from '@mantine/schedule';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import calendarClasses from './appointments-calendar.module.css';
import { bookingOf, dayMonth, visibleRange, type MonthEvent } from './calendar-model';
import { useEventRenderers } from './calendar-event-body';

/** Mantine's dimmed grey is under 4.5:1 on white; this stays readable in either colour scheme. */
export const SECONDARY_TEXT =
  'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

export function WeekList({
  date,
  events,
  onEventClick,
}: {
  date: string;
  events: MonthEvent[];
  onEventClick: (event: ScheduleEventData) => void;
}) {
  const theme = useMantineTheme();
  const t = useT();
  const { firstDayOfWeek } = useBusinessLocale();
  const { eventBody } = useEventRenderers();
  const { from, to } = visibleRange(date, 'week', firstDayOfWeek);
  const classes = AgendaView.classes;
  return (
    <AgendaView
      rangeStart={from}
      rangeEnd={to}
      events={events}
      onEventClick={onEventClick}
      dateHeaderFormat={dayMonth().dayHeading}
      labels={{ noEvents: t('diary.calendar.noBookingsWeek') }}
      classNames={{ agendaViewDateHeader: calendarClasses.dayHeading }}
      styles={{
        // The toolbar above already names the week.
        agendaViewHeader: { display: 'none' },
        // The default dimmed grey is below readable contrast.
        agendaViewNoEvents: { color: SECONDARY_TEXT },
      }}
      renderEvent={(event, { children: _timesAsHhMm, ...props }) => {
        const booking = bookingOf(event);
        return (
          <UnstyledButton {...props}>
            <div className={classes.agendaViewEventBody}>
              <div
                className={classes.agendaViewEventColor}
                style={{ backgroundColor: getThemeColor(event.color, theme) }}
              />
              <div>
                <Text className={classes.agendaViewEventTitle}>{eventBody(event)}</Text>
                {booking && (
                  <Text size="xs" c={SECONDARY_TEXT} mt={2}>
                    {booking.appointment.book_items.map((item) => item.name).join(', ')}
                  </Text>
                )}
              </div>
            </div>
          </UnstyledButton>
        );
      }}
    />
  );
}

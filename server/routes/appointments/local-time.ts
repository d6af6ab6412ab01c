// "Upcoming" and "Completed" are decided in the business's time zone (decisions.md, Data):
// appointments are stored as local date and time, so "now" is converted to that zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:mm") of `instant` in `timeZone`. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** At most 1440 distinct times: each is formatted once (it was 4% of an appointment list). */
const twelveHourTexts = new Map<string, string>();

/** "14:05" -> "02:05 PM", the 12-hour text of the spec's book_time. */
export function to12Hour(time: string): string {
  let text = twelveHourTexts.get(time);
  if (text === undefined) {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const suffix = hours < 12 ? 'AM' : 'PM';
    const hour12 = hours % 12 === 0 ? 12 : hours % 12;
    text = `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
    // Stored times are "HH:mm", so the map stays small; anything else is formatted every time.
    if (/^\d{2}:\d{2}$/.test(time)) twelveHourTexts.set(time, text);
  }
  return text;
}

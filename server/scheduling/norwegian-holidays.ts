// Norway's public holidays (docs/decisions.md, Public holidays): the fixed ones and those that
// follow Easter, which is the Gregorian computus below (the "anonymous" Meeus/Jones/Butcher
// algorithm, exact for every Gregorian year). A library for this (date-holidays) would bring every
// country's rules, moment-timezone and a YAML parser for eleven dates a year.
import type { PublicHoliday } from '../../contract/public-holidays.js';

/** Easter Sunday of a Gregorian year as [month 1-12, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Calendar arithmetic on UTC dates, so no zone's daylight saving moves a day. */
const isoDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** Days after Easter Sunday, Norwegian name, English name. */
const EASTER_DAYS: readonly [number, string, string][] = [
  [-3, 'Skjærtorsdag', 'Maundy Thursday'],
  [-2, 'Langfredag', 'Good Friday'],
  [0, '1. påskedag', 'Easter Sunday'],
  [1, '2. påskedag', 'Easter Monday'],
  [39, 'Kristi himmelfartsdag', 'Ascension Day'],
  [49, '1. pinsedag', 'Whit Sunday'],
  [50, '2. pinsedag', 'Whit Monday'],
];
/** Month, day, Norwegian name, English name. */
const FIXED_DAYS: readonly [number, number, string, string][] = [
  [1, 1, '1. nyttårsdag', "New Year's Day"],
  [5, 1, 'Arbeidernes dag', 'Labour Day'],
  [5, 17, 'Grunnlovsdag', 'Constitution Day'],
  [12, 25, '1. juledag', 'Christmas Day'],
  [12, 26, '2. juledag', 'Boxing Day'],
];

/** Every public holiday of a year, in date order. */
export function norwegianHolidaysOfYear(year: number): PublicHoliday[] {
  const [easterMonth, easterDay] = easterSunday(year);
  const holidays = [
    ...FIXED_DAYS.map(([month, day, localName, name]) => ({
      date: isoDate(year, month, day),
      localName,
      name,
    })),
    ...EASTER_DAYS.map(([offset, localName, name]) => ({
      date: isoDate(year, easterMonth, easterDay + offset),
      localName,
      name,
    })),
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `today` (YYYY-MM-DD) to the day before the same date a year later. */
export function norwegianHolidaysAhead(today: string): PublicHoliday[] {
  const year = Number(today.slice(0, 4));
  const [, month, day] = today.split('-').map(Number);
  const end = isoDate(year + 1, month ?? 1, day ?? 1);
  return [...norwegianHolidaysOfYear(year), ...norwegianHolidaysOfYear(year + 1)].filter(
    (holiday) => holiday.date >= today && holiday.date < end,
  );
}

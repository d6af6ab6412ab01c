// `npm run demo -- --years N`: years of history for a busy 3-chair salon (hair, barbering, nails)
// plus about eight weeks of upcoming bookings, for trying the lists, the search and the calendar
// at scale. Each chair's day is filled in order from opening time: a booking starts on a quarter
// hour, runs for its services' durations, and sometimes an idle quarter or half hour comes
// before it; nothing runs past closing time. So at most `chairs` bookings that are not cancelled
// overlap, all within the opening hours. Past days are full, with some no-shows, and some past
// slots also hold the booking cancelled before the slot was booked again; upcoming days are all
// booked and fill less the further away they are. Same `today` and seed, same data.
import {
  CANCEL_REASONS,
  type DemoClient,
  type DemoItem,
  type DemoServiceRef,
  type GeneratedAppointment,
} from './demo-appointments.js';
import {
  asciiEmailPart,
  FIRST_NAMES,
  LAST_NAMES,
  MORE_FIRST_NAMES,
  MORE_LAST_NAMES,
} from './demo-names.js';
import { addDays, isoWeekday, seededRandom } from './demo-random.js';

/** Local opening hours per ISO weekday (1 = Monday ... 7 = Sunday); null when closed. */
export type OpeningHours = Readonly<Record<number, readonly [string, string] | null>>;

export interface HistoryOptions {
  /** Years of history before `today`; a fraction is allowed (0.25 is 91 days). */
  years: number;
  seed?: number;
  /** How many bookings can run at once. */
  chairs?: number;
  /** Days from `today` on (today included) that have upcoming bookings. */
  upcomingDays?: number;
  /**
   * Who works the chairs: each day, the members working it, each as many chairs as their
   * capacity, fill its chairs in order, only with services they perform, within their hours
   * (docs/decisions.md, Team). Without it, every chair is the business's.
   */
  team?: readonly HistoryMember[];
}

export interface HistoryMember {
  /** Their hours, already within the business's. */
  hours: OpeningHours;
  capacity: number;
  serviceIds: ReadonlySet<number>;
}

export interface HistoryAppointment extends GeneratedAppointment {
  /** How many days before its start the booking was made (for created_at). */
  bookedDaysBefore: number;
  /** Index into the team's members, when a team was given. */
  member?: number;
}

export interface DemoHistory {
  clients: DemoClient[];
  appointments: HistoryAppointment[];
  /** The first day of the history and the day it was made for, YYYY-MM-DD. */
  firstDay: string;
  today: string;
}

export const HISTORY_CHAIRS = 3;
export const HISTORY_UPCOMING_DAYS = 56;

/** How often each service is booked first: a busy salon sells many short cuts. */
const HISTORY_MIX: Readonly<Record<string, number>> = {
  "Men's cut": 46,
  'Fringe trim': 24,
  "Children's cut": 12,
  'Beard trim': 10,
  'Gel removal': 4,
  'Cut & beard combo': 5,
  "Women's cut & blow-dry": 6,
  'Classic manicure': 3,
  'Gel manicure': 3,
  'Hot towel shave': 1.5,
  'Toner & gloss': 1,
  'Root touch-up': 1,
  'Spa pedicure': 1,
  'Full head colour': 0.7,
  Balayage: 0.3,
};

/** What is added to a first service, when something is. */
const HISTORY_ADD_ONS = ['Beard trim', 'Fringe trim', 'Toner & gloss', 'Gel removal'];

/** Distinct names in a seeded order: the default lists first, then Norway's and the world's. */
export function generateHistoryClients(count: number, seed: number): DemoClient[] {
  const firsts = [...FIRST_NAMES, ...MORE_FIRST_NAMES];
  const lasts = [...LAST_NAMES, ...MORE_LAST_NAMES];
  const names = firsts.flatMap((first) => lasts.map((last) => [first, last] as const));
  const random = seededRandom(seed);
  for (let index = names.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const name = names[index] as (typeof names)[number];
    names[index] = names[other] as (typeof names)[number];
    names[other] = name;
  }
  return names.slice(0, count).map(([first, last], n) => ({
    first_name: first,
    last_name: last,
    // 7919 is prime and coprime with 10^7, so the seven digits differ for every client.
    phone: n % 2 === 0 ? `+47 9${String(1000000 + n * 7919).slice(-7)}` : '',
    email: n % 3 === 0 ? `${asciiEmailPart(first)}.${asciiEmailPart(last)}${n}@example.com` : '',
  }));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Days in `years` years before today. */
export function historyDays(years: number): number {
  return Math.round(years * 365);
}

export function generateHistory(
  today: string,
  services: DemoServiceRef[],
  hours: OpeningHours,
  options: HistoryOptions,
): DemoHistory {
  const seed = options.seed ?? 20261123;
  const chairs = options.chairs ?? HISTORY_CHAIRS;
  const upcomingDays = options.upcomingDays ?? HISTORY_UPCOMING_DAYS;
  const pastDays = historyDays(options.years);
  const clientCount = Math.round(300 + 1400 * options.years);
  const clients = generateHistoryClients(clientCount, seed + 2);
  const random = seededRandom(seed);

  const weighted = services.map((service) => ({ service, weight: HISTORY_MIX[service.name] ?? 1 }));
  const totalWeight = weighted.reduce((sum, entry) => sum + entry.weight, 0);
  const firstService = (): DemoServiceRef => {
    let roll = random() * totalWeight;
    for (const entry of weighted) {
      roll -= entry.weight;
      if (roll < 0) return entry.service;
    }
    return (weighted[weighted.length - 1] as { service: DemoServiceRef }).service;
  };
  const addOns = services.filter((service) => HISTORY_ADD_ONS.includes(service.name));
  const toItem = (service: DemoServiceRef): DemoItem => ({
    service_id: service.id,
    name: service.name,
    price_cents: service.priceCents,
    duration_min: service.minutes,
  });
  const chooseItems = (): DemoItem[] => {
    const first = firstService();
    const chosen = [first];
    const extras = random();
    const wanted = extras < 0.02 ? 3 : extras < 0.1 ? 2 : 1;
    for (let tries = 0; chosen.length < wanted && tries < 6 && addOns.length > 0; tries += 1) {
      const addOn = addOns[Math.floor(random() * addOns.length)] as DemoServiceRef;
      if (!chosen.includes(addOn)) chosen.push(addOn);
    }
    return chosen.map(toItem);
  };

  /** A member's items: drawn again (a few times) until they perform every one. */
  const chooseItemsFor = (member: HistoryMember | undefined): DemoItem[] => {
    let items = chooseItems();
    for (let tries = 0; member && tries < 20; tries += 1) {
      if (items.every((item) => member.serviceIds.has(item.service_id))) return items;
      items = chooseItems();
    }
    const own = member ? items.filter((item) => member.serviceIds.has(item.service_id)) : items;
    return own.length > 0 ? own : items;
  };

  const appointments: HistoryAppointment[] = [];
  for (let offset = -pastDays; offset < upcomingDays; offset += 1) {
    const date = addDays(today, offset);
    const weekday = isoWeekday(date);
    if (!hours[weekday]) continue;
    const past = offset < 0;
    // Upcoming days fill less the further away they are: nearly full this week, few in two months.
    const fill = past ? 1 : Math.max(0.12, 0.92 - offset * 0.013);
    const seats: { member: number | undefined; open: readonly [string, string] }[] = options.team
      ? options.team
          .flatMap((member, index) => {
            const open = member.hours[weekday];
            return open
              ? Array.from({ length: member.capacity }, () => ({ member: index, open }))
              : [];
          })
          .slice(0, chairs)
      : Array.from({ length: chairs }, () => ({
          member: undefined,
          open: hours[weekday] as readonly [string, string],
        }));
    for (const seat of seats) {
      const opening = minutesOf(seat.open[0]);
      const closing = minutesOf(seat.open[1]);
      const worker = seat.member === undefined ? undefined : options.team?.[seat.member];
      const chooseItems = () => chooseItemsFor(worker);
      const withMember = (appointment: HistoryAppointment): HistoryAppointment =>
        seat.member === undefined ? appointment : { ...appointment, member: seat.member };
      let minute = opening;
      while (minute < closing) {
        if (random() < 0.03) minute += random() < 0.7 ? 15 : 30;
        let items = chooseItems();
        let length = items.reduce((sum, item) => sum + item.duration_min, 0);
        if (minute + length > closing) {
          // The end of the day: a second choice may still fit; otherwise the chair is done.
          items = chooseItems();
          length = items.reduce((sum, item) => sum + item.duration_min, 0);
          if (minute + length > closing) break;
        }
        const start = minute;
        // The next booking starts on the next quarter hour after this one ends.
        minute = Math.ceil((start + length) / 15) * 15;
        if (random() >= fill) continue;
        appointments.push(
          withMember(historyAppointment(date, start, items, past, clients.length, random)),
        );
        // A cancelled booking frees its time (docs/decisions.md), and a busy salon books it
        // again: some past slots also hold the booking that was cancelled first.
        if (past && random() < 0.09) {
          const first = chooseItems();
          const fits = start + first.reduce((sum, item) => sum + item.duration_min, 0) <= closing;
          appointments.push({
            ...withMember(
              historyAppointment(date, start, fits ? first : items, past, clients.length, random),
            ),
            status: 'cancelled',
            payment_status: random() < 0.85 ? 'unpaid' : 'refunded',
            cancel_reason: CANCEL_REASONS[Math.floor(random() * 4)] ?? null,
          });
        }
      }
    }
  }
  appointments.sort((a, b) =>
    a.book_date === b.book_date
      ? a.book_time.localeCompare(b.book_time)
      : a.book_date.localeCompare(b.book_date),
  );
  return { clients, appointments, firstDay: addDays(today, -pastDays), today };
}

function historyAppointment(
  date: string,
  start: number,
  items: DemoItem[],
  past: boolean,
  clientCount: number,
  random: () => number,
): HistoryAppointment {
  const fate = random();
  const status: GeneratedAppointment['status'] = past && fate < 0.03 ? 'no_show' : 'booked';
  const pay = random();
  const payment_status: GeneratedAppointment['payment_status'] = !past
    ? pay < 0.15
      ? 'paid'
      : 'unpaid'
    : status === 'no_show'
      ? pay < 0.75
        ? 'unpaid'
        : 'paid'
      : pay < 0.94
        ? 'paid'
        : pay < 0.98
          ? 'unpaid'
          : 'refunded';
  return {
    book_date: date,
    book_time: timeOf(start),
    // A power above 1 skews towards the first clients: regulars with many visits, others few.
    client: Math.floor(random() ** 1.6 * clientCount),
    amount_cents: items.reduce((sum, item) => sum + item.price_cents, 0),
    payment_status,
    status,
    cancel_reason: null,
    source: random() < 0.35 ? 'online' : 'owner',
    items,
    bookedDaysBefore: Math.floor(random() * 30),
  };
}

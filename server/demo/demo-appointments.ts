// Generates the demo business's bookings: about 600 over the past five months and the next four
// weeks, 1 to 3 items each, mixed payment statuses, for about 150 clients whose visits repeat (a
// few regulars come often), some with phone and e-mail; a few are cancelled or no-shows. A seeded
// generator makes the same data for the same "today", so tests and benchmarks can rely on it.
import { FIRST_NAMES, LAST_NAMES } from './demo-names.js';
import { addDays, isoWeekday, seededRandom } from './demo-random.js';

export interface DemoServiceRef {
  id: number;
  name: string;
  priceCents: number;
  minutes: number;
}

export interface DemoItem {
  service_id: number;
  name: string;
  price_cents: number;
  duration_min: number;
}

export interface DemoClient {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

export interface GeneratedAppointment {
  book_date: string;
  book_time: string;
  /** Index into the generated clients. */
  client: number;
  amount_cents: number;
  payment_status: 'paid' | 'unpaid' | 'refunded';
  status: 'booked' | 'cancelled' | 'no_show';
  cancel_reason: string | null;
  source: 'owner' | 'online';
  items: DemoItem[];
}

export const DEMO_CLIENT_COUNT = 150;
export const CANCEL_REASONS = ['Ill', 'Moved to another day', 'Travelling', null];

/** Distinct names; every second client has a phone, every third an e-mail. */
export function generateClients(seed = 150): DemoClient[] {
  const clients: DemoClient[] = [];
  const seen = new Set<string>();
  const random = seededRandom(seed);
  while (clients.length < DEMO_CLIENT_COUNT) {
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)] as string;
    const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)] as string;
    if (seen.has(`${first} ${last}`)) continue;
    seen.add(`${first} ${last}`);
    const n = clients.length;
    clients.push({
      first_name: first,
      last_name: last,
      phone: n % 2 === 0 ? `+47 9${String(1000000 + n * 7919).slice(-7)}` : '',
      email: n % 3 === 0 ? `${first}.${last}${n}@example.com`.toLowerCase() : '',
    });
  }
  return clients;
}

export function generateAppointments(
  today: string,
  services: DemoServiceRef[],
  seed = 20261123,
): GeneratedAppointment[] {
  const random = seededRandom(seed);
  // A second generator for what older demo data did not have, so the dates, times, items and
  // payments stay as they were for the same "today".
  const extra = seededRandom(seed + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const appointments: GeneratedAppointment[] = [];
  const firstDay = -150;
  const lastDay = 27;
  for (let offset = firstDay; offset <= lastDay; offset += 1) {
    const date = addDays(today, offset);
    const weekday = isoWeekday(date);
    if (weekday === 7) continue; // closed on Sundays
    const count = weekday === 6 ? 6 : 2 + Math.floor(random() * 4);
    // Start times between 09:00 and 17:30, on the half hour, no two alike in a day.
    const slots = new Set<number>();
    while (slots.size < count) slots.add(18 + Math.floor(random() * 18));
    for (const slot of [...slots].sort((a, b) => a - b)) {
      const itemCount = 1 + Math.floor(random() * 3);
      const items: DemoItem[] = [];
      const chosen = new Set<number>();
      while (items.length < itemCount) {
        const service = pick(services);
        if (chosen.has(service.id)) continue;
        chosen.add(service.id);
        items.push({
          service_id: service.id,
          name: service.name,
          price_cents: service.priceCents,
          duration_min: service.minutes,
        });
      }
      const past = offset < 0;
      const roll = random();
      const payment_status = past
        ? roll < 0.85
          ? 'paid'
          : roll < 0.95
            ? 'unpaid'
            : 'refunded'
        : roll < 0.3
          ? 'paid'
          : 'unpaid';
      // The old generator picked two names here; keep drawing them so later draws are unchanged.
      random();
      random();
      // A power above 1 skews towards the first clients: regulars with many visits, others few.
      const client = Math.floor(extra() ** 1.5 * DEMO_CLIENT_COUNT);
      const fate = extra();
      const status = fate < 0.03 ? 'cancelled' : past && fate < 0.06 ? 'no_show' : 'booked';
      appointments.push({
        book_date: date,
        book_time: `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`,
        client,
        amount_cents: items.reduce((sum, item) => sum + item.price_cents, 0),
        payment_status,
        status,
        cancel_reason:
          status === 'cancelled' ? (CANCEL_REASONS[Math.floor(extra() * 4)] ?? null) : null,
        source: extra() < 0.2 ? 'online' : 'owner',
        items,
      });
    }
  }
  return appointments;
}

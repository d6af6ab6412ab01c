// Generates the demo business's bookings: about 600 over the past five months and the next four
// weeks, 1 to 3 items each, mixed payment statuses and client names. A seeded generator makes the
// same data for the same "today", so tests and benchmarks can rely on it.
import type { StoredBookItem } from '../routes/appointments/appointments-repository.js';

export interface DemoServiceRef {
  id: number;
  name: string;
  priceCents: number;
  minutes: number;
}

export interface GeneratedAppointment {
  book_date: string;
  book_time: string;
  first_name: string;
  last_name: string;
  amount_cents: number;
  payment_status: 'paid' | 'unpaid' | 'refunded';
  book_items: string;
}

const FIRST_NAMES = [
  'Emma',
  'Nora',
  'Olivia',
  'Sofie',
  'Ingrid',
  'Maja',
  'Leah',
  'Aisha',
  'Mei',
  'Camila',
  'Lukas',
  'Jakob',
  'Filip',
  'Oskar',
  'Mohammed',
  'Noah',
  'Elias',
  'Hiroshi',
  'Mateo',
  'Sander',
  'Thea',
  'Frida',
  'Amir',
  'Zofia',
  'Priya',
  'Jonas',
  'Ola',
  'Kari',
  'Liam',
  'Ella',
];
const LAST_NAMES = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Berg',
  'Haugen',
  'Ahmed',
  'Kowalski',
  'Nguyen',
  'Garcia',
  'Silva',
  'Tanaka',
  'Singh',
  'Eriksen',
  'Bakke',
  'Lund',
  'Moe',
  'Dahl',
  'Solberg',
  'Strand',
];

/** mulberry32: small, fast and good enough to vary demo data reproducibly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday. */
function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function generateAppointments(
  today: string,
  services: DemoServiceRef[],
  seed = 20261123,
): GeneratedAppointment[] {
  const random = seededRandom(seed);
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
      const items: StoredBookItem[] = [];
      const chosen = new Set<number>();
      while (items.length < itemCount) {
        const service = pick(services);
        if (chosen.has(service.id)) continue;
        chosen.add(service.id);
        items.push({
          id: service.id,
          name: service.name,
          price_cents: service.priceCents,
          duration: service.minutes,
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
      appointments.push({
        book_date: date,
        book_time: `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`,
        first_name: pick(FIRST_NAMES),
        last_name: pick(LAST_NAMES),
        amount_cents: items.reduce((sum, item) => sum + item.price_cents, 0),
        payment_status,
        book_items: JSON.stringify(items),
      });
    }
  }
  return appointments;
}

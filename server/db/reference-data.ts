// Reference data of docs/decisions.md (Data), the same for every business; seeded by the first migration.
export const PRICE_TYPES = ['Fixed', 'From', 'Free'] as const;
export const SERVICE_TYPES = ['Everyone', 'Women', 'Men', 'Children'] as const;
export const INTERVAL_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

/** 5 to 55 minutes in 5-minute steps, then 1 h to 8 h in 15-minute steps. */
export function durationMinutes(): number[] {
  const minutes: number[] = [];
  for (let m = 5; m <= 55; m += 5) minutes.push(m);
  for (let m = 60; m <= 480; m += 15) minutes.push(m);
  return minutes;
}

export const DEFAULT_INTERVAL_MINUTES = 15;

// The owner's free times computed on this device (docs/offline.md, Kept ahead), from the answers
// it keeps: the weekdays, the availability settings (breaks, closed dates, special hours), the
// service interval, the team, the services' lengths and the date's bookings. The same engine and
// owner's rules as the server (contract/availability/owner-slots.ts). No React and no browser
// API, so a test can hold it against the server's own reads.
import type { Appointment } from '@contract/appointments';
import type { AvailabilitySettings } from '@contract/availability-settings';
import { memberEngineRules, ownerFreeSlots } from '@contract/availability/owner-slots';
import type { WeekDay } from '@contract/business-settings';
import type { OwnerFreeTimes } from '@contract/owner-free-times';
import type { TeamMember } from '@contract/team';
import { toOpeningRules } from '@/entities/opening-hours/opening-rules';

/** What the device keeps that the engine needs. */
export interface DeviceFreeTimesInputs {
  timeZone: string;
  weekDays: readonly WeekDay[];
  availability: Pick<AvailabilitySettings, 'breaks' | 'closures' | 'specialHours'>;
  /** The service interval's minutes. */
  stepMinutes: number;
  team: readonly TeamMember[];
  /** Each service's length in minutes, by id. */
  serviceMinutes: ReadonlyMap<number, number>;
  /** The bookings of the date (and any around it), pending ones included. */
  bookings: readonly Pick<Appointment, 'start' | 'end' | 'status' | 'memberId'>[];
}

export interface FreeTimesQuestion {
  date: string;
  serviceIds: readonly number[];
  memberId?: number;
  /** ISO instant. */
  now: string;
}

/**
 * The answer GET /api/appointments/free-times would give; undefined when a service is not among
 * those kept (it cannot be timed), a member asked for is not in the kept team, or a booking has
 * no start and end (a list kept by an older version): a time it holds would show free.
 */
export function freeTimesOnDevice(
  inputs: DeviceFreeTimesInputs,
  question: FreeTimesQuestion,
): OwnerFreeTimes | undefined {
  let durationMinutes = 0;
  for (const id of question.serviceIds) {
    const minutes = inputs.serviceMinutes.get(id);
    if (minutes === undefined) return undefined;
    durationMinutes += minutes;
  }
  const { memberId } = question;
  if (memberId !== undefined && !inputs.team.some((member) => member.id === memberId)) {
    return undefined;
  }
  const bookings = [];
  for (const row of inputs.bookings) {
    if (row.status === 'cancelled') continue;
    if (!row.start || !row.end) return undefined;
    bookings.push({ start: row.start, end: row.end, memberId: row.memberId });
  }
  const slots = ownerFreeSlots({
    ...toOpeningRules(inputs.weekDays, inputs.availability),
    timeZone: inputs.timeZone,
    stepMinutes: inputs.stepMinutes,
    durationMinutes,
    serviceIds: question.serviceIds,
    memberId,
    members: inputs.team.filter((member) => member.active).map(memberEngineRules),
    bookings,
    date: question.date,
    now: question.now,
  });
  return { date: question.date, timeZone: inputs.timeZone, durationMinutes, slots };
}

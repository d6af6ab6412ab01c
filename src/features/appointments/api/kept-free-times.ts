// The New booking form's free times when the server cannot be reached (docs/offline.md, Kept
// ahead): computed here (free-times-on-device.ts) from the date's kept bookings, with the
// changes still in the outbox laid over them as on the calendar (a booking made offline takes
// its time), and the settings, team and services the query cache or the worker kept. Nothing
// when the date is outside the kept days or an input was never kept: the form then says free
// times need a connection. The server's check on replay still decides (docs/offline.md,
// Conflicts).
import type { QueryClient } from '@tanstack/react-query';
import type { OwnerFreeTimes } from '@contract/owner-free-times';
import { availabilitySettingsQueryOptions } from '@/entities/opening-hours/api/get-availability-settings';
import { serviceIntervalQueryOptions } from '@/entities/opening-hours/api/get-service-interval';
import { weekDaysQueryOptions } from '@/entities/opening-hours/api/get-week-days';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { keptState } from '@/lib/offline/ahead-reads';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { bookableServicesQueryOptions } from './bookable-services';
import { freeTimesOnDevice, type FreeTimesQuestion } from './free-times-on-device';
import { rangeAppointmentsQueryOptions } from './range-appointments';

/** Free times computed on the device, with when the bookings they count were kept. */
export interface KeptFreeTimes extends OwnerFreeTimes {
  /** Epoch ms of the kept days' last refresh. */
  keptAt: number;
}

/** A read that fails at once: the screens' retries would only hold the chips back. */
const once = { retry: false } as const;

export async function keptFreeTimes(
  client: QueryClient,
  question: Omit<FreeTimesQuestion, 'now'>,
): Promise<KeptFreeTimes | undefined> {
  const kept = await keptState();
  if (!kept || question.date < kept.from || question.date > kept.to) return undefined;
  try {
    const [user, weekDays, availability, interval, team, categories] = await Promise.all([
      client.ensureQueryData({ ...currentUserQueryOptions(), ...once }),
      client.ensureQueryData({ ...weekDaysQueryOptions(), ...once }),
      client.ensureQueryData({ ...availabilitySettingsQueryOptions(), ...once }),
      client.ensureQueryData({ ...serviceIntervalQueryOptions(), ...once }),
      client.ensureQueryData({ ...teamQueryOptions(), ...once }),
      client.ensureQueryData({ ...bookableServicesQueryOptions(), ...once }),
    ]);
    // Through the calendar's own query, so the outbox's pending bookings are laid over it.
    const day = rangeAppointmentsQueryOptions(question.date, question.date);
    const fetched = await client.fetchQuery({ ...day, ...once });
    const bookings = client.getQueryData(day.queryKey) ?? fetched;
    const answer = freeTimesOnDevice(
      {
        timeZone: user.timezone,
        weekDays,
        availability,
        stepMinutes: interval.duration,
        team,
        serviceMinutes: new Map(
          categories.flatMap((category) =>
            category.services.map((service) => [service.id, service.duration] as const),
          ),
        ),
        bookings,
      },
      { ...question, now: new Date().toISOString() },
    );
    return answer && { ...answer, keptAt: kept.refreshedAt };
  } catch {
    // An input neither saved nor kept by the worker: the form says it needs a connection.
    return undefined;
  }
}

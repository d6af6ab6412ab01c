// The time step: the days that still have a free start time for the chosen services, then those times,
// on the business's clocks, for the member chosen or for "No preference". Two months at a time
// (the slots call answers at most 62 days).
import { useCallback, useMemo, useState } from 'react';
import type { PortalSlots } from '../contract/portal';
import type { ChosenTime } from './details-form';
import { fetchSlots } from './portal-api';
import { addDays } from '../contract/booking-time';
import { dateParts, differentZone, longDate, timeText, todayIn } from './portal-format';
import { useLoaded } from './use-loaded';
import { usePortalText } from './portal-language';
import { refusalText } from './refusal-text';

const WINDOW_DAYS = 62;

export function TimeChooser({
  slug,
  timeZone,
  serviceIds,
  memberId,
  backLabel,
  summary,
  chosen,
  phone,
  onChoose,
  onBack,
}: {
  slug: string;
  timeZone: string;
  serviceIds: number[];
  /** null: "No preference". */
  memberId: number | null;
  /** The step Back returns to: "Services" or "Who". */
  backLabel: string;
  summary: string;
  chosen: ChosenTime | null;
  phone: string;
  onChoose: (time: ChosenTime) => void;
  onBack: () => void;
}) {
  const { t, locale, language } = usePortalText();
  const [windows, setWindows] = useState(1);
  const [earlier, setEarlier] = useState<PortalSlots['days']>([]);
  const from = useMemo(
    () => addDays(todayIn(timeZone), (windows - 1) * WINDOW_DAYS),
    [timeZone, windows],
  );
  const load = useCallback(
    () =>
      fetchSlots(slug, {
        from,
        to: addDays(from, WINDOW_DAYS - 1),
        services: serviceIds,
        member: memberId,
      }),
    [slug, from, serviceIds, memberId],
  );
  const [slots, retry] = useLoaded(load);
  const fetched = slots?.state === 'done' ? slots.data.days.filter((day) => day.slots.length) : [];
  const days = [...earlier, ...fetched];
  const [picked, setPicked] = useState<string | null>(chosen?.date ?? null);
  const day = days.find((candidate) => candidate.date === picked) ?? days[0];

  return (
    <section className="card">
      <button type="button" className="link" onClick={onBack}>
        {backLabel}
      </button>
      <h2>{t('time.heading')}</h2>
      <p className="muted">{summary}</p>
      {slots?.state === 'failed' && (
        <div role="alert" className="alert">
          {refusalText(slots.error, t, language, 'slots')}{' '}
          <button type="button" className="link" onClick={retry}>
            {t('page.tryAgain')}
          </button>
        </div>
      )}
      {slots?.state === 'loading' && days.length === 0 && (
        <p className="loading">{t('time.loading')}</p>
      )}
      {slots?.state === 'done' && days.length === 0 && (
        <p role="status">
          {phone
            ? t('time.noneCall', { months: windows * 2, phone })
            : t('time.noneCallUs', { months: windows * 2 })}
        </p>
      )}
      {days.length > 0 && day && (
        <>
          <div className="date-strip" role="group" aria-label={t('time.days')}>
            {days.map((candidate) => {
              const parts = dateParts(candidate.date, locale);
              return (
                <button
                  key={candidate.date}
                  type="button"
                  className="date"
                  aria-pressed={candidate.date === day.date}
                  aria-label={longDate(candidate.date, locale)}
                  onClick={() => setPicked(candidate.date)}
                >
                  <span>{parts.weekday}</span>
                  <strong>{parts.day}</strong>
                  <span>{parts.month}</span>
                </button>
              );
            })}
            {slots?.state !== 'loading' && fetched.length > 0 && (
              <button
                type="button"
                className="date later"
                onClick={() => {
                  setEarlier(days);
                  setWindows((count) => count + 1);
                }}
              >
                {t('time.later')}
              </button>
            )}
          </div>
          {slots?.state === 'done' && fetched.length === 0 && (
            <p role="status" className="muted">
              {t('time.noneAfter', {
                date: longDate(days[days.length - 1]?.date ?? day.date, locale),
              })}
            </p>
          )}
          <h3>{longDate(day.date, locale)}</h3>
          {differentZone(timeZone) && <p className="muted">{t('time.zone', { zone: timeZone })}</p>}
          <div
            className="times"
            role="group"
            aria-label={t('time.onDay', { date: longDate(day.date, locale) })}
          >
            {day.slots.map((slot) => (
              <button
                key={slot.start}
                type="button"
                className="time"
                aria-pressed={chosen?.start === slot.start}
                onClick={() => onChoose({ date: day.date, time: slot.time, start: slot.start })}
              >
                {timeText(slot.start, timeZone, locale)}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

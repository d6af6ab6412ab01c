// The confirmation: what was booked, that a mail with a calendar event is on its way, and the
// cancel link the mail carries too.
import { portalCancelPath } from '../contract/api-paths';
import type { PortalBooking } from '../contract/portal';
import { durationText } from '../contract/price-display';
import { longDate, timeText } from './portal-format';
import { usePortalText, usePriceWords } from './portal-language';

export function BookedSummary({
  slug,
  timeZone,
  booking,
  email,
  money,
}: {
  slug: string;
  timeZone: string;
  booking: PortalBooking;
  email: string;
  money: Intl.NumberFormat;
}) {
  const { t, locale } = usePortalText();
  const words = usePriceWords();
  return (
    <section className="card booked" aria-live="polite">
      <h2>{t('booked.heading')}</h2>
      <p className="chosen">
        <strong>
          {t('booked.when', {
            date: longDate(booking.date, locale),
            start: timeText(booking.start, timeZone, locale),
            end: timeText(booking.end, timeZone, locale),
          })}
        </strong>
        {booking.member && (
          <>
            <br />
            {t('who.with', { name: booking.member.name })}
          </>
        )}
      </p>
      <ul className="booked-items">
        {booking.services.map((service, index) => (
          <li key={`${service.name}-${index}`}>
            <span>{service.name}</span>
            <span className="muted">
              {durationText(service.durationMinutes, words)} · {money.format(service.price)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        {t('booked.total')} <strong>{money.format(booking.total)}</strong>
      </p>
      {/* No e-mail given (the business asks a phone only): no confirmation to tell of. */}
      {email && <p>{t('booked.mail', { email })}</p>}
      <p className="muted">
        {t('booked.cantMake')}{' '}
        <a href={portalCancelPath(slug, booking.cancelToken)}>{t('booked.cancel')}</a>
      </p>
    </section>
  );
}

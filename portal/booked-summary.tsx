// The confirmation: what was booked, that a mail with a calendar event is on its way, and the
// cancel link the mail carries too.
import { portalCancelPath } from '../contract/api-paths';
import type { PortalBooking } from '../contract/portal';
import { durationText } from '../contract/price-display';
import { longDate, timeText } from './portal-format';

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
  return (
    <section className="card booked" aria-live="polite">
      <h2>You are booked</h2>
      <p className="chosen">
        <strong>
          {longDate(booking.date)}, {timeText(booking.start, timeZone)} to{' '}
          {timeText(booking.end, timeZone)}
        </strong>
        {booking.member && (
          <>
            <br />
            With {booking.member.name}
          </>
        )}
      </p>
      <ul className="booked-items">
        {booking.services.map((service, index) => (
          <li key={`${service.name}-${index}`}>
            <span>{service.name}</span>
            <span className="muted">
              {durationText(service.durationMinutes)} · {money.format(service.price)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        Total <strong>{money.format(booking.total)}</strong>
      </p>
      <p>
        A confirmation with a calendar event is on its way to <strong>{email}</strong>.
      </p>
      <p className="muted">
        Can’t make it? <a href={portalCancelPath(slug, booking.cancelToken)}>Cancel this booking</a>
      </p>
    </section>
  );
}

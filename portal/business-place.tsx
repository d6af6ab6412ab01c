// Where the business is and when it is open (docs/decisions.md, Address and booking page): its
// address with a map search link (no key, no embed: nothing loads until the client follows it)
// and the usual week's hours with their breaks, weekday names in the page's language.
import { addressLine, mapSearchUrl } from '../contract/business-address';
import type { PortalProfile } from '../contract/portal';
import { clockText, weekdayName } from './portal-format';
import { usePortalText } from './portal-language';

export function BusinessPlace({
  address,
  weekHours,
}: Pick<PortalProfile, 'address' | 'weekHours'>) {
  const { t, locale } = usePortalText();
  const range = (from: string, to: string) => `${clockText(from, locale)}–${clockText(to, locale)}`;
  if (!address && weekHours.every((day) => !day.open)) return null;
  return (
    <section className="card place" aria-labelledby="place-heading">
      <h2 id="place-heading">{t('place.heading')}</h2>
      {address && (
        <address className="place-address">
          {address.street && <span>{address.street}</span>}
          {(address.postalCode || address.city) && (
            <span>{[address.postalCode, address.city].filter(Boolean).join(' ')}</span>
          )}
          <a
            href={mapSearchUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('place.mapLabel', { address: addressLine(address) })}
          >
            {t('place.map')}
          </a>
        </address>
      )}
      <h3 className="place-hours-heading">{t('place.hours')}</h3>
      <dl className="place-hours">
        {weekHours.map((day) => (
          <div key={day.dayOfWeek} className="place-day">
            <dt>{weekdayName(day.dayOfWeek, locale)}</dt>
            <dd>
              {day.open && day.openingTime && day.closingTime ? (
                <>
                  {range(day.openingTime, day.closingTime)}
                  {day.secondOpeningTime &&
                    day.secondClosingTime &&
                    `, ${range(day.secondOpeningTime, day.secondClosingTime)}`}
                  {day.breaks.map((pause) => (
                    <span key={pause.start} className="muted place-break">
                      {t('place.break', {
                        from: clockText(pause.start, locale),
                        to: clockText(pause.end, locale),
                      })}
                    </span>
                  ))}
                </>
              ) : (
                <span className="muted">{t('place.closed')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

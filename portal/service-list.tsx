// Step 1: the catalogue by category in the owner's order, each category's and service's
// description when written, each service with its price and duration; one or more chosen.
import type { PortalProfile } from '../contract/portal';
import { durationText, priceText } from '../contract/price-display';
import { usePortalText, usePriceWords } from './portal-language';

export function ServiceList({
  categories,
  chosen,
  money,
  summary,
  nextLabel,
  onToggle,
  onNext,
}: {
  categories: PortalProfile['categories'];
  chosen: number[];
  money: Intl.NumberFormat;
  summary: string;
  /** "Choose who" when the next step asks who, else "Choose a time". */
  nextLabel: string;
  onToggle: (id: number) => void;
  onNext: () => void;
}) {
  const { t } = usePortalText();
  const words = usePriceWords();
  if (categories.length === 0) {
    return (
      <section className="card">
        <h2>{t('services.heading')}</h2>
        <p>{t('services.none')}</p>
      </section>
    );
  }
  return (
    <>
      <section className="card">
        <h2>{t('services.heading')}</h2>
        {categories.map((category) => (
          <fieldset key={category.id} className="category">
            <legend>{category.name}</legend>
            {/* Only when the owner wrote one (docs/decisions.md, Address and booking page). */}
            {category.description && <p className="category-description">{category.description}</p>}
            {category.services.map((service) => (
              <label key={service.id} className="service">
                <input
                  type="checkbox"
                  checked={chosen.includes(service.id)}
                  onChange={() => onToggle(service.id)}
                />
                <span className="service-name">{service.name}</span>
                <span className="service-meta">
                  <span>{priceText(service, money, words)}</span>
                  <span>{durationText(service.durationMinutes, words)}</span>
                </span>
                {/* Only when the owner wrote one (docs/decisions.md, Address and booking page). */}
                {service.description && (
                  <span className="service-description">{service.description}</span>
                )}
              </label>
            ))}
          </fieldset>
        ))}
      </section>
      <div className="next-bar">
        <span aria-live="polite">{summary || t('services.prompt')}</span>
        <button type="button" className="primary" disabled={chosen.length === 0} onClick={onNext}>
          {nextLabel}
        </button>
      </div>
    </>
  );
}

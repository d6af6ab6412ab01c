// Step 1: the catalogue by category, each service with its price and duration; one or more chosen.
import type { PortalProfile } from '../contract/portal';
import { durationText, priceText } from '../contract/price-display';

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
  if (categories.length === 0) {
    return (
      <section className="card">
        <h2>Choose services</h2>
        <p>There are no services to book online yet. Please call to book.</p>
      </section>
    );
  }
  return (
    <>
      <section className="card">
        <h2>Choose services</h2>
        {categories.map((category) => (
          <fieldset key={category.id} className="category">
            <legend>{category.name}</legend>
            {category.services.map((service) => (
              <label key={service.id} className="service">
                <input
                  type="checkbox"
                  checked={chosen.includes(service.id)}
                  onChange={() => onToggle(service.id)}
                />
                <span className="service-name">{service.name}</span>
                <span className="service-meta">
                  <span>{priceText(service, money)}</span>
                  <span>{durationText(service.durationMinutes)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </section>
      <div className="next-bar">
        <span aria-live="polite">{summary || 'Choose one or more services'}</span>
        <button type="button" className="primary" disabled={chosen.length === 0} onClick={onNext}>
          {nextLabel}
        </button>
      </div>
    </>
  );
}

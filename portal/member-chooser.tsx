// Step 2 when more than one member could do the chosen services: "No preference" first, then
// those members by the business's order (docs/decisions.md, Team). A radio group, so the arrow
// keys move between the choices and the label says what each is.
import type { PortalMember } from '../contract/portal';
import type { PortalKey } from '../contract/i18n/portal-messages';
import type { Translate } from '../contract/i18n/translator';
import { usePortalText } from './portal-language';

/** The members who perform every chosen service, in the business's order. */
export function membersFor(members: readonly PortalMember[], serviceIds: readonly number[]) {
  return members.filter((member) => serviceIds.every((id) => member.serviceIds.includes(id)));
}

export function MemberChooser({
  members,
  chosen,
  summary,
  onChoose,
  onNext,
  onBack,
}: {
  members: readonly PortalMember[];
  /** null: "No preference". */
  chosen: number | null;
  summary: string;
  onChoose: (memberId: number | null) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = usePortalText();
  const choices = [{ id: null, name: t('who.any') }, ...members];
  return (
    <>
      <section className="card">
        <button type="button" className="link" onClick={onBack}>
          {t('back.services')}
        </button>
        <fieldset className="category">
          <legend>
            <h2>{t('who.heading')}</h2>
          </legend>
          <p className="muted">{summary}</p>
          {choices.map((choice) => (
            <label key={choice.id ?? 'any'} className="service">
              <input
                type="radio"
                name="member"
                checked={chosen === choice.id}
                onChange={() => onChoose(choice.id)}
              />
              <span className="service-name">{choice.name}</span>
              {choice.id === null && <span className="service-meta">{t('who.anyNote')}</span>}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="next-bar">
        <span aria-live="polite">{whoText(members, chosen, t)}</span>
        <button type="button" className="primary" onClick={onNext}>
          {t('next.time')}
        </button>
      </div>
    </>
  );
}

/** "With Anna", or "No preference" when none is chosen (or the chosen one is not listed). */
export function whoText(
  members: readonly PortalMember[],
  chosen: number | null,
  t: Translate<PortalKey>,
): string {
  const member = members.find((candidate) => candidate.id === chosen);
  return member ? t('who.with', { name: member.name }) : t('who.any');
}

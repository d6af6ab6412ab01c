// Step 2 when more than one member could do the chosen services: "No preference" first, then
// those members by the business's order (docs/decisions.md, Team). A radio group, so the arrow
// keys move between the choices and the label says what each is.
import type { PortalMember } from '../contract/portal';

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
  const choices = [{ id: null, name: 'No preference' }, ...members];
  return (
    <>
      <section className="card">
        <button type="button" className="link" onClick={onBack}>
          ← Services
        </button>
        <fieldset className="category">
          <legend>
            <h2>Who would you like?</h2>
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
              {choice.id === null && <span className="service-meta">Whoever is free</span>}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="next-bar">
        <span aria-live="polite">{whoText(members, chosen)}</span>
        <button type="button" className="primary" onClick={onNext}>
          Choose a time
        </button>
      </div>
    </>
  );
}

/** "With Anna", or "No preference" when none is chosen (or the chosen one is not listed). */
export function whoText(members: readonly PortalMember[], chosen: number | null): string {
  const member = members.find((candidate) => candidate.id === chosen);
  return member ? `With ${member.name}` : 'No preference';
}

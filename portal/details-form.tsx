// The details step: who is booking, then the booking itself. A time taken meanwhile answers 409
// with the nearest free times, offered here so the client keeps what they typed.
import { useState, type FormEvent } from 'react';
import {
  CLIENT_NOTE_MAX,
  contactProblem,
  type BookingContactRule,
} from '../contract/business-address';
import type { PortalBooking, PortalService } from '../contract/portal';
import { randomId } from '../contract/random-id';
import { book, PortalError } from './portal-api';
import { longDate, shortDate, timeText } from './portal-format';
import { usePortalText } from './portal-language';
import { contactText, refusalText } from './refusal-text';

export interface ChosenTime {
  date: string;
  time: string;
  start: string;
}

const FIELDS = [
  { name: 'firstName', label: 'details.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'details.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', label: 'details.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'details.email', type: 'email', autoComplete: 'email' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

/** What the client types; the note is theirs to leave empty. */
export type ClientDetails = Record<FieldName | 'note', string>;

export const NO_DETAILS: ClientDetails = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  note: '',
};

/** Whether the business's rule makes this field one the client must fill (the names always). */
function isRequired(field: FieldName, rule: BookingContactRule): boolean {
  if (field === 'phone') return rule === 'phone' || rule === 'both';
  if (field === 'email') return rule === 'email' || rule === 'both';
  return true;
}

export function DetailsForm({
  slug,
  timeZone,
  services,
  time,
  memberId,
  summary,
  contactRule,
  values,
  onValues,
  onTimeChange,
  onBooked,
  onBack,
}: {
  slug: string;
  timeZone: string;
  services: PortalService[];
  time: ChosenTime;
  /** null: "No preference", which the server assigns (docs/decisions.md, Team). */
  memberId: number | null;
  summary: string;
  /** Phone, e-mail, both or either: the business's (docs/decisions.md, Address and booking page). */
  contactRule: BookingContactRule;
  /** Kept by the page: going back for another time does not lose what was typed. */
  values: ClientDetails;
  onValues: (update: (current: ClientDetails) => ClientDetails) => void;
  onTimeChange: (time: ChosenTime) => void;
  onBooked: (booking: PortalBooking, email: string) => void;
  onBack: () => void;
}) {
  const { t, locale, language } = usePortalText();
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<PortalError | null>(null);
  // Told before sending, in the page's words; the server checks the same rule.
  const [missing, setMissing] = useState<string | null>(null);
  // One key per attempt at this time and these services: sending again after a lost answer
  // books once (the server replays its first answer). randomId, not crypto.randomUUID: the page
  // may be opened over plain HTTP on the salon's network (contract/random-id.ts).
  const [attempt, setAttempt] = useState(() => randomId());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setRefused(null);
    const problem = contactProblem(contactRule, values.phone, values.email);
    setMissing(problem && contactText(problem, t));
    if (problem) return;
    setSending(true);
    try {
      const booking = await book(
        slug,
        {
          ...values,
          services: services.map((service) => service.id),
          date: time.date,
          time: time.time,
          website: String(new FormData(form).get('website') ?? ''),
          ...(memberId === null ? {} : { memberId }),
          // The client's mails are in the language they booked in (docs/decisions.md, Languages).
          language,
        },
        attempt,
      );
      onBooked(booking, values.email.trim());
    } catch (error) {
      const failure = error instanceof PortalError ? error : new PortalError(0, [String(error)]);
      setRefused(failure);
      // The server answered: whatever is sent next is a new attempt.
      if (failure.status !== 0) setAttempt(randomId());
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card">
      <button type="button" className="link" onClick={onBack}>
        {t('back.times')}
      </button>
      <h2>{t('details.heading')}</h2>
      <p className="chosen">
        <strong>
          {longDate(time.date, locale)}, {timeText(time.start, timeZone, locale)}
        </strong>
        <br />
        <span className="muted">{summary}</span>
      </p>
      {missing && (
        <div role="alert" className="alert">
          <p>{missing}</p>
        </div>
      )}
      {refused && (
        <div role="alert" className="alert">
          <p>{refusalText(refused, t, language, 'book')}</p>
          {refused.nearest.length > 0 && (
            <>
              <p>{t('details.nearest')}</p>
              <div className="nearest">
                {refused.nearest.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    className="time"
                    onClick={() => {
                      onTimeChange(slot);
                      setRefused(null);
                    }}
                  >
                    {shortDate(slot.date, locale)}, {timeText(slot.start, timeZone, locale)}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        {contactRule === 'either' && <p className="muted">{t('details.contactEither')}</p>}
        {FIELDS.map((field) => (
          <label key={field.name} className="field">
            <span>
              {t(field.label)}
              {!isRequired(field.name, contactRule) && ` (${t('details.optional')})`}
            </span>
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={isRequired(field.name, contactRule)}
              maxLength={field.name === 'email' ? 254 : 100}
              value={values[field.name]}
              onChange={(event) =>
                onValues((current) => ({ ...current, [field.name]: event.target.value }))
              }
            />
          </label>
        ))}
        <label className="field">
          <span>
            {t('details.note')} ({t('details.optional')})
            <span className="hint" id="note-hint">
              {t('details.noteHint')}
            </span>
          </span>
          <textarea
            name="note"
            rows={3}
            maxLength={CLIENT_NOTE_MAX}
            aria-describedby="note-hint"
            value={values.note}
            onChange={(event) => onValues((current) => ({ ...current, note: event.target.value }))}
          />
        </label>
        {/* Left empty by people, who never see it; a robot that fills it books nothing. */}
        <div className="trap" aria-hidden="true">
          <label>
            {t('details.website')}
            <input name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="primary wide" disabled={sending}>
          {sending ? t('details.booking') : t('details.confirm')}
        </button>
      </form>
    </section>
  );
}

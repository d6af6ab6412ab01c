// The details step: who is booking, then the booking itself. A time taken meanwhile answers 409
// with the nearest free times, offered here so the client keeps what they typed.
import { useState, type FormEvent } from 'react';
import type { PortalBooking, PortalService } from '../contract/portal';
import { randomId } from '../contract/random-id';
import { book, PortalError } from './portal-api';
import { longDate, shortDate, timeText } from './portal-format';

export interface ChosenTime {
  date: string;
  time: string;
  start: string;
}

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

export type ClientDetails = Record<FieldName, string>;

export const NO_DETAILS: ClientDetails = { firstName: '', lastName: '', phone: '', email: '' };

export function DetailsForm({
  slug,
  timeZone,
  services,
  time,
  memberId,
  summary,
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
  /** Kept by the page: going back for another time does not lose what was typed. */
  values: ClientDetails;
  onValues: (update: (current: ClientDetails) => ClientDetails) => void;
  onTimeChange: (time: ChosenTime) => void;
  onBooked: (booking: PortalBooking, email: string) => void;
  onBack: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<PortalError | null>(null);
  // One key per attempt at this time and these services: sending again after a lost answer
  // books once (the server replays its first answer). randomId, not crypto.randomUUID: the page
  // may be opened over plain HTTP on the salon's network (contract/random-id.ts).
  const [attempt, setAttempt] = useState(() => randomId());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setRefused(null);
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
        ← Times
      </button>
      <h2>Your details</h2>
      <p className="chosen">
        <strong>
          {longDate(time.date)}, {timeText(time.start, timeZone)}
        </strong>
        <br />
        <span className="muted">{summary}</span>
      </p>
      {refused && (
        <div role="alert" className="alert">
          <p>{refused.messages.join(' ')}</p>
          {refused.nearest.length > 0 && (
            <>
              <p>The nearest free times:</p>
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
                    {shortDate(slot.date)}, {timeText(slot.start, timeZone)}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        {FIELDS.map((field) => (
          <label key={field.name} className="field">
            <span>{field.label}</span>
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              maxLength={field.name === 'email' ? 254 : 100}
              value={values[field.name]}
              onChange={(event) =>
                onValues((current) => ({ ...current, [field.name]: event.target.value }))
              }
            />
          </label>
        ))}
        {/* Left empty by people, who never see it; a robot that fills it books nothing. */}
        <div className="trap" aria-hidden="true">
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="primary wide" disabled={sending}>
          {sending ? 'Booking…' : 'Confirm booking'}
        </button>
      </form>
    </section>
  );
}

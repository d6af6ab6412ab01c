// Turns the edited weekday rows into the server calls "Save All Changes" makes, in an order the
// server accepts (it refuses any step that would leave closing <= opening), or into the reasons
// not to call at all.
import {
  CLOSING_BEFORE_OPENING_MESSAGE,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type WeekDay,
} from '../../../../contract/business-settings';

/** One weekday row as the form edits it: '' is a cleared time. */
export interface DayDraft {
  id: number;
  weekName: string;
  open: boolean;
  openingTime: string;
  closingTime: string;
}

export type HourCall =
  | { kind: 'open'; body: { id: number; open: 1 | 0 } }
  | { kind: 'opening'; body: { tid: number; openingTime: string } }
  | { kind: 'closing'; body: { ctid: number; closingTime: string } };

export interface DayPlan {
  dayId: number;
  calls: HourCall[];
}

export type HoursPlan = { ok: true; days: DayPlan[] } | { ok: false; errors: string[] };

export function toDraft(day: WeekDay): DayDraft {
  return {
    id: day.id,
    weekName: day.weekName,
    open: day.open,
    openingTime: day.openingTime ?? '',
    closingTime: day.closingTime ?? '',
  };
}

export function isDraftChanged(draft: DayDraft, day: WeekDay): boolean {
  const saved = toDraft(day);
  return (
    draft.open !== saved.open ||
    (draft.open &&
      (draft.openingTime !== saved.openingTime || draft.closingTime !== saved.closingTime))
  );
}

export function closingBeforeOpeningMessage(weekName: string): string {
  return `${weekName}: ${CLOSING_BEFORE_OPENING_MESSAGE}`;
}

function planDay(day: WeekDay, draft: DayDraft): DayPlan {
  const calls: HourCall[] = [];
  if (draft.open !== day.open)
    calls.push({ kind: 'open', body: { id: day.id, open: draft.open ? 1 : 0 } });
  // Closing clears the hours on the server; nothing else to send.
  if (!draft.open) return { dayId: day.id, calls };

  // What the server holds once the day is open: reopening fills missing hours with the defaults.
  const savedOpening = day.openingTime ?? DEFAULT_OPENING_TIME;
  const savedClosing = day.closingTime ?? DEFAULT_CLOSING_TIME;
  const opening: HourCall | null =
    draft.openingTime !== savedOpening
      ? { kind: 'opening', body: { tid: day.id, openingTime: draft.openingTime } }
      : null;
  const closing: HourCall | null =
    draft.closingTime !== savedClosing
      ? { kind: 'closing', body: { ctid: day.id, closingTime: draft.closingTime } }
      : null;
  // Moving the hours later than the saved closing time: move the closing time first.
  const newOpening = draft.openingTime || DEFAULT_OPENING_TIME;
  const ordered = newOpening < savedClosing ? [opening, closing] : [closing, opening];
  for (const call of ordered) if (call) calls.push(call);
  return { dayId: day.id, calls };
}

/** `days` is the list as the server last sent it; `drafts` the rows on screen, in any order. */
export function planHourUpdates(days: WeekDay[], drafts: DayDraft[]): HoursPlan {
  const errors: string[] = [];
  const plans: DayPlan[] = [];
  for (const draft of drafts) {
    const day = days.find((candidate) => candidate.id === draft.id);
    if (!day || !isDraftChanged(draft, day)) continue;
    if (draft.open) {
      const opening = draft.openingTime || DEFAULT_OPENING_TIME;
      const closing = draft.closingTime || DEFAULT_CLOSING_TIME;
      // "HH:mm" strings compare in time order.
      if (closing <= opening) {
        errors.push(closingBeforeOpeningMessage(draft.weekName));
        continue;
      }
    }
    plans.push(planDay(day, draft));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, days: plans };
}

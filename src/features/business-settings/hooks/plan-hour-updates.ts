// Turns the edited weekday rows into the server calls "Save All Changes" makes, in an order the
// server accepts (it refuses any step that would leave closing <= opening), or into the reasons
// not to call at all. A day that has or had a split day's second range is sent whole, in one call
// (docs/decisions.md, Split days).
import {
  CLOSING_BEFORE_OPENING_MESSAGE,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  SECOND_RANGE_AFTER_FIRST_MESSAGE,
  SECOND_RANGE_INCOMPLETE_MESSAGE,
  SECOND_RANGE_ORDER_MESSAGE,
  type WeekDay,
} from '../../../../contract/business-settings';

/** One weekday row as the form edits it: '' is a cleared time. */
export interface DayDraft {
  id: number;
  weekName: string;
  open: boolean;
  openingTime: string;
  closingTime: string;
  /** Whether the row shows a second range; its times are '' until chosen. */
  split: boolean;
  secondOpeningTime: string;
  secondClosingTime: string;
}

/** The fields of a draft that hold a time. */
export type DayTimeField =
  'openingTime' | 'closingTime' | 'secondOpeningTime' | 'secondClosingTime';

export type HourCall =
  | { kind: 'open'; body: { id: number; open: 1 | 0 } }
  | { kind: 'opening'; body: { tid: number; openingTime: string } }
  | { kind: 'closing'; body: { ctid: number; closingTime: string } }
  | {
      kind: 'ranges';
      body: {
        id: number;
        openingTime: string;
        closingTime: string;
        secondOpeningTime: string | null;
        secondClosingTime: string | null;
      };
    };

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
    split: day.secondOpeningTime !== null,
    secondOpeningTime: day.secondOpeningTime ?? '',
    secondClosingTime: day.secondClosingTime ?? '',
  };
}

export function isDraftChanged(draft: DayDraft, day: WeekDay): boolean {
  const saved = toDraft(day);
  const secondChanged =
    draft.split !== saved.split ||
    (draft.split &&
      (draft.secondOpeningTime !== saved.secondOpeningTime ||
        draft.secondClosingTime !== saved.secondClosingTime));
  return (
    draft.open !== saved.open ||
    (draft.open &&
      (draft.openingTime !== saved.openingTime ||
        draft.closingTime !== saved.closingTime ||
        secondChanged))
  );
}

/** A refusal of a row's second range, and the field it is about. */
export interface SecondRangeProblem {
  message: string;
  field: 'secondOpeningTime' | 'secondClosingTime';
}

/** What the server would refuse about a split draft's second range (addSplitDayIssues). */
export function secondRangeProblem(draft: DayDraft): SecondRangeProblem | null {
  if (!draft.open || !draft.split) return null;
  const { secondOpeningTime: start, secondClosingTime: end } = draft;
  if (!start || !end) {
    const field = start ? 'secondClosingTime' : 'secondOpeningTime';
    return { message: SECOND_RANGE_INCOMPLETE_MESSAGE, field };
  }
  if (start >= end) return { message: SECOND_RANGE_ORDER_MESSAGE, field: 'secondClosingTime' };
  const closing = draft.closingTime || DEFAULT_CLOSING_TIME;
  if (start <= closing) {
    return { message: SECOND_RANGE_AFTER_FIRST_MESSAGE, field: 'secondOpeningTime' };
  }
  return null;
}

export function secondRangeMessage(weekName: string, problem: SecondRangeProblem): string {
  return `${weekName}: ${problem.message}`;
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

  // A split day, or one that was, is sent whole: its ranges move together.
  if (draft.split || day.secondOpeningTime !== null) {
    calls.push({
      kind: 'ranges',
      body: {
        id: day.id,
        openingTime: draft.openingTime || DEFAULT_OPENING_TIME,
        closingTime: draft.closingTime || DEFAULT_CLOSING_TIME,
        secondOpeningTime: draft.split ? draft.secondOpeningTime : null,
        secondClosingTime: draft.split ? draft.secondClosingTime : null,
      },
    });
    return { dayId: day.id, calls };
  }

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
      const problem = secondRangeProblem(draft);
      if (problem) {
        errors.push(secondRangeMessage(draft.weekName, problem));
        continue;
      }
    }
    plans.push(planDay(day, draft));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, days: plans };
}

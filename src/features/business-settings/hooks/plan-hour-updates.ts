// Turns the edited weekday rows into the server calls "Save All Changes" makes, in an order the
// server accepts (it refuses any step that would leave closing <= opening), or into the reasons
// not to call at all, each a row and a code the form words in the owner's language. A day that
// has or had a split day's second range is sent whole, in one call (docs/decisions.md, Split days).
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type SecondRangeCode,
  type WeekDay,
} from '@contract/business-settings';

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

/**
 * Why a row is refused, one code per check the server makes of it (closing after opening, then
 * addSplitDayIssues' three: both second times, second closing after its opening, second range
 * after the first, coded by the contract). The server answers all of them with `invalid`, so the
 * plan names them itself: the form picks its words by code, never by the contract's English
 * (docs/decisions.md, API).
 */
export type HourProblemCode = 'closing_before_opening' | SecondRangeCode;

/** A refused row: its index among the drafts planned, its day, why, and the field to show it on. */
export interface HourProblem {
  index: number;
  dayId: number;
  code: HourProblemCode;
  field: DayTimeField;
}

export type HoursPlan = { ok: true; days: DayPlan[] } | { ok: false; problems: HourProblem[] };

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
interface SecondRangeProblem {
  code: SecondRangeCode;
  field: 'secondOpeningTime' | 'secondClosingTime';
}

/** What the server would refuse about a split draft's second range (addSplitDayIssues). */
function secondRangeProblem(draft: DayDraft): SecondRangeProblem | null {
  if (!draft.open || !draft.split) return null;
  const { secondOpeningTime: start, secondClosingTime: end } = draft;
  if (!start || !end) {
    const field = start ? 'secondClosingTime' : 'secondOpeningTime';
    return { code: 'second_range_incomplete', field };
  }
  if (start >= end) return { code: 'second_range_order', field: 'secondClosingTime' };
  const closing = draft.closingTime || DEFAULT_CLOSING_TIME;
  if (start <= closing) return { code: 'second_range_after_first', field: 'secondOpeningTime' };
  return null;
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
  const problems: HourProblem[] = [];
  const plans: DayPlan[] = [];
  for (const [index, draft] of drafts.entries()) {
    const day = days.find((candidate) => candidate.id === draft.id);
    if (!day || !isDraftChanged(draft, day)) continue;
    if (draft.open) {
      const opening = draft.openingTime || DEFAULT_OPENING_TIME;
      const closing = draft.closingTime || DEFAULT_CLOSING_TIME;
      // "HH:mm" strings compare in time order. A row is refused for one reason, the first found.
      if (closing <= opening) {
        problems.push({
          index,
          dayId: day.id,
          code: 'closing_before_opening',
          field: 'closingTime',
        });
        continue;
      }
      const problem = secondRangeProblem(draft);
      if (problem) {
        problems.push({ index, dayId: day.id, ...problem });
        continue;
      }
    }
    plans.push(planDay(day, draft));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, days: plans };
}

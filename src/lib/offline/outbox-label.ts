// The shape of a pending change's label kept as a message (docs/offline.md, Outbox entries): types
// only, so the service worker, which opens the same database, reads them without the app's words.
// They are worded in src/lib/i18n/label-message.ts.
import type { AppKey } from '../i18n/app-en';

/** A message of the app's catalog and its values. */
export interface LabelMessage {
  key: AppKey;
  values?: Record<string, LabelValue>;
}

export type LabelValue =
  /** As it is: a name, a BID, a time of day, a number. */
  | string
  | number
  /** A weekday, 1 = Monday to 7 = Sunday, as the language writes it inside a sentence. */
  | { weekday: number }
  /**
   * A calendar date, "2026-11-23", written as every date is ("Mon, 23 Nov 2026"), and the time of
   * day after it when given ("Mon, 23 Nov 2026 10:30 AM").
   */
  | { date: string; time?: string }
  /** Several values, joined with ", ". */
  | { list: LabelValue[] }
  | LabelMessage;

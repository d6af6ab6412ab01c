// A pending change's label kept as a catalog key with its values (src/lib/offline/outbox-label.ts),
// so the pending list says it in the language shown now, not the one it was queued in
// (docs/offline.md, Outbox entries). A value that is itself a word (a weekday, a date, another
// message) is kept as what it stands for and worded when shown; names, ids and times are kept as
// they are (times are set on the business's clock when shown, as every label's are).
import { formatCalendarDate } from '../format/calendar-date';
import type { LabelMessage, LabelValue } from '../offline/outbox-label';
import type { AppKey, AppTranslate } from './use-t';
import { currentLanguage } from './language-store';
import { translate } from './use-t';
import { capitalized, weekdayNames } from './weekday-names';

/** What a change carries for the pending list: the text of now, and the message to word later. */
export interface LabelledChange {
  label: string;
  labelMessage: LabelMessage;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The text of one value, or undefined when it is not one this version can word (an entry that a
 * later version wrote, or a record that was damaged): the caller then shows the stored label.
 */
function valueText(value: unknown, t: AppTranslate): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (!isRecord(value)) return undefined;
  if (typeof value.weekday === 'number') {
    return weekdayNames(currentLanguage())[value.weekday - 1];
  }
  if (typeof value.date === 'string') {
    const date = formatCalendarDate(value.date);
    return typeof value.time === 'string' ? `${date} ${value.time}` : date;
  }
  if (Array.isArray(value.list)) {
    const parts = value.list.map((part) => valueText(part, t));
    return parts.every((part) => part !== undefined) ? parts.join(', ') : undefined;
  }
  if (typeof value.key === 'string') return messageText(value, t);
  return undefined;
}

function messageText(message: Record<string, unknown>, t: AppTranslate): string | undefined {
  const key = message.key as AppKey;
  const values: Record<string, string> = {};
  if (message.values !== undefined) {
    if (!isRecord(message.values)) return undefined;
    for (const [name, value] of Object.entries(message.values)) {
      const text = valueText(value, t);
      if (text === undefined) return undefined;
      values[name] = text;
    }
  }
  const text = t(key, values);
  // A key this catalog does not have comes back as itself.
  return text === key ? undefined : text;
}

/** The label of a change and the message it came from, worded in the current language. */
export function labelled(key: AppKey, values?: Record<string, LabelValue>): LabelledChange {
  const labelMessage: LabelMessage = values ? { key, values } : { key };
  return { label: labelText(labelMessage, translate) ?? key, labelMessage };
}

/**
 * An entry's label as the pending list shows it: its message worded now, or the text it was
 * stored with (an entry queued before labels were kept as messages, or one this version cannot
 * word).
 */
export function labelText(message: unknown, t: AppTranslate): string | undefined {
  if (!isRecord(message) || typeof message.key !== 'string') return undefined;
  const text = messageText(message, t);
  // A label starts a line of the list: "Mandag: stengt", where the weekday opens the sentence.
  return text === undefined ? undefined : capitalized(text);
}

export function entryLabel(
  entry: { label: string; labelMessage?: unknown },
  t: AppTranslate,
): string {
  return labelText(entry.labelMessage, t) ?? entry.label;
}

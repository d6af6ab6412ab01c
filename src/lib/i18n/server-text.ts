// A server refusal in the owner's language (docs/decisions.md, Languages). The app decides on a
// refusal's `code`, never on its English: a 409 with its own code (docs/decisions.md, API) is
// worded from the catalogs in every language, English saying the spec's sentence; one whose
// sentence names values is the server's English as sent, and in Norwegian is said with the values
// of its `params`; any other refusal is the server's English as sent, and in Norwegian is told
// from its code and the field it names (`param`).
import { TEAM_SIZE_MAX } from '@contract/team-size';
import type { Language } from '@contract/i18n/language';
import type { MessageValues } from '@contract/i18n/translator';
import { ApiError, messagesOf } from '../api/api-error';
import { currentLanguage } from './language-store';
import type { AppKey } from './app-en';
import { translatorFor, type AppTranslate } from './use-t';
import { weekdayNames } from './weekday-names';

export interface ServerItem {
  msg: string;
  code?: string;
  param?: string;
  params?: MessageValues;
}

/** The status's codes, for Norwegian only: English shows the server's more precise sentence. */
const BY_CODE: ReadonlyMap<string, AppKey> = new Map<string, AppKey>([
  ['unauthenticated', 'server.unauthenticated'],
  ['forbidden', 'server.forbidden'],
  ['not_found', 'server.notFound'],
  ['conflict', 'server.conflict'],
  ['gone', 'server.notFound'],
  ['too_large', 'server.tooLarge'],
  ['rate_limited', 'server.rateLimited'],
  ['server_error', 'server.serverError'],
  ['postal_code_invalid', 'businessAddress.postalCodeInvalid'],
]);

/** Refusals whose sentence is fixed: the catalogs say it in every language, English as sent. */
const WORDED: ReadonlyMap<string, AppKey> = new Map<string, AppKey>([
  ['team_full', 'refusal.teamFull'],
  ['last_active_member', 'refusal.lastActiveMember'],
  ['member_has_future_bookings', 'refusal.memberHasFutureBookings'],
  ['no_active_member', 'refusal.noActiveMember'],
  ['changed', 'booking.refusal.changed'],
  ['cancelled_not_changeable', 'refusal.cancelledNotChangeable'],
  ['no_show_not_changeable', 'refusal.noShowNotChangeable'],
  ['already_cancelled', 'refusal.alreadyCancelled'],
  ['no_show_not_cancellable', 'refusal.noShowNotCancellable'],
  ['cancelled_not_no_show', 'refusal.cancelledNotNoShow'],
  ['already_no_show', 'refusal.alreadyNoShow'],
  ['refund_unpaid', 'refusal.refundUnpaid'],
  ['cancelled_not_checkout', 'refusal.cancelledNotCheckout'],
  ['already_paid', 'refusal.alreadyPaid'],
  ['already_refunded', 'refusal.alreadyRefunded'],
  ['not_restorable', 'refusal.notRestorable'],
  ['slug_taken', 'refusal.slugTaken'],
  ['category_not_empty', 'refusal.categoryNotEmpty'],
  ['client_erased', 'server.clientErased'],
]);

interface Valued {
  /** The sentence with the values of `params`. */
  withValues: AppKey;
  /** The sentence without them, for an answer that has none (an older server's, a kept one). */
  withoutValues?: AppKey;
}

/**
 * Refusals whose English names what only the server knows (a name, a time, the booking in the
 * way, a wait): English shows it as sent, another language says it with its `params`.
 */
const VALUED: ReadonlyMap<string, Valued> = new Map<string, Valued>([
  [
    'category_name_taken',
    {
      withValues: 'refusal.withValues.categoryNameTaken',
      withoutValues: 'refusal.categoryNameTaken',
    },
  ],
  [
    'break_overlap',
    { withValues: 'refusal.withValues.breakOverlap', withoutValues: 'refusal.breakOverlap' },
  ],
  [
    'outside_hours',
    {
      withValues: 'refusal.withValues.outsideHours',
      withoutValues: 'booking.refusal.outsideHours',
    },
  ],
  ['overlap', { withValues: 'refusal.withValues.overlap', withoutValues: 'refusal.overlap' }],
  [
    'member_services',
    { withValues: 'refusal.withValues.memberServices', withoutValues: 'refusal.memberServices' },
  ],
  [
    'member_away',
    { withValues: 'refusal.withValues.memberAway', withoutValues: 'refusal.memberAway' },
  ],
  [
    'member_inactive',
    { withValues: 'refusal.withValues.memberInactive', withoutValues: 'refusal.memberInactive' },
  ],
  [
    'no_show_before_start',
    {
      withValues: 'refusal.withValues.noShowBeforeStart',
      withoutValues: 'refusal.noShowBeforeStart',
    },
  ],
  // Without its wait, as the status's code says it (BY_CODE), or as sent in an alert.
  ['rate_limited', { withValues: 'refusal.withValues.rateLimited' }],
]);

const lookUp = <T>(map: ReadonlyMap<string, T>, code: string | undefined) =>
  code === undefined ? undefined : map.get(code);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "26. november 2026" in Norwegian, "26 November 2026" in English. */
function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The server sends neutral values (docs/decisions.md, API): a weekday as its ISO number, here its
 * name; a date as YYYY-MM-DD, here written as the language writes a date.
 */
function inLanguage(params: MessageValues, language: Language): MessageValues {
  const said: MessageValues = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'weekday' && typeof value === 'number') {
      said[name] = weekdayNames(language)[value - 1] ?? String(value);
    } else if (typeof value === 'string' && ISO_DATE.test(value)) {
      said[name] = longDate(value, language);
    } else {
      said[name] = value;
    }
  }
  return said;
}

/** The sentence with the item's values; undefined when it has none or lacks one the text names. */
function withValues(item: ServerItem, t: AppTranslate, language: Language) {
  const valued = lookUp(VALUED, item.code);
  if (!valued || !item.params) return undefined;
  try {
    return t(valued.withValues, inLanguage(item.params, language));
  } catch {
    // A value the sentence names is missing (intl-messageformat refuses to format without it).
    return undefined;
  }
}

/**
 * A refusal with a code of its own in the owner's language, or the server's sentence as sent for
 * any other: for the places that showed every `msg` as it came (alerts, the team's refusal).
 */
export function refusalText(item: ServerItem): string {
  const language = currentLanguage();
  const t = translatorFor(language);
  const worded = lookUp(WORDED, item.code);
  if (worded) return t(worded, { max: TEAM_SIZE_MAX });
  if (language === 'en') return item.msg;
  const valueless = lookUp(VALUED, item.code)?.withoutValues;
  return withValues(item, t, language) ?? (valueless ? t(valueless) : item.msg);
}

/** Every refusal of `error` as refusalText says it; an error of no answer, its own text. */
export function refusalTexts(error: unknown): string[] {
  if (error instanceof ApiError) return error.items.map(refusalText);
  return messagesOf(error);
}

/** `fieldLabel`: the form's own label of a field, so the message names it as the form does. */
export function serverText(item: ServerItem, fieldLabel?: (param: string) => string | undefined) {
  const language = currentLanguage();
  const t = translatorFor(language);
  if (lookUp(WORDED, item.code) || lookUp(VALUED, item.code)?.withoutValues) {
    return refusalText(item);
  }
  if (language === 'en') return item.msg;
  const valued = withValues(item, t, language);
  if (valued) return valued;
  const known = lookUp(BY_CODE, item.code);
  if (known) return t(known);
  const field = item.param ? fieldLabel?.(item.param) : undefined;
  return field ? t('server.field', { field }) : t('server.invalid');
}

// A server refusal in the owner's language (docs/decisions.md, Languages). The app decides on a
// refusal's `code`, never on its English: a 409 with its own code (docs/decisions.md, API) is
// worded from the catalogs in every language, English saying the spec's sentence; any other
// refusal is the server's English as sent, and in Norwegian is told from its code and the field
// it names (`param`).
import { TEAM_SIZE_MAX } from '../../../contract/team';
import { ApiError, messagesOf } from '../api/api-error';
import { currentLanguage } from './language-store';
import type { AppKey } from './app-en';
import { translatorFor } from './use-t';

export interface ServerItem {
  msg: string;
  code?: string;
  param?: string;
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

/**
 * Refusals whose English names what only the server knows (a name, a time, the booking in the
 * way): English shows it as sent, another language says the refusal without those values.
 */
const WITHOUT_VALUES: ReadonlyMap<string, AppKey> = new Map<string, AppKey>([
  ['category_name_taken', 'refusal.categoryNameTaken'],
  ['break_overlap', 'refusal.breakOverlap'],
  ['outside_hours', 'booking.refusal.outsideHours'],
  ['overlap', 'refusal.overlap'],
  ['member_services', 'refusal.memberServices'],
  ['member_away', 'refusal.memberAway'],
  ['member_inactive', 'refusal.memberInactive'],
  ['no_show_before_start', 'refusal.noShowBeforeStart'],
]);

const lookUp = (map: ReadonlyMap<string, AppKey>, code: string | undefined) =>
  code === undefined ? undefined : map.get(code);

/**
 * A refusal with a code of its own in the owner's language, or the server's sentence as sent for
 * any other: for the places that showed every `msg` as it came (alerts, the team's refusal).
 */
export function refusalText(item: ServerItem): string {
  const language = currentLanguage();
  const t = translatorFor(language);
  const worded = lookUp(WORDED, item.code);
  if (worded) return t(worded, { max: TEAM_SIZE_MAX });
  const valueless = language === 'en' ? undefined : lookUp(WITHOUT_VALUES, item.code);
  return valueless ? t(valueless) : item.msg;
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
  if (lookUp(WORDED, item.code) || lookUp(WITHOUT_VALUES, item.code)) return refusalText(item);
  if (language === 'en') return item.msg;
  const known = lookUp(BY_CODE, item.code);
  if (known) return t(known);
  const field = item.param ? fieldLabel?.(item.param) : undefined;
  return field ? t('server.field', { field }) : t('server.invalid');
}

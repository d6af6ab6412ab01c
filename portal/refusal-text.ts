// A refused call in the page's language (docs/decisions.md, Languages). A 409 is worded by its
// code (docs/decisions.md, API) in every language, English saying the spec's sentence; one that
// names values (a late cancel's notice and phone) is the server's English as sent, and in another
// language is said with its `params`; any other refusal shows the server's own message in
// English, the spec's words exactly, and in another language is told from its status where the
// page is, since the server writes English only.
import type { PortalKey } from '../contract/i18n/portal-messages';
import type { MessageValues, Translate } from '../contract/i18n/translator';
import type { Language } from '../contract/i18n/language';
import type { PortalError } from './portal-api';
import { CONTACT_REFUSALS, type ContactRefusal } from '../contract/business-address';
import {
  BOOKING_ALREADY_CANCELLED_CODE,
  CANCEL_TOO_LATE_CODE,
  SLOT_NOT_BOOKABLE_CODE,
  SLOT_TAKEN_CODE,
} from '../contract/portal-refusals';

/** The page's own words for the contact the business asks for, in every language. */
const CONTACT_TEXTS = {
  phone_required: 'error.phoneRequired',
  email_required: 'error.emailRequired',
  contact_required: 'error.contactRequired',
} as const satisfies Record<ContactRefusal, PortalKey>;

const isContactRefusal = (code: string): code is ContactRefusal => code in CONTACT_REFUSALS;

/** What the client must still give, as the page says it (details-form.tsx, the server's codes). */
export const contactText = (refusal: ContactRefusal, t: Translate<PortalKey>): string =>
  t(CONTACT_TEXTS[refusal]);

/** The 409s whose sentence is fixed: the page's words in every language. */
const WORDED: ReadonlyMap<string, PortalKey> = new Map<string, PortalKey>([
  [SLOT_TAKEN_CODE, 'error.taken'],
  [SLOT_NOT_BOOKABLE_CODE, 'error.notBookable'],
  [BOOKING_ALREADY_CANCELLED_CODE, 'error.alreadyCancelled'],
]);

/**
 * The 409s whose English names what the page may not know (the notice, the business's phone):
 * English shows the server's sentence, another language says it with the values of its `params`
 * (cancelTooLate), or without them when the answer has none.
 */
const WITHOUT_VALUES: ReadonlyMap<string, PortalKey> = new Map<string, PortalKey>([
  [CANCEL_TOO_LATE_CODE, 'error.cancelTooLate'],
]);

/** A late cancel with its notice and the phone to call; undefined without them. */
function cancelTooLate(params: MessageValues | undefined, t: Translate<PortalKey>) {
  const minutes = params?.noticeMinutes;
  const phone = params?.phone;
  if (typeof minutes !== 'number' || typeof phone !== 'string' || phone === '') return undefined;
  const inHours = minutes % 60 === 0;
  return t('error.cancelTooLateWithValues', {
    unit: inHours ? 'hours' : 'minutes',
    count: inHours ? minutes / 60 : minutes,
    phone,
  });
}

function codedText(error: PortalError, t: Translate<PortalKey>, language: Language) {
  for (const [index, code] of error.codes.entries()) {
    const worded = WORDED.get(code);
    if (worded) return t(worded);
    if (language === 'en') continue;
    const valued =
      code === CANCEL_TOO_LATE_CODE ? cancelTooLate(error.params[index], t) : undefined;
    if (valued) return valued;
    const valueless = WITHOUT_VALUES.get(code);
    if (valueless) return t(valueless);
  }
  return undefined;
}

/** Which call was refused: a 404 or a 409 means something else on the cancel page. */
export type RefusedCall = 'page' | 'slots' | 'book' | 'cancel';

export function refusalText(
  error: PortalError,
  t: Translate<PortalKey>,
  language: Language,
  call: RefusedCall,
): string {
  if (error.status === 0) return t('error.noConnection');
  const contact = error.codes.find(isContactRefusal);
  if (contact) return contactText(contact, t);
  const coded = codedText(error, t, language);
  if (coded) return coded;
  if (language === 'en' && error.messages.length > 0) return error.messages.join(' ');
  switch (error.status) {
    case 404:
      return call === 'cancel' ? t('error.cancelInvalid') : t('error.notFound');
    case 409:
      return call === 'cancel' ? t('error.cancelRefused') : t('error.taken');
    case 410:
      return t('error.closed');
    case 429:
      return t('error.rateLimited');
    case 400:
    case 422:
      return t('error.invalid');
    default:
      return t('error.status', { status: error.status });
  }
}

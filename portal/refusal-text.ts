// A refused call in the page's language (docs/decisions.md, Languages). In English the server's
// own message is shown, the spec's words exactly; in another language the refusal is told from its
// status where the page is, since the server writes English only.
import type { PortalKey } from '../contract/i18n/portal-messages';
import type { Translate } from '../contract/i18n/translator';
import type { Language } from '../contract/i18n/language';
import type { PortalError } from './portal-api';
import { CONTACT_REFUSALS, type ContactRefusal } from '../contract/business-address';

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

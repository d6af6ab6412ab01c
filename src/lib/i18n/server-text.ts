// A server refusal in the owner's language (docs/decisions.md, Languages). The server writes the
// spec's English, which English shows exactly; Norwegian tells the refusal from its `code` and
// the field it names (`param`), since the English words may change but the codes do not.
import { currentLanguage } from './language-store';
import type { AppKey } from './app-en';
import { translatorFor } from './use-t';

export interface ServerItem {
  msg: string;
  code?: string;
  param?: string;
}

const BY_CODE: Readonly<Record<string, AppKey>> = {
  unauthenticated: 'server.unauthenticated',
  forbidden: 'server.forbidden',
  not_found: 'server.notFound',
  conflict: 'server.conflict',
  gone: 'server.notFound',
  too_large: 'server.tooLarge',
  rate_limited: 'server.rateLimited',
  server_error: 'server.serverError',
  client_erased: 'server.clientErased',
  postal_code_invalid: 'businessAddress.postalCodeInvalid',
};

/** `fieldLabel`: the form's own label of a field, so the message names it as the form does. */
export function serverText(item: ServerItem, fieldLabel?: (param: string) => string | undefined) {
  const language = currentLanguage();
  if (language === 'en') return item.msg;
  const t = translatorFor(language);
  const known = item.code ? BY_CODE[item.code] : undefined;
  if (known) return t(known);
  const field = item.param ? fieldLabel?.(item.param) : undefined;
  return field ? t('server.field', { field }) : t('server.invalid');
}

// The mails' messages in one language (docs/decisions.md, Languages), parsed once per process.
import { createTranslator, type Translate } from '../../contract/i18n/translator.js';
import { MAIL_CATALOGS, type MailKey } from '../../contract/i18n/mail-messages.js';
import type { Language } from '../../contract/i18n/language.js';

const translators = new Map<Language, Translate<MailKey>>();

export function mailText(language: Language): Translate<MailKey> {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator(language, MAIL_CATALOGS[language]);
    translators.set(language, translate);
  }
  return translate;
}

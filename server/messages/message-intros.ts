// The opening paragraph ("intro") of each client e-mail: the default per language, or the
// business's own (docs/decisions.md, Message texts). Only the intro is the owner's; the facts
// line, the cancel link and the .ics stay generated, so a text cannot lose the cancel link.
import {
  fillIntro,
  type MessagePlaceholder,
  type MessageTextKind,
} from '../../contract/messages.js';
import type { Language } from '../../contract/i18n/language.js';
import type { Db } from '../db/database.js';

export const DEFAULT_INTROS: Record<MessageTextKind, Record<Language, string>> = {
  reminder: {
    en: 'This is a reminder of your booking at {business}:',
    nb: 'Vi minner om timen din hos {business}:',
  },
  confirmation: {
    en: 'Your booking at {business} is confirmed:',
    nb: 'Timen din hos {business} er bekreftet:',
  },
  change: {
    en: '{business} changed your booking. It is now:',
    nb: '{business} har endret timen din. Den er nå:',
  },
  cancellation: {
    en: '{business} cancelled your booking:',
    nb: '{business} har avlyst timen din:',
  },
};

/** The business's own intro of this kind and language, or null for the default. */
export async function customIntro(
  db: Db,
  businessId: number,
  kind: MessageTextKind,
  language: Language,
): Promise<string | null> {
  const row = await db
    .selectFrom('business_message_texts')
    .select('intro')
    .where('business_id', '=', businessId)
    .where('kind', '=', kind)
    .where('language', '=', language)
    .executeTakeFirst();
  return row?.intro ?? null;
}

/** The intro to send: the business's or the default, its placeholders filled. */
export function introText(
  kind: MessageTextKind,
  language: Language,
  custom: string | null,
  values: Record<MessagePlaceholder, string>,
): string {
  return fillIntro(custom ?? DEFAULT_INTROS[kind][language], values);
}

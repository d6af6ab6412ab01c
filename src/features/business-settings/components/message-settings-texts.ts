// Texts of Business settings' Messages and Message texts sections, from the catalogs in the
// owner's language (docs/decisions.md, Languages): `t` is useT() in a component and translate()
// outside React (the outbox labels and notices).
import type { Language } from '@contract/i18n/language';
import type { MessageTextKind } from '@contract/messages';
import type { AppKey } from '@/lib/i18n/app-en';
import { labelled, type LabelledChange } from '@/lib/i18n/label-message';
import { type AppTranslate, translate } from '@/lib/i18n/use-t';
import type { LabelMessage } from '@/lib/offline/outbox-label';

export function messageSettingsTexts(t: AppTranslate) {
  const hoursText = (hours: number) =>
    hours === 0 ? t('messages.off') : t('messages.hoursBefore', { hours });
  return {
    heading: t('messages.heading'),
    intro: t('messages.intro'),
    loading: t('messages.loading'),
    loadError: t('messages.loadError'),
    reminder: t('messages.reminder'),
    secondReminder: t('messages.secondReminder'),
    none: t('messages.none'),
    hours: hoursText,
    channels: t('messages.channels'),
    email: t('messages.email'),
    smsOff: t('messages.smsOff'),
    smsOn: (from: string) => t('messages.smsOn', { from }),
    appliesTo: t('messages.appliesTo'),
    saved: t('messages.saved'),
  };
}

/** A reminder's hours as a pending label's value: "Off", "24 hours before". */
function hoursValue(hours: number): LabelMessage {
  return hours === 0 ? { key: 'messages.off' } : { key: 'messages.hoursBefore', values: { hours } };
}

/**
 * The pending change of the reminders, kept as a message so the pending list words it in the
 * language shown (docs/offline.md, Outbox entries).
 */
export function messageSettingsLabel(first: number, second: number | null): LabelledChange {
  return second
    ? labelled('messages.change.reminders', {
        first: hoursValue(first),
        second: hoursValue(second),
      })
    : labelled('messages.change.reminder', { first: hoursValue(first) });
}

/** Each kind's words, named in full so the catalogs' check sees every key used. */
const MESSAGE_TEXT_KIND_KEYS = {
  reminder: 'messages.texts.reminder',
  confirmation: 'messages.texts.confirmation',
  change: 'messages.texts.change',
  cancellation: 'messages.texts.cancellation',
} as const satisfies Record<MessageTextKind, AppKey>;

/** The pending change of one message text; the language is named in its own words, as shown. */
export function messageTextLabel(kind: MessageTextKind, language: Language): LabelledChange {
  return labelled('messages.texts.changeLabel', {
    kind: { key: MESSAGE_TEXT_KIND_KEYS[kind] },
    language: messageTextsTexts(translate).languages[language],
  });
}

/** Texts of the "Message texts" section: the owner's own opening paragraph of each e-mail. */
export function messageTextsTexts(t: AppTranslate) {
  return {
    heading: t('messages.texts.heading'),
    intro: t('messages.texts.intro'),
    loading: t('messages.texts.loading'),
    loadError: t('messages.texts.loadError'),
    kind: t('messages.texts.kind'),
    kinds: {
      reminder: t('messages.texts.reminder'),
      confirmation: t('messages.texts.confirmation'),
      change: t('messages.texts.change'),
      cancellation: t('messages.texts.cancellation'),
    },
    language: t('messages.texts.language'),
    // untranslated: each language is named in its own words, as the Language menu names them.
    languages: { en: 'English', nb: 'Norsk' },
    text: t('messages.texts.text'),
    placeholders: t('messages.texts.placeholders'),
    preview: t('messages.texts.preview'),
    previewNote: t('messages.texts.previewNote'),
    custom: t('messages.texts.custom'),
    standard: t('messages.texts.standard'),
    save: t('messages.texts.save'),
    reset: t('messages.texts.reset'),
    saved: t('messages.texts.saved'),
  };
}

/**
 * The sample booking the preview is filled from, in the language of the message previewed (not
 * the owner's): the preview shows the e-mail as that client reads it.
 */
export const messageTextSample = {
  client: 'Kari Nordmann',
  date: '2026-12-04',
  time: '14:00',
  services: 'Haircut, Blow-dry',
  member: 'Anna',
  greeting: { en: 'Hello Kari Nordmann,', nb: 'Hei Kari Nordmann,' },
  facts: {
    en: 'Haircut, Blow-dry with Anna, 2026-12-04 at 14:00.',
    nb: 'Haircut, Blow-dry hos Anna, 2026-12-04 kl. 14:00.',
  },
} as const;

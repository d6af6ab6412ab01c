// The "On this device" panel's figures and sentences, in the owner's language (docs/decisions.md,
// Languages).
import dayjs from 'dayjs';
import { LANGUAGE_LOCALES, type Language } from '@contract/i18n/language';
import type { AppKey } from '@/lib/i18n/use-t';
import type { Persistence } from '@/lib/offline/storage-persistence';

/** Dates from..to, both counted. */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day') + 1;
}

/**
 * "Fri 20 Nov 2026", "fr. 20. nov. 2026": dayjs's names follow the language (dayjs-language.ts);
 * Norwegian puts a full stop after the day's number.
 */
export function keptDay(date: string, language: Language): string {
  return dayjs(date).format(language === 'nb' ? 'ddd D. MMM YYYY' : 'ddd D MMM YYYY');
}

/** "1.4 MB", "1,4 MB", "820 kB": decimal units, as the browser's own settings show them. */
export function formatBytes(bytes: number, language: Language): string {
  const number = (value: number) =>
    new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);
  if (bytes >= 1e9) return `${number(bytes / 1e9)} GB`;
  if (bytes >= 1e6) return `${number(bytes / 1e6)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}

export const PERSISTENCE_SENTENCES = {
  persistent: 'onDevice.persistent',
  'may-be-cleared': 'onDevice.mayBeCleared',
  unsupported: 'onDevice.unsupported',
} as const satisfies Record<Persistence, AppKey>;

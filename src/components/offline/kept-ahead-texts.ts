// The sentences that say what this device keeps ahead (docs/offline.md, Kept ahead), shared by
// the calendar's in-grid notice and the "On this device" panel, in the owner's language
// (docs/decisions.md, Languages): Norwegian writes a date "fre. 20. nov. 2026".
import dayjs from 'dayjs';
import type { AheadState } from '../../lib/offline/ahead-db';
import { translate } from '../../lib/i18n/use-t';

/** dayjs follows the owner's language in the signed-in screens (dayjs-language.ts). */
function inNorwegian(): boolean {
  return dayjs.locale() === 'nb';
}

/** "20 Nov 14:05" on the business's clock (`timeFormat`: "HH:mm" or "hh:mm A"). */
export function formatRefreshedAt(refreshedAt: number, timeFormat: string): string {
  return dayjs(refreshedAt).format(`${inNorwegian() ? 'D. MMM YYYY' : 'D MMM YYYY'} ${timeFormat}`);
}

/** "Fri 20 Nov 2026 to Fri 25 Dec 2026". */
export function formatKeptDays(kept: Pick<AheadState, 'from' | 'to'>): string {
  const day = (date: string) =>
    dayjs(date).format(inNorwegian() ? 'ddd D. MMM YYYY' : 'ddd D MMM YYYY');
  return translate('keptAhead.days', { from: day(kept.from), to: day(kept.to) });
}

/** Why a day cannot be shown offline, with what is kept instead. */
export function notKeptSentence(kept: AheadState | undefined, timeFormat: string): string {
  if (!kept) return translate('keptAhead.nothingKept');
  return translate('keptAhead.keeps', {
    days: formatKeptDays(kept),
    when: formatRefreshedAt(kept.refreshedAt, timeFormat),
  });
}

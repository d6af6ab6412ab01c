// What the booking editor says about a refusal (docs/decisions.md, Languages): in English the
// server's own sentences, as the spec has them; in Norwegian the refusal told from its conflict's
// reason and what it names (the booking in the way, the member), or, where the refusal carries
// its values (`params`: the day's hours, why the member is away), from them. Otherwise it is told
// by its code in either language (lib/i18n/server-text.ts), since the server's English words may
// change but its reasons and codes do not.
import { instantToLocal } from '@contract/booking-time';
import { ApiError, messagesOf } from '@/lib/api/api-error';
import { currentLanguage } from '@/lib/i18n/language-store';
import { serverText } from '@/lib/i18n/server-text';
import type { AppTranslate } from '@/lib/i18n/use-t';
import { conflictOf } from '@/lib/offline/use-outbox-mutation';
import { readBookingConflict, type BookingConflict } from '../../api/booking-conflict';
import { bookingId, customerName } from '../shared/booking-format';

export interface RefusalContext {
  /** A member's name by id; undefined when this device does not know them. */
  memberName: (id: number) => string | undefined;
  /** The business's time zone, in which the booking in the way is shown. */
  timeZone: string;
  /** "HH:mm" on the business's clock. */
  formatTime: (text: string) => string;
}

/** `hasValues`: the refusal carries its values, which serverText says more fully. */
function conflictText(
  conflict: BookingConflict,
  t: AppTranslate,
  context: RefusalContext,
  hasValues: boolean,
): string | undefined {
  const member =
    conflict.memberId === undefined ? undefined : context.memberName(conflict.memberId);
  const localTime = (instant: string) =>
    context.formatTime(instantToLocal(new Date(instant), context.timeZone).time);
  switch (conflict.reason) {
    case 'overlap': {
      const other = conflict.appointment;
      if (!other) return undefined;
      return t('booking.refusal.overlap', {
        booking: bookingId(other.id),
        name: customerName(other),
        from: localTime(other.start),
        to: localTime(other.end),
      });
    }
    case 'outside_hours':
      return hasValues ? undefined : t('booking.refusal.outsideHours');
    case 'changed':
      return t('booking.refusal.changed');
    case 'member_services':
      return member && !hasValues ? t('booking.refusal.memberServices', { member }) : undefined;
    case 'member_away':
      return member && !hasValues ? t('booking.refusal.memberAway', { member }) : undefined;
  }
}

/** The refusal's sentences in the current language, one per message the server sent. */
export function refusalMessages(
  error: unknown,
  t: AppTranslate,
  context: RefusalContext,
): string[] {
  if (currentLanguage() !== 'en') {
    const conflict = readBookingConflict(conflictOf(error));
    const hasValues = error instanceof ApiError && error.items.some((item) => item.params);
    const told = conflict ? conflictText(conflict, t, context, hasValues) : undefined;
    if (told) return [told];
  }
  if (error instanceof ApiError) return error.items.map((item) => serverText(item));
  return messagesOf(error);
}

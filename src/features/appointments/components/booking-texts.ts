// The diary's words that a client's page shares with the booking editor: who performs a booking
// and the new booking's title. Read from the catalogs in the current language
// (docs/decisions.md, Languages) each time they are read, so they stay plain properties.
import { translate } from '@/lib/i18n/use-t';

export const bookingTexts = {
  get with() {
    return translate('booking.with');
  },
  get newBookingForClient() {
    return translate('booking.newTitle');
  },
};

// The one place that decides which columns of an owner's row leave the server: the profile the app
// shows, never the password hash or verification state. Sign-in (auth) and the business-info
// updates (business-settings) both answer with it.
import type { CurrentUser } from '../../contract/auth.js';
import { readBusinessLocale } from '../repositories/business-locale.js';
import type { UserRow } from '../db/schema.js';
import { asLanguage } from '../../contract/i18n/language.js';
import { asBookingContactRule } from '../../contract/business-address.js';

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    businessName: user.business_name,
    email: user.email,
    businessPhone: user.mobile,
    country: user.country,
    timezone: user.timezone,
    brand_logo: user.brand_logo,
    slug: user.slug,
    ...readBusinessLocale(user),
    language: asLanguage(user.language),
    bookingLanguage: asLanguage(user.booking_language),
    address: { street: user.street_address, postalCode: user.postal_code, city: user.city },
    bookingContact: asBookingContactRule(user.booking_contact),
  };
}

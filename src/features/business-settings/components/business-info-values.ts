// What Business information's form holds and what it sends (spec 5): the profile as form values,
// and back into the update with only what the owner changed of the booking link, the locale, the
// address and the contact rule (docs/decisions.md, Address and booking page).
import type { CurrentUser } from '@contract/auth';
import { DEFAULT_BOOKING_CONTACT } from '@contract/business-address';
import { localeOf } from '@/lib/format/business-locale';
import type { BusinessInfoUpdate } from '../api/update-business-info';

export interface InfoFormValues {
  firstname: string;
  lastname: string;
  business_name: string;
  mobile: string;
  timezone: string;
  password: string;
  /** Change-password mode only: the password now, and the new one again. */
  current_password: string;
  confirm_password: string;
  slug: string;
  currency: string;
  clock: string;
  /** "1", "6" or "7", as the select holds it. */
  week_start: string;
  street_address: string;
  postal_code: string;
  city: string;
  /** 'either', 'phone', 'email' or 'both'. */
  booking_contact: string;
}

/** The fields sent only when changed: '' is a value of its own for the address parts. */
const SENT_WHEN_CHANGED = [
  'currency',
  'clock',
  'week_start',
  'street_address',
  'postal_code',
  'city',
  'booking_contact',
] as const;

function localeValuesOf(user: CurrentUser) {
  const locale = localeOf(user);
  return { currency: locale.currency, clock: locale.clock, week_start: String(locale.weekStart) };
}

function sentWhenChangedOf(user: CurrentUser) {
  return {
    ...localeValuesOf(user),
    street_address: user.address?.street ?? '',
    postal_code: user.address?.postalCode ?? '',
    city: user.address?.city ?? '',
    booking_contact: user.bookingContact ?? DEFAULT_BOOKING_CONTACT,
  };
}

export function valuesOf(user: CurrentUser): InfoFormValues {
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    business_name: user.businessName,
    mobile: user.businessPhone,
    timezone: user.timezone,
    password: '',
    current_password: '',
    confirm_password: '',
    slug: user.slug ?? '',
    ...sentWhenChangedOf(user),
  };
}

/** Only what the owner changed, as the booking link: an unchanged value is not sent. */
function changedFields(values: InfoFormValues, user: CurrentUser) {
  const now = sentWhenChangedOf(user);
  return Object.fromEntries(
    SENT_WHEN_CHANGED.filter((field) => values[field].trim() !== now[field]).map((field) => [
      field,
      values[field].trim(),
    ]),
  );
}

/** The link as the owner has it now: a slug given at registration may predate today's rule. */
export const slugChanged = (values: InfoFormValues, user: CurrentUser) =>
  values.slug !== (user.slug ?? '');

/** Spec 5: a name or phone left empty keeps the profile's value. */
export function toUpdate(
  values: InfoFormValues,
  user: CurrentUser,
  changingPassword: boolean,
  logo: File | null,
): BusinessInfoUpdate {
  return {
    firstname: values.firstname.trim() || user.firstName,
    lastname: values.lastname.trim() || user.lastName,
    mobile: values.mobile.trim() || user.businessPhone,
    timezone: values.timezone || user.timezone,
    ...(slugChanged(values, user) && { slug: values.slug }),
    // Only a name the owner changed; an emptied one keeps the name, like the other names.
    ...(values.business_name.trim() &&
      values.business_name.trim() !== user.businessName && {
        business_name: values.business_name.trim(),
      }),
    ...changedFields(values, user),
    ...(changingPassword && {
      password: values.password,
      currentPassword: values.current_password,
    }),
    ...(logo && { brandLogo: logo }),
  };
}

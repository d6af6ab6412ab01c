// PUT /api/business_settings/info_update/{userId}: the profile as multipart, with an optional
// logo and a new booking link. Through the outbox (the logo's bytes kept with it), except a
// password change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { CurrentUser } from '@contract/auth';
import {
  type BusinessInfoFields,
  businessInfoFieldsSchema,
  type BusinessProfileUpdateResponse,
  businessProfileUpdateResponseSchema,
} from '@contract/business-settings';
import { apiRequest } from '@/lib/api/api-client';
import { notifyPending, notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate } from '@/lib/offline/change-kinds';
import { type OutboxEntry, type StoredFile, toStoredFile } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { type OutboxOutcome, submitChange } from '@/lib/offline/use-outbox-mutation';
import { currentUserQueryKey } from '@/lib/session/current-user';
import type { AvailabilitySettings } from '@contract/availability-settings';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { BUSINESS_INFO_UPDATED_MESSAGE } from '@contract/business-settings';
import { availabilitySettingsKey } from './availability-settings';
import { removeBrandLogoKind } from './remove-brand-logo';
import { BUSINESS_INFO_TARGET } from './query-keys';

export interface BusinessInfoUpdate extends Required<
  Pick<BusinessInfoFields, 'firstname' | 'lastname' | 'mobile' | 'timezone'>
> {
  /** Only in change-password mode (spec 4): otherwise the field is not sent at all. */
  password?: string;
  /** With `password` only: sent as `current_password` (docs/decisions.md, Accounts). */
  currentPassword?: string;
  /** Only when the owner changed the booking link: otherwise the field is not sent at all. */
  slug?: string;
  /** Only when the owner changed the business name (docs/decisions.md, Business name). */
  business_name?: string;
  /** The business's locale (docs/decisions.md, Locale), as the form sends it: text. */
  currency?: string;
  clock?: string;
  week_start?: string;
  /** Address parts and the contact rule, only those the owner changed ('' clears a part). */
  street_address?: string;
  postal_code?: string;
  city?: string;
  booking_contact?: string;
  brandLogo?: File;
}

export const updateBusinessInfoKind = defineChangeKind({
  kind: 'settings.businessInfo',
  encoding: 'form',
  schema: businessInfoFieldsSchema,
  // Empty names and phone keep the current values on the server too (spec 5).
  overlay: ({
    firstname,
    lastname,
    business_name,
    mobile,
    timezone,
    slug,
    currency,
    clock,
    week_start,
    street_address,
    postal_code,
    city,
    booking_contact,
  }) => [
    itemUpdate<CurrentUser>(currentUserQueryKey, (user) => ({
      ...user,
      firstName: firstname || user.firstName,
      lastName: lastname || user.lastName,
      businessName: business_name || user.businessName,
      businessPhone: mobile || user.businessPhone,
      timezone: timezone || user.timezone,
      slug: slug || user.slug,
      // A pending locale shows at once: prices, times and weeks follow it before it is sent.
      currency: currency || user.currency,
      clock: clock || user.clock,
      weekStart: week_start || user.weekStart,
      // Absent keeps a part; '' clears it (docs/decisions.md, Address and booking page).
      address: {
        street: street_address ?? user.address?.street ?? '',
        postalCode: postal_code ?? user.address?.postalCode ?? '',
        city: city ?? user.address?.city ?? '',
      },
      bookingContact: booking_contact || user.bookingContact,
    })),
    // The Online booking screen shows the link too.
    itemUpdate<AvailabilitySettings>(availabilitySettingsKey, (settings) => ({
      ...settings,
      slug: slug || settings.slug,
    })),
  ],
});

/** Multipart, with the logo's bytes kept in the outbox (a File cannot outlive the page). */
export async function businessInfoChange(
  userId: number,
  update: Omit<BusinessInfoUpdate, 'password' | 'currentPassword'>,
): Promise<OutboxChange> {
  const { brandLogo, ...fields } = update;
  return {
    kind: updateBusinessInfoKind.kind,
    target: BUSINESS_INFO_TARGET,
    ...labelled(brandLogo ? 'settings.change.infoAndLogo' : 'settings.change.info'),
    method: 'PUT',
    path: apiPaths.updateBusinessInfo(userId),
    body: {
      kind: 'form',
      fields: { ...fields },
      files: brandLogo ? { brand_logo: await toStoredFile(brandLogo) } : {},
    },
  };
}

/**
 * The logo a pending change will upload, or null: none queued, or a removal queued after it.
 * Shown in place of the current logo until it is sent.
 */
export function pendingLogoOf(
  entries: readonly OutboxEntry[],
): { entryId: number; file: StoredFile } | null {
  let pending: { entryId: number; file: StoredFile } | null = null;
  for (const entry of entries) {
    if (entry.kind === removeBrandLogoKind.kind) pending = null;
    if (entry.kind === updateBusinessInfoKind.kind && entry.body.kind === 'form') {
      const file = entry.body.files.brand_logo;
      if (file) pending = { entryId: entry.id, file };
    }
  }
  return pending;
}

export function toBusinessInfoFormData(update: BusinessInfoUpdate): FormData {
  const formData = new FormData();
  formData.append('firstname', update.firstname);
  formData.append('lastname', update.lastname);
  formData.append('mobile', update.mobile);
  formData.append('timezone', update.timezone);
  if (update.slug !== undefined) formData.append('slug', update.slug);
  if (update.business_name !== undefined) formData.append('business_name', update.business_name);
  for (const field of [
    'currency',
    'clock',
    'week_start',
    'street_address',
    'postal_code',
    'city',
    'booking_contact',
  ] as const) {
    const value = update[field];
    if (value !== undefined) formData.append(field, value);
  }
  if (update.password !== undefined) formData.append('password', update.password);
  if (update.currentPassword !== undefined)
    formData.append('current_password', update.currentPassword);
  if (update.brandLogo) formData.append('brand_logo', update.brandLogo, update.brandLogo.name);
  return formData;
}

export function updateBusinessInfo(
  userId: number,
  update: BusinessInfoUpdate,
  idempotencyKey: string,
) {
  return apiRequest(apiPaths.updateBusinessInfo(userId), {
    method: 'PUT',
    formData: toBusinessInfoFormData(update),
    schema: businessProfileUpdateResponseSchema,
    idempotencyKey,
  });
}

/**
 * Through the outbox, so an update made offline is sent later, except a password change: a
 * password is never kept on the device, so that one needs a connection. A refusal is left to the
 * form: on the field the server names (the booking link, the current password), else its alert.
 */
export function useUpdateBusinessInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      update: BusinessInfoUpdate,
    ): Promise<OutboxOutcome<BusinessProfileUpdateResponse>> => {
      if (update.password !== undefined) {
        const data = await updateBusinessInfo(userId, update, crypto.randomUUID());
        return { status: 'sent', data };
      }
      // Never a password in the outbox, not even a current one sent without a new one.
      const { currentPassword: _current, ...rest } = update;
      const change = await businessInfoChange(userId, rest);
      return submitChange(change, businessProfileUpdateResponseSchema);
    },
    onSuccess: async (outcome) => {
      if (outcome.status === 'pending') {
        notifyPending();
        return;
      }
      // The top bar's initials read this query: show the new names at once.
      queryClient.setQueryData(currentUserQueryKey, outcome.data.user);
      // The spec's English notice as it is; in Norwegian the same notice in its words.
      notifySuccess(
        outcome.data.msg === BUSINESS_INFO_UPDATED_MESSAGE
          ? translate('settings.infoUpdated')
          : outcome.data.msg,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: availabilitySettingsKey, exact: true }),
      ]);
    },
  });
}

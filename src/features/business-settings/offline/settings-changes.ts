// The business settings' changes as outbox entries, and how each shows before the server has it.
import { apiPaths } from '../../../../contract/api-paths';
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type ServiceInterval,
  type ServiceIntervalBody,
  type WeekDay,
} from '../../../../contract/business-settings';
import type { IntervalType } from '../../../../contract/reference';
import type { CurrentUser } from '../../../../contract/auth';
import { toStoredFile, type OutboxEntry, type StoredFile } from '../../../lib/offline/offline-db';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { registerOverlay } from '../../../lib/offline/pending-overlays';
import { queuedJson } from '../../../lib/offline/use-outbox-entries';
import { currentUserQueryKey } from '../../../lib/session/current-user';
import type { BusinessInfoUpdate } from '../api/update-business-info';
import { businessSettingsKeys } from '../api/query-keys';

export const settingsChangeKinds = {
  dayOpen: 'settings.dayOpen',
  openingTime: 'settings.openingTime',
  closingTime: 'settings.closingTime',
  serviceInterval: 'settings.serviceInterval',
  businessInfo: 'settings.businessInfo',
  removeLogo: 'settings.removeLogo',
} as const;

export const weekDayTarget = (dayId: number) => `weekday:${dayId}`;
export const SERVICE_INTERVAL_TARGET = 'service-interval';
export const BUSINESS_INFO_TARGET = 'business-info';

const put = (kind: string, path: string, json: unknown, label: string, target: string) =>
  ({ kind, target, label, method: 'PUT', path, body: { kind: 'json', json } }) as const;

export function dayOpenChange(body: { id: number; open: 1 | 0 }, weekName: string): OutboxChange {
  const label = `${body.open ? 'Open' : 'Close'} ${weekName}`;
  return put(
    settingsChangeKinds.dayOpen,
    apiPaths.updateDayOpen,
    body,
    label,
    weekDayTarget(body.id),
  );
}

export function openingTimeChange(body: { tid: number; openingTime: string }, weekName: string) {
  const label = `${weekName} opens at ${body.openingTime || DEFAULT_OPENING_TIME}`;
  const target = weekDayTarget(body.tid);
  return put(settingsChangeKinds.openingTime, apiPaths.updateOpeningTime, body, label, target);
}

export function closingTimeChange(body: { ctid: number; closingTime: string }, weekName: string) {
  const label = `${weekName} closes at ${body.closingTime || DEFAULT_CLOSING_TIME}`;
  const target = weekDayTarget(body.ctid);
  return put(settingsChangeKinds.closingTime, apiPaths.updateClosingTime, body, label, target);
}

export function serviceIntervalChange(body: ServiceIntervalBody, minutes?: number): OutboxChange {
  const label = minutes ? `Service interval: ${minutes} minutes` : 'Service interval';
  const path = apiPaths.updateServiceInterval;
  return put(settingsChangeKinds.serviceInterval, path, body, label, SERVICE_INTERVAL_TARGET);
}

/** Multipart, with the logo's bytes kept in the outbox (a File cannot outlive the page). */
export async function businessInfoChange(
  userId: number,
  update: Omit<BusinessInfoUpdate, 'password'>,
): Promise<OutboxChange> {
  const { brandLogo, ...fields } = update;
  return {
    kind: settingsChangeKinds.businessInfo,
    target: BUSINESS_INFO_TARGET,
    label: brandLogo ? 'Business information and logo' : 'Business information',
    method: 'PUT',
    path: apiPaths.updateBusinessInfo(userId),
    body: {
      kind: 'form',
      fields: { ...fields },
      files: brandLogo ? { brand_logo: await toStoredFile(brandLogo) } : {},
    },
  };
}

export function removeLogoChange(userId: number): OutboxChange {
  return {
    kind: settingsChangeKinds.removeLogo,
    target: BUSINESS_INFO_TARGET,
    label: 'Remove the business logo',
    method: 'PUT',
    path: apiPaths.removeBrandLogo(userId),
    body: { kind: 'none' },
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
    if (entry.kind === settingsChangeKinds.removeLogo) pending = null;
    if (entry.kind === settingsChangeKinds.businessInfo && entry.body.kind === 'form') {
      const file = entry.body.files.brand_logo;
      if (file) pending = { entryId: entry.id, file };
    }
  }
  return pending;
}

function changeDay(dayId: number, change: (day: WeekDay) => WeekDay) {
  return {
    queryKey: businessSettingsKeys.weekDays(),
    update: (old: unknown) =>
      Array.isArray(old)
        ? (old as WeekDay[]).map((day) => (day.id === dayId ? change(day) : day))
        : undefined,
  };
}

const changeUser = (change: (user: CurrentUser) => CurrentUser) => ({
  queryKey: currentUserQueryKey,
  update: (old: unknown) => (old ? change(old as CurrentUser) : undefined),
});

/** Registers how each settings change shows while pending (as the server will store it). */
export function registerSettingsOverlays(): void {
  registerOverlay(settingsChangeKinds.dayOpen, (entry) => {
    const body = queuedJson<{ id: number; open: 1 | 0 }>(entry);
    if (!body) return [];
    return [
      changeDay(body.id, (day) =>
        body.open
          ? {
              ...day,
              open: true,
              openingTime: day.openingTime ?? DEFAULT_OPENING_TIME,
              closingTime: day.closingTime ?? DEFAULT_CLOSING_TIME,
            }
          : { ...day, open: false, openingTime: null, closingTime: null },
      ),
    ];
  });
  registerOverlay(settingsChangeKinds.openingTime, (entry) => {
    const body = queuedJson<{ tid: number; openingTime: string }>(entry);
    if (!body) return [];
    const time = body.openingTime || DEFAULT_OPENING_TIME;
    return [changeDay(body.tid, (day) => ({ ...day, openingTime: time }))];
  });
  registerOverlay(settingsChangeKinds.closingTime, (entry) => {
    const body = queuedJson<{ ctid: number; closingTime: string }>(entry);
    if (!body) return [];
    const time = body.closingTime || DEFAULT_CLOSING_TIME;
    return [changeDay(body.ctid, (day) => ({ ...day, closingTime: time }))];
  });
  registerOverlay(settingsChangeKinds.serviceInterval, (entry, { queryClient }) => {
    const body = queuedJson<{ id: number; intervalTypeID: number }>(entry);
    if (!body) return [];
    const types = queryClient.getQueryData<IntervalType[]>(businessSettingsKeys.intervalTypes());
    const chosen = types?.find((type) => type.id === body.intervalTypeID);
    return [
      {
        queryKey: businessSettingsKeys.serviceInterval(),
        update: (old: unknown) =>
          old
            ? {
                ...(old as ServiceInterval),
                intervalTypeID: body.intervalTypeID,
                duration: chosen?.duration ?? (old as ServiceInterval).duration,
              }
            : undefined,
      },
    ];
  });
  registerOverlay(settingsChangeKinds.businessInfo, (entry) => {
    if (entry.body.kind !== 'form') return [];
    const { firstname, lastname, mobile, timezone } = entry.body.fields;
    // Empty names and phone keep the current values on the server too (spec 5).
    return [
      changeUser((user) => ({
        ...user,
        firstName: firstname?.trim() || user.firstName,
        lastName: lastname?.trim() || user.lastName,
        businessPhone: mobile?.trim() || user.businessPhone,
        timezone: timezone || user.timezone,
      })),
    ];
  });
  registerOverlay(settingsChangeKinds.removeLogo, () => [
    changeUser((user) => ({ ...user, brand_logo: null })),
  ]);
}

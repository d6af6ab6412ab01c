// PUT /api/businessHours/update1 and /update2 (through the outbox, from "Save All Changes"): a
// weekday's opening and closing times. The two calls differ only in their field names (tid and
// openingTime, ctid and closingTime), so both live here; a cleared time is stored as the default.
import { labelled, type LabelledChange } from '@/lib/i18n/label-message';
import { apiPaths } from '@contract/api-paths';
import {
  type ClosingTimeBody,
  closingTimeBodySchema,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type OpeningTimeBody,
  openingTimeBodySchema,
} from '@contract/business-settings';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { weekDayUpdate } from './get-week-days';
import { weekDayTarget } from './query-keys';
import { weekDayValue } from './week-day-label';

export const updateOpeningTimeKind = defineChangeKind({
  kind: 'settings.openingTime',
  encoding: 'json',
  schema: openingTimeBodySchema,
  overlay: (body) => {
    const time = body.openingTime || DEFAULT_OPENING_TIME;
    return [weekDayUpdate(body.tid, (day) => ({ ...day, openingTime: time }))];
  },
});

export const updateClosingTimeKind = defineChangeKind({
  kind: 'settings.closingTime',
  encoding: 'json',
  schema: closingTimeBodySchema,
  overlay: (body) => {
    const time = body.closingTime || DEFAULT_CLOSING_TIME;
    return [weekDayUpdate(body.ctid, (day) => ({ ...day, closingTime: time }))];
  },
});

export function openingTimeChange(
  body: OpeningTimeBody & { tid: number },
  dayOfWeek: number | undefined,
): OutboxChange {
  const time = body.openingTime || DEFAULT_OPENING_TIME;
  return dayTimeChange(
    updateOpeningTimeKind.kind,
    body.tid,
    labelled('hours.change.opensAt', { day: weekDayValue(dayOfWeek), time }),
    {
      path: apiPaths.updateOpeningTime,
      body,
    },
  );
}

export function closingTimeChange(
  body: ClosingTimeBody & { ctid: number },
  dayOfWeek: number | undefined,
): OutboxChange {
  const time = body.closingTime || DEFAULT_CLOSING_TIME;
  return dayTimeChange(
    updateClosingTimeKind.kind,
    body.ctid,
    labelled('hours.change.closesAt', { day: weekDayValue(dayOfWeek), time }),
    {
      path: apiPaths.updateClosingTime,
      body,
    },
  );
}

function dayTimeChange(
  kind: string,
  weekDayId: number,
  label: LabelledChange,
  request: { path: string; body: OpeningTimeBody | ClosingTimeBody },
): OutboxChange {
  return {
    kind,
    target: weekDayTarget(weekDayId),
    ...label,
    method: 'PUT',
    path: request.path,
    body: jsonBody(request.body),
  };
}

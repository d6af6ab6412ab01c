// PUT /api/businessHours/update1 (through the outbox, from "Save All Changes"): a weekday's
// opening time; a cleared time is stored as the default.
import { apiPaths } from '../../../../contract/api-paths';
import {
  DEFAULT_OPENING_TIME,
  type OpeningTimeBody,
  openingTimeBodySchema,
} from '../../../../contract/business-settings';
import { defineChangeKind, jsonBody } from '../../../lib/offline/change-kinds';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { weekDayUpdate } from './get-week-days';
import { weekDayTarget } from './query-keys';

export const updateOpeningTimeKind = defineChangeKind({
  kind: 'settings.openingTime',
  encoding: 'json',
  schema: openingTimeBodySchema,
  overlay: (body) => {
    const time = body.openingTime || DEFAULT_OPENING_TIME;
    return [weekDayUpdate(body.tid, (day) => ({ ...day, openingTime: time }))];
  },
});

export function openingTimeChange(
  body: OpeningTimeBody & { tid: number },
  weekName: string,
): OutboxChange {
  return {
    kind: updateOpeningTimeKind.kind,
    target: weekDayTarget(body.tid),
    label: `${weekName} opens at ${body.openingTime || DEFAULT_OPENING_TIME}`,
    method: 'PUT',
    path: apiPaths.updateOpeningTime,
    body: jsonBody(body),
  };
}

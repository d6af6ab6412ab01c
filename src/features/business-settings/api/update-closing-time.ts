// PUT /api/businessHours/update2 (through the outbox, from "Save All Changes"): a weekday's
// closing time; a cleared time is stored as the default.
import { apiPaths } from '../../../../contract/api-paths';
import {
  type ClosingTimeBody,
  closingTimeBodySchema,
  DEFAULT_CLOSING_TIME,
} from '../../../../contract/business-settings';
import { defineChangeKind, jsonBody } from '../../../lib/offline/change-kinds';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { weekDayUpdate } from './get-week-days';
import { weekDayTarget } from './query-keys';

export const updateClosingTimeKind = defineChangeKind({
  kind: 'settings.closingTime',
  encoding: 'json',
  schema: closingTimeBodySchema,
  overlay: (body) => {
    const time = body.closingTime || DEFAULT_CLOSING_TIME;
    return [weekDayUpdate(body.ctid, (day) => ({ ...day, closingTime: time }))];
  },
});

export function closingTimeChange(
  body: ClosingTimeBody & { ctid: number },
  weekName: string,
): OutboxChange {
  return {
    kind: updateClosingTimeKind.kind,
    target: weekDayTarget(body.ctid),
    label: `${weekName} closes at ${body.closingTime || DEFAULT_CLOSING_TIME}`,
    method: 'PUT',
    path: apiPaths.updateClosingTime,
    body: jsonBody(body),
  };
}

// PUT /api/businessDays/update (through the outbox, from "Save All Changes"): opens or closes a
// weekday. A day opened gets the default hours until its times are set; a closed one has none.
import { translate } from '@/lib/i18n/use-t';
import { apiPaths } from '@contract/api-paths';
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type DayOpenBody,
  dayOpenBodySchema,
} from '@contract/business-settings';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { weekDayUpdate } from './get-week-days';
import { weekDayTarget } from './query-keys';

export const updateDayOpenKind = defineChangeKind({
  kind: 'settings.dayOpen',
  encoding: 'json',
  schema: dayOpenBodySchema,
  overlay: (body) => [
    weekDayUpdate(body.id, (day) =>
      body.open
        ? {
            ...day,
            open: true,
            openingTime: day.openingTime ?? DEFAULT_OPENING_TIME,
            closingTime: day.closingTime ?? DEFAULT_CLOSING_TIME,
          }
        : {
            ...day,
            open: false,
            openingTime: null,
            closingTime: null,
            secondOpeningTime: null,
            secondClosingTime: null,
          },
    ),
  ],
});

export function dayOpenChange(body: DayOpenBody & { id: number }, weekName: string): OutboxChange {
  return {
    kind: updateDayOpenKind.kind,
    target: weekDayTarget(body.id),
    label: translate(body.open ? 'hours.change.open' : 'hours.change.close', { day: weekName }),
    method: 'PUT',
    path: apiPaths.updateDayOpen,
    body: jsonBody(body),
  };
}

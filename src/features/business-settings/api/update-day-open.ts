// PUT /api/businessDays/update (through the outbox, from "Save All Changes"): opens or closes a
// weekday. A day opened gets the default hours until its times are set; a closed one has none.
import { labelled } from '@/lib/i18n/label-message';
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
import { weekDayValue } from './week-day-label';

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

/** `dayOfWeek` names the day in the label: 1 = Monday ... 7 = Sunday. */
export function dayOpenChange(
  body: DayOpenBody & { id: number },
  dayOfWeek: number | undefined,
): OutboxChange {
  return {
    kind: updateDayOpenKind.kind,
    target: weekDayTarget(body.id),
    ...labelled(body.open ? 'hours.change.open' : 'hours.change.close', {
      day: weekDayValue(dayOfWeek),
    }),
    method: 'PUT',
    path: apiPaths.updateDayOpen,
    body: jsonBody(body),
  };
}

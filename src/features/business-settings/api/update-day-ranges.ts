// PUT /api/businessHours/ranges (through the outbox, from "Save All Changes"): an open weekday's
// hours in one change, a split day's second range included (docs/decisions.md, Split days).
import { labelled, type LabelledChange } from '@/lib/i18n/label-message';
import { apiPaths } from '@contract/api-paths';
import { type DayRangesBody, dayRangesBodySchema } from '@contract/business-settings';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { weekDayUpdate } from './get-week-days';
import { weekDayTarget } from './query-keys';
import { weekDayValue } from './week-day-label';

export const updateDayRangesKind = defineChangeKind({
  kind: 'settings.dayRanges',
  encoding: 'json',
  schema: dayRangesBodySchema,
  overlay: (body) => [
    weekDayUpdate(body.id, (day) => ({
      ...day,
      openingTime: body.openingTime,
      closingTime: body.closingTime,
      secondOpeningTime: body.secondOpeningTime ?? null,
      secondClosingTime: body.secondClosingTime ?? null,
    })),
  ],
});

/** The outbox's label: "Saturday 09:00–13:00, 15:00–19:00". */
function rangesLabel(body: DayRangesBody, dayOfWeek: number | undefined): LabelledChange {
  const first = {
    day: weekDayValue(dayOfWeek),
    opens: body.openingTime,
    closes: body.closingTime,
  };
  return body.secondOpeningTime && body.secondClosingTime
    ? labelled('hours.change.splitRanges', {
        ...first,
        opensAgain: body.secondOpeningTime,
        closesAgain: body.secondClosingTime,
      })
    : labelled('hours.change.range', first);
}

export function dayRangesChange(
  body: DayRangesBody & { id: number },
  dayOfWeek: number | undefined,
): OutboxChange {
  return {
    kind: updateDayRangesKind.kind,
    target: weekDayTarget(body.id),
    ...rangesLabel(body, dayOfWeek),
    method: 'PUT',
    path: apiPaths.updateDayRanges,
    body: jsonBody(body),
  };
}

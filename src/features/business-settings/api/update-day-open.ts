// PUT /api/businessDays/update: opens (1) or closes (0) a weekday; closing clears its hours.
import { apiPaths } from '../../../../contract/api-paths';
import {
  type DayOpenBody,
  weekDayUpdateResponseSchema,
} from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';

export function updateDayOpen(body: DayOpenBody, idempotencyKey: string) {
  return apiRequest(apiPaths.updateDayOpen, {
    method: 'PUT',
    json: body,
    schema: weekDayUpdateResponseSchema,
    idempotencyKey,
  });
}

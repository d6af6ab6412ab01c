// PUT /api/businessHours/update1: the opening time ("HH:mm"; '' stores the default 10:00).
import { apiPaths } from '../../../../contract/api-paths';
import {
  type OpeningTimeBody,
  weekDayUpdateResponseSchema,
} from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';

export function updateOpeningTime(body: OpeningTimeBody, idempotencyKey: string) {
  return apiRequest(apiPaths.updateOpeningTime, {
    method: 'PUT',
    json: body,
    schema: weekDayUpdateResponseSchema,
    idempotencyKey,
  });
}

// PUT /api/businessHours/update2: the closing time ("HH:mm"; '' stores the default 19:00).
import { apiPaths } from '../../../../contract/api-paths';
import {
  type ClosingTimeBody,
  weekDayUpdateResponseSchema,
} from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';

export function updateClosingTime(body: ClosingTimeBody, idempotencyKey: string) {
  return apiRequest(apiPaths.updateClosingTime, {
    method: 'PUT',
    json: body,
    schema: weekDayUpdateResponseSchema,
    idempotencyKey,
  });
}

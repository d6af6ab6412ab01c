// OpenAPI schema parts of the calls behind app.authenticate. Their 401 comes from that hook,
// before any handler runs, so every one of them documents it alike.
import type { z } from 'zod';
import { errorResponseSchema } from '../../contract/common.js';

export const BEARER_SECURITY = [{ bearer: [] }];

/**
 * What any signed-in change may answer besides its own refusals: 400 for a body or
 * Idempotency-Key that does not parse, 401, and 422 for a key already used by another request.
 */
export const MUTATION_ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  422: errorResponseSchema,
};

/** A signed-in call that takes no parameters and no body: its answer, or the hook's 401. */
export function signedInSchema<Answer extends z.ZodType>(
  tags: string[],
  description: string,
  answer: Answer,
) {
  return {
    tags,
    description,
    security: BEARER_SECURITY,
    response: { 200: answer, 401: errorResponseSchema },
  };
}

// Refuses text holding U+0000 before any route sees it: PostgreSQL cannot store it in a text
// column and would fail with a 500, and SQLite must answer the same way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || !value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.params) || holdsNul(request.query)) {
      throw new HttpError(400, NUL_TEXT_MESSAGE);
    }
  });
});

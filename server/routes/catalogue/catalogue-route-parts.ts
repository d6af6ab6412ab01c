// What the catalogue's two sets of routes share: their OpenAPI tag and how a creation runs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { runMutation } from '../../plugins/idempotency.js';

export const TAGS = ['catalogue'];

/** Both creations are the signed-in business's, stamped with the time, and answer 201. */
export const runCreation = <Body, Created>(
  request: FastifyRequest & { body: Body },
  reply: FastifyReply,
  create: (trx: Db, businessId: number, body: Body, now: Date) => Promise<Created>,
  now: () => Date,
) =>
  runMutation(request, reply, (trx) => create(trx, request.user.id, request.body, now()), {
    status: 201,
  });

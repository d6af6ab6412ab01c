// A client's data (docs/decisions.md, Client data): GET .../export, the file of it, and
// POST .../erase. Both need the server: the app offers them online only (docs/offline.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  CLIENT_ERASED_MESSAGE,
  clientErasedSchema,
  clientExportSchema,
} from '@contract/client-data.js';
import { errorResponseSchema, idParamsSchema } from '@contract/common.js';
import { notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS } from '../signed-in-schema.js';
import { eraseClient } from './client-erasure.js';
import { buildClientExport } from './client-export.js';

const TAGS = ['clients'];

export const clientDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();

  app.get(
    apiPaths.clientExport(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Everything the business holds about one client, as a JSON file to hand them: ' +
          'details, every visit with its services and payments, the messages sent or planned ' +
          'to them, and possible duplicates.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: clientExportSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await buildClientExport(
        app.db,
        request.user.id,
        request.params.id,
        request.business.locale.currency,
        now(),
      );
      if (!file) throw notFound('Client');
      // A name of ids and the date only: the file's name must not carry the person's.
      const day = file.exportedAt.slice(0, 10);
      void reply.header(
        'content-disposition',
        `attachment; filename="client-${file.client.id}-${day}.json"`,
      );
      return file;
    },
  );

  // POST, like merge and not-duplicate: the client's record and visits stay, so this is an
  // action on the client, not the removal DELETE would promise.
  app.post(
    apiPaths.clientErase(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Erases a client in one transaction: name, phone, e-mail and notes go (with the ' +
          'columns they are found by and duplicate marks); visits and payments stay under ' +
          '"Erased client"; messages not sent are cancelled and every message loses its ' +
          'address. The erasure is recorded by ids and time only. A second erasure is a 409.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: clientErasedSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...MUTATION_ERRORS,
        },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        const { erasedAt } = await eraseClient(
          trx,
          request.user.id,
          request.params.id,
          request.user.id,
          now(),
        );
        return { msg: CLIENT_ERASED_MESSAGE, erasedAt };
      }),
  );
};

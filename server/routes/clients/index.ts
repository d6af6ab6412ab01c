// A business's clients: search, create, read with their visits and totals, update.
// Another business's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.js';
import {
  clientBodySchema,
  clientDetailSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSchema,
} from '../../../contract/clients.js';
import { errorResponseSchema, idParamsSchema } from '../../../contract/common.js';
import { notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { listClientAppointments } from '../../repositories/appointment-reads.js';
import {
  clientTotals,
  createClient,
  findClient,
  searchClients,
  updateClient,
} from '../../repositories/clients-repository.js';
import { BEARER_SECURITY, MUTATION_ERRORS } from '../signed-in-schema.js';

const TAGS = ['clients'];

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);
  const now = () => app.config.clock();

  app.get(
    apiPaths.clients,
    {
      schema: {
        tags: TAGS,
        description:
          'Clients whose name (first or last), phone digits or e-mail starts with q, by name; ' +
          'every client when q is empty. total counts all matches; limit (1-100, 50) and ' +
          'offset page through them.',
        security: BEARER_SECURITY,
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => searchClients(app.db, request.user.id, request.query),
  );

  app.post(
    apiPaths.clients,
    {
      schema: {
        tags: TAGS,
        description: 'Adds a client: names required; phone, e-mail and notes optional.',
        security: BEARER_SECURITY,
        body: clientBodySchema,
        response: { 201: clientSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        (trx) => createClient(trx, request.user.id, request.body, now()),
        {
          status: 201,
        },
      ),
  );

  app.get(
    apiPaths.client(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'A client with upcoming and past visits, total spent (paid, not cancelled), ' +
          'no-shows and completed visits.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: clientDetailSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const businessId = request.user.id;
      const client = await findClient(app.db, businessId, request.params.id);
      if (!client) throw notFound('Client');
      const at = now();
      const [visits, totals] = await Promise.all([
        listClientAppointments(app.db, businessId, client.id, at),
        clientTotals(app.db, businessId, client.id, at),
      ]);
      return { ...client, ...visits, ...totals };
    },
  );

  app.put(
    apiPaths.client(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          "Changes a client's names, phone, e-mail or notes; one left out keeps its value. " +
          'Their appointments show the new name.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: clientBodySchema,
        response: { 200: clientSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        const client = await updateClient(
          trx,
          request.user.id,
          request.params.id,
          request.body,
          now(),
        );
        if (!client) throw notFound('Client');
        return client;
      }),
  );
};

// A business's clients: search, create, read with their visits and totals, update; their data's
// file and erasure are in client-data-routes.ts.
// Another business's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  CLIENTS_MERGED_MESSAGE,
  allClientsSchema,
  NOT_DUPLICATE_MESSAGE,
  clientBodySchema,
  clientDetailSchema,
  clientDuplicatesSchema,
  clientListQuerySchema,
  clientListSchema,
  clientMergeResponseSchema,
  clientPairBodySchema,
  clientSchema,
} from '@contract/clients.js';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from '@contract/common.js';
import { notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { listClientAppointments } from '../../repositories/appointment-reads.js';
import {
  dismissDuplicate,
  listDuplicates,
  mergeClients,
} from '../../repositories/client-duplicates.js';
import {
  clientTotals,
  createClient,
  findClient,
  listAllClients,
  searchClients,
  updateClient,
} from '../../repositories/clients-repository.js';
import { BEARER_SECURITY, MUTATION_ERRORS } from '../signed-in-schema.js';
import { clientDataRoutes } from './client-data-routes.js';
import { clientErasedAt } from './client-erasure.js';

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

  app.get(
    apiPaths.clientsAll,
    {
      schema: {
        tags: TAGS,
        description:
          'Every client of the business, by id, and the region (ISO country) their national ' +
          'phone numbers are read in: the app keeps them to search offline with the same rules.',
        security: BEARER_SECURITY,
        response: { 200: allClientsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => listAllClients(app.db, request.user.id),
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
      const [visits, totals, erasedAt] = await Promise.all([
        listClientAppointments(app.db, businessId, client.id, at),
        clientTotals(app.db, businessId, client.id, at),
        clientErasedAt(app.db, businessId, client.id),
      ]);
      return { ...client, ...visits, ...totals, erasedAt: erasedAt ?? null };
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

  // Possible duplicates (docs/decisions.md, Appointments and clients).
  app.get(
    apiPaths.clientDuplicates(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Clients a booking could not tell from this one: the same phone or e-mail under ' +
          'another name, until merged or dismissed.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: clientDuplicatesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const duplicates = await listDuplicates(app.db, request.user.id, request.params.id);
      if (!duplicates) throw notFound('Client');
      return { duplicates };
    },
  );

  app.post(
    apiPaths.clientMerge(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Merges another client into this one in one transaction: every appointment moves, ' +
          'the notes are added, a missing phone or e-mail is taken over, the other is deleted.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: clientPairBodySchema,
        response: { 200: clientMergeResponseSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        const merged = await mergeClients(
          trx,
          app.dbKind,
          request.user.id,
          request.params.id,
          request.body.duplicateId,
          now(),
        );
        return { msg: CLIENTS_MERGED_MESSAGE, ...merged };
      }),
  );

  app.post(
    apiPaths.clientNotDuplicate(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          '"Not the same person": neither client is offered as the other’s duplicate again.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: clientPairBodySchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        await dismissDuplicate(trx, request.user.id, request.params.id, request.body.duplicateId);
        return { msg: NOT_DUPLICATE_MESSAGE };
      }),
  );

  await app.register(clientDataRoutes);
};

// The catalogue's services: the categories with their services, a category's order of services,
// and a service's create, read, update and delete. Every call is the signed-in business's own;
// another's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  catalogueOrderBodySchema,
  categoryWithServicesListSchema,
  categoryWithServicesSchema,
  SERVICE_DELETED_MESSAGE,
  serviceBodySchema,
  serviceCreateWithTeamBodySchema,
  serviceDetailSchema,
  serviceSchema,
} from '@contract/catalogue.js';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from '@contract/common.js';
import { notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import {
  createService,
  deleteService,
  getServiceDetail,
  listCategoriesWithServices,
  updateService,
} from './catalogue-services.js';
import { orderServices } from './catalogue-order.js';
import { runCreation, TAGS } from './catalogue-route-parts.js';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();

  app.put(
    apiPaths.serviceOrder(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Orders the services of one category: ids names every service of the category once, ' +
          'in the new order. A category or service of another business answers 404; a service ' +
          'missing, extra or twice 422. Answers the category with its services in order.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: catalogueOrderBodySchema,
        response: {
          200: categoryWithServicesSchema,
          404: errorResponseSchema,
          ...MUTATION_ERRORS,
        },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        await orderServices(trx, request.user.id, request.params.id, request.body.ids);
        const categories = await listCategoriesWithServices(trx, request.user.id);
        const ordered = categories.find((category) => category.id === request.params.id);
        if (!ordered) throw notFound('Category');
        return ordered;
      }),
  );

  app.get(
    apiPaths.categoriesWithServices,
    {
      schema: signedInSchema(
        TAGS,
        'Every category of the business with its services (an empty list when it has none), ' +
          'categories and services in the order the owner gave them (new ones last). price is ' +
          'in dollars, null for a Free service.',
        categoryWithServicesListSchema,
      ),
    },
    async (request) => listCategoriesWithServices(app.db, request.user.id),
  );

  app.post(
    apiPaths.createService,
    {
      schema: {
        tags: TAGS,
        description:
          'Creates a service in a category of the business. The service type, duration and ' +
          'price type must be among the options. Fixed and From need a price (a non-negative ' +
          'amount with at most two decimals); a Free service stores no price, whatever is sent. ' +
          'onlineBooking (default true) offers it on the booking page. Every active team member ' +
          'performs it, or exactly those of memberIds (404 for one not of the business).',
        security: BEARER_SECURITY,
        body: serviceCreateWithTeamBodySchema,
        response: { 201: serviceSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) => runCreation(request, reply, createService, now),
  );

  app.get(
    apiPaths.service(':id'),
    {
      schema: {
        tags: TAGS,
        description: 'One service of the business with every field the edit form shows.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: serviceDetailSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getServiceDetail(app.db, request.user.id, request.params.id),
  );

  app.put(
    apiPaths.updateService(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Changes every field of a service, as the create call takes them. onlineBooking false ' +
          'hides it from the booking page (the owner still books it); omitted, it is unchanged. ' +
          'Bookings already made keep the items they were booked with.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: serviceBodySchema,
        response: { 200: serviceSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) =>
        updateService(trx, request.user.id, request.params.id, request.body),
      ),
  );

  app.delete(
    apiPaths.service(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Deletes a service. Bookings that have it keep their items (name, price, duration as ' +
          'booked). Takes no body.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        await deleteService(trx, request.user.id, request.params.id);
        return { msg: SERVICE_DELETED_MESSAGE };
      }),
  );
};

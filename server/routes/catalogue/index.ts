// The catalogue: categories (list, read, create, update, delete), categories with their services,
// and services (create, read, update, delete). Every call is the signed-in business's own;
// another's ids answer 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.js';
import {
  CATEGORY_DELETED_MESSAGE,
  categoryBodySchema,
  categoryListSchema,
  catalogueOrderBodySchema,
  categorySchema,
  categoryWithServicesListSchema,
  categoryWithServicesSchema,
  SERVICE_DELETED_MESSAGE,
  serviceBodySchema,
  serviceCreateWithTeamBodySchema,
  serviceDetailSchema,
  serviceSchema,
} from '../../../contract/catalogue.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../contract/common.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './catalogue-categories.js';
import {
  createService,
  deleteService,
  getServiceDetail,
  listCategoriesWithServices,
  updateService,
} from './catalogue-services.js';
import { orderCategories, orderServices } from './catalogue-order.js';

const TAGS = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);
  const now = () => app.config.clock();

  /** Both creations are the signed-in business's, stamped with the time, and answer 201. */
  const runCreation = <Body, Created>(
    request: FastifyRequest & { body: Body },
    reply: FastifyReply,
    create: (trx: Db, businessId: number, body: Body, now: Date) => Promise<Created>,
  ) =>
    runMutation(request, reply, (trx) => create(trx, request.user.id, request.body, now()), {
      status: 201,
    });

  app.get(
    apiPaths.categories,
    {
      schema: signedInSchema(
        TAGS,
        'The categories of the business, in the order the owner gave them (new ones last).',
        categoryListSchema,
      ),
    },
    async (request) => listCategories(app.db, request.user.id),
  );

  app.get(
    apiPaths.category(':id'),
    {
      schema: {
        tags: TAGS,
        description: 'One category of the business.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: categorySchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getCategory(app.db, request.user.id, request.params.id),
  );

  app.post(
    apiPaths.createCategory,
    {
      schema: {
        tags: TAGS,
        description:
          'Creates a category. Its name must differ, ignoring case, from every other category ' +
          'of the business (409 otherwise).',
        security: BEARER_SECURITY,
        body: categoryBodySchema,
        response: { 201: categorySchema, 409: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) => runCreation(request, reply, createCategory),
  );

  app.put(
    apiPaths.updateCategory(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Renames a category and changes its description. The new name must not be another ' +
          "category's, ignoring case (409 otherwise).",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: categoryBodySchema,
        response: {
          200: categorySchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...MUTATION_ERRORS,
        },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) =>
        updateCategory(trx, request.user.id, request.params.id, request.body, now()),
      ),
  );

  app.put(
    apiPaths.categoryOrder,
    {
      schema: {
        tags: TAGS,
        description:
          'Orders the categories of the business: ids names every one of them once, in the new ' +
          'order. An id of another business answers 404; one missing, extra or twice 422. ' +
          'Answers the categories in their new order.',
        security: BEARER_SECURITY,
        body: catalogueOrderBodySchema,
        response: { 200: categoryListSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        await orderCategories(trx, request.user.id, request.body.ids);
        return listCategories(trx, request.user.id);
      }),
  );

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
    async (request, reply) => runCreation(request, reply, createService),
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

  app.delete(
    apiPaths.category(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Deletes a category without services; one that still has services is refused (409): ' +
          'move or delete them first. Takes no body.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...MUTATION_ERRORS,
        },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => {
        await deleteCategory(trx, app.dbKind, request.user.id, request.params.id);
        return { msg: CATEGORY_DELETED_MESSAGE };
      }),
  );
};

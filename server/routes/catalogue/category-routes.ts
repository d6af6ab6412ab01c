// The catalogue's categories: list, read, create, update, order and delete. Every call is the
// signed-in business's own; another's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  CATEGORY_DELETED_MESSAGE,
  categoryBodySchema,
  categoryListSchema,
  catalogueOrderBodySchema,
  categorySchema,
} from '@contract/catalogue.js';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from '@contract/common.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './catalogue-categories.js';
import { orderCategories } from './catalogue-order.js';
import { runCreation, TAGS } from './catalogue-route-parts.js';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();

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
    async (request, reply) => runCreation(request, reply, createCategory, now),
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

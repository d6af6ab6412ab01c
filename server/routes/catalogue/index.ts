// The catalogue: categories (list, read, create, update, order, delete; category-routes.ts) and
// services with the categories they sit in (service-routes.ts). Every call is the signed-in
// business's own; another's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryRoutes } from './category-routes.js';
import { serviceRoutes } from './service-routes.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);
  await app.register(categoryRoutes);
  await app.register(serviceRoutes);
};

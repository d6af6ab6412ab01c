// The API's OpenAPI document, served at /api/docs (JSON at /api/docs/json) and linted with Redocly
// (redocly.yaml; docs/decisions.md, API document). Routes keep only their contract schemas, tags
// and description: the rest is derived here for every route, including the ones added later.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { openApiComponents } from './components.js';
import { finishDocument, type JsonObject } from './document-rules.js';
import { describeRoute } from './route-rules.js';

const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiComponents });
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Salon Back Office API',
        version: '1.0.0',
        description:
          'The back office and booking portal API. Refusals answer `{ errors: [{ msg, code }] }`; ' +
          'changes accept an Idempotency-Key.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const { schema, url } = zodTransform(input);
      return { url, schema: describeRoute(input.route, schema) };
    },
    // The plugin's document types are wider than the JSON it builds; finishDocument reads JSON.
    transformObject: (input) => finishDocument(zodComponents(input) as unknown as JsonObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

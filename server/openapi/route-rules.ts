// What the API document learns from a route's options rather than its schema (docs/decisions.md,
// API document): whether it is rate-limited, and the fields of a multipart form, which the route
// reads itself instead of declaring a body. Applied to every route by the swagger `transform`,
// so a route added later is described the same way without touching it.
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../contract/api-paths.js';
import { businessInfoFieldsSchema } from '../../contract/business-settings.js';
import { LOGO_FIELD } from '../routes/business-settings/business-info.js';

/** Marks an operation for document-rules.ts, which gives it its 429 answer and drops the mark. */
export const RATE_LIMITED_MARK = 'x-salon-rate-limited';

interface MultipartForm {
  fields: z.ZodObject;
  files: string[];
}

/** Routes that read multipart/form-data themselves, by `METHOD url` as Fastify registers them. */
const MULTIPART_FORMS: Record<string, MultipartForm> = {
  [`PUT ${apiPaths.updateBusinessInfo(':userId')}`]: {
    fields: businessInfoFieldsSchema,
    files: [LOGO_FIELD],
  },
};

type DocumentedSchema = FastifySchema & { consumes?: unknown; [key: string]: unknown };

function consumesMultipart(schema: DocumentedSchema): boolean {
  const { consumes } = schema;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/** The form as a JSON schema: its text fields from the contract, each file as binary. */
function multipartBody(form: MultipartForm): Record<string, unknown> {
  const { $schema: _ignored, ...fields } = z.toJSONSchema(form.fields, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  });
  const properties = { ...(fields.properties as Record<string, unknown> | undefined) };
  for (const file of form.files) properties[file] = { type: 'string', format: 'binary' };
  return { ...fields, properties };
}

/** `schema` is the route's schema already turned into JSON schema by the zod transform. */
export function describeRoute(route: RouteOptions, schema: FastifySchema): FastifySchema {
  const described: DocumentedSchema = { ...schema };
  // The key is there whether or not this server enforces it (RATE_LIMIT=off): the document
  // describes the product, not one instance's configuration.
  const config = route.config as Record<string, unknown> | undefined;
  if (config && 'rateLimit' in config) described[RATE_LIMITED_MARK] = true;

  if (consumesMultipart(described) && !described.body) {
    const methods = [route.method].flat().join(',');
    const form = MULTIPART_FORMS[`${methods} ${route.url}`];
    // A new multipart route must say what its form holds: fail the document, and its tests.
    if (!form) throw new Error(`No multipart form is described for ${methods} ${route.url}`);
    described.body = multipartBody(form);
  }
  return described;
}

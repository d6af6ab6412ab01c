// Checks a real answer of the API against what its OpenAPI document declares for that call and
// status (docs/decisions.md, API document), with Ajv 8, the validator Fastify itself uses.
import { Ajv } from 'ajv';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: JsonObject }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema: JsonObject }>;
    }
  >;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonObject> } & JsonObject;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0's dialect as plain JSON Schema: `nullable` as a type, boolean exclusive bounds. */
export function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isObject(node)) return node;
  const schema: JsonObject = {};
  for (const [key, value] of Object.entries(node)) schema[key] = toJsonSchema(value);
  if (schema.nullable === true && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
  }
  delete schema.nullable;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const flag = schema[exclusive];
    const limit = schema[bound];
    if (flag === true && typeof limit === 'number') {
      schema[exclusive] = limit;
      delete schema[bound];
    } else if (typeof flag === 'boolean') delete schema[exclusive];
  }
  return schema;
}

export function answerValidator(document: OpenApiDocument) {
  // Formats (email, date-time, binary) are not checked: only the shapes and types.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const components = toJsonSchema(document.components as Json);

  /** The errors of `body` against `schema`, an OpenAPI schema that may point at components. */
  function errorsOf(schema: JsonObject, body: unknown): unknown[] {
    const root = toJsonSchema(schema);
    if (!isObject(root)) throw new Error('not a schema');
    const validate = ajv.compile({ ...root, components });
    return validate(body) ? [] : (validate.errors ?? ['invalid']);
  }

  /** The JSON schema the document declares for this call's answer with this status. */
  function declared(method: string, path: string, status: number): JsonObject {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    const answer = operation.responses[String(status)];
    if (!answer) throw new Error(`${method} ${path} does not declare a ${status} answer`);
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} declares no JSON for ${status}`);
    return schema;
  }

  return { errorsOf, declared };
}

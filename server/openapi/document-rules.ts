// The finishing pass over the whole API document (docs/decisions.md, API document): what every
// operation gets without its route saying so, so a route added later is covered too.
// - operationId from method and path, summary from the description's first sentence;
// - `security: []` on a call that declares no security (a public call);
// - the Idempotency-Key header on every change that runs through runMutation
//   (server/plugins/idempotency.ts), with its 400 and 422;
// - 429 with Retry-After on a rate-limited call (route-rules.ts marks them);
// - OpenAPI 3.0 schema fixes: `nullable` beside `anyOf` moved into the branches, ids as integers,
//   a lone `allOf: [{ $ref }]` replaced by the reference;
// - answers described by their status text, and component schemas no call uses dropped.
import { STATUS_CODES } from 'node:http';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../contract/api-paths.js';
import { KEY_PATTERN } from '../plugins/idempotency.js';
import { RATE_LIMITED_MARK } from './route-rules.js';

export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const CHANGES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The changes that do not go through runMutation, so take no Idempotency-Key: signing in and out
 * (a session, not the business's data; repeating them is harmless), resending the link and asking
 * for a password reset (rate limited, and they say the same whatever happened), and setting the
 * password by a reset link (single use: a second send is refused as used). Every other change
 * does (server/routes/README.md).
 */
const NOT_KEYED = new Set([
  `post ${apiPaths.auth}`,
  `delete ${apiPaths.auth}`,
  `post ${apiPaths.resendVerification}`,
  `post ${apiPaths.passwordReset}`,
  `post ${apiPaths.passwordResetWithToken('{token}')}`,
]);

/** A property of this name holds an id: the database's integer keys, documented as integers. */
const ID_PROPERTY = /^(id|sid)$|(Id|ID|_id)$/;

const ERROR_REF = '#/components/schemas/ErrorResponse';
const headerName = IDEMPOTENCY_HEADER.replace(/(^|-)[a-z]/g, (letter) => letter.toUpperCase());

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectAt(parent: JsonObject, key: string): JsonObject {
  const value = parent[key];
  if (isObject(value)) return value;
  const created: JsonObject = {};
  parent[key] = created;
  return created;
}

/** `PUT /api/categories/update/{id}` → `putCategoriesUpdateById`: stable while the path is. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[_\-.]+/);
    })
    .filter((word) => word !== '');
  return [method, ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** The description's first sentence, cut at its first aside when long; no final full stop. */
export function summaryOf(description: string): string {
  const sentence = (/^(.+?)\.(\s+[A-Z(`]|\s*$)/s.exec(description.trim())?.[1] ?? description)
    .replace(/\s+/g, ' ')
    .trim();
  if (sentence.length <= 60) return sentence;
  const aside = /^(.{20,}?)(:\s|;\s|\s\(|,\s)/.exec(sentence)?.[1];
  if (aside && aside.length <= 80) return aside;
  if (sentence.length <= 80) return sentence;
  return `${sentence.slice(0, 80).replace(/\s+\S*$/, '')}…`;
}

function jsonContent(ref: string): JsonObject {
  return { 'application/json': { schema: { $ref: ref } } };
}

function errorAnswer(status: string): JsonObject {
  return { description: STATUS_CODES[status] ?? status, content: jsonContent(ERROR_REF) };
}

function describeOperation(method: string, path: string, operation: JsonObject): void {
  operation.operationId ??= operationIdFor(method, path);
  if (typeof operation.summary !== 'string') {
    const description = typeof operation.description === 'string' ? operation.description : '';
    operation.summary = description ? summaryOf(description) : `${method.toUpperCase()} ${path}`;
  }
  // A call whose route declares no security is public; saying so is what tells it from an omission.
  operation.security ??= [];
  const responses = objectAt(operation, 'responses');

  if (operation[RATE_LIMITED_MARK] !== undefined) {
    delete operation[RATE_LIMITED_MARK];
    const tooMany = objectAt(responses, '429');
    Object.assign(tooMany, { ...errorAnswer('429'), ...tooMany });
    objectAt(tooMany, 'headers')['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
  }

  if (CHANGES.has(method) && !NOT_KEYED.has(`${method} ${path}`)) {
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    operation.parameters = parameters;
    // A malformed key is a 400, a key reused for another request a 422 (runMutation).
    for (const status of ['400', '422']) responses[status] ??= errorAnswer(status);
    for (const [status, answer] of Object.entries(responses)) {
      if (status.startsWith('2') && isObject(answer)) {
        objectAt(answer, 'headers')['Idempotent-Replayed'] = {
          $ref: '#/components/headers/IdempotentReplayed',
        };
      }
    }
  }
}

/** Status text in place of the plugin's "Default Response" or a shape's own description. */
function describeAnswers(responses: JsonObject, schemaDescriptions: Set<string>): void {
  for (const [status, answer] of Object.entries(responses)) {
    if (!isObject(answer)) continue;
    const { description } = answer;
    if (
      typeof description !== 'string' ||
      description === 'Default Response' ||
      schemaDescriptions.has(description)
    ) {
      answer.description = STATUS_CODES[status] ?? `HTTP ${status}`;
    }
  }
}

/** Repairs what zod's openapi-3.0 output leaves for OpenAPI 3.0, in every schema of the document. */
function repairSchemas(node: Json | undefined): void {
  if (Array.isArray(node)) {
    node.forEach(repairSchemas);
    return;
  }
  if (!isObject(node)) return;
  // OpenAPI 3.0's nullable only applies beside a type: with anyOf/oneOf it goes on each branch.
  for (const key of ['anyOf', 'oneOf']) {
    const branches = node[key];
    if (node.nullable === true && node.type === undefined && Array.isArray(branches)) {
      delete node.nullable;
      for (const branch of branches) {
        if (!isObject(branch)) continue;
        branch.nullable = true;
        if (Array.isArray(branch.enum)) branch.enum = [...branch.enum, null];
      }
    }
  }
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (!isObject(property)) continue;
      if (ID_PROPERTY.test(name) && property.type === 'number') property.type = 'integer';
      // zod wraps an optional named shape as `allOf: [{ $ref }]`: the reference alone says it.
      const { allOf, ...rest } = property;
      if (Array.isArray(allOf) && allOf.length === 1 && Object.keys(rest).length === 0) {
        node.properties[name] = allOf[0];
      }
    }
  }
  Object.values(node).forEach(repairSchemas);
}

function refsIn(node: Json | undefined, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => refsIn(child, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** Drops component schemas nothing points at (a shape registered but only used as input...). */
function pruneSchemas(document: JsonObject, schemas: JsonObject): void {
  for (;;) {
    const used = refsIn(document, new Set());
    const unused = Object.keys(schemas).filter((name) => !used.has(`#/components/schemas/${name}`));
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}

export function finishDocument(input: JsonObject): JsonObject {
  const document = structuredClone(input);
  // The API is served by the same server as this document, under /api.
  if (!Array.isArray(document.servers) || document.servers.length === 0) {
    document.servers = [{ url: '/', description: 'The server that serves this document' }];
  }
  const components = objectAt(document, 'components');
  const schemas = objectAt(components, 'schemas');
  objectAt(components, 'parameters').IdempotencyKey = {
    name: headerName,
    in: 'header',
    required: false,
    description:
      'Makes a change apply once: the answer is stored with it for 7 days and a repeat of the ' +
      'same request gets it back; the same key for another request is refused with 422.',
    schema: { type: 'string', pattern: KEY_PATTERN.source },
  };
  Object.assign(objectAt(components, 'headers'), {
    RetryAfter: {
      description: 'Seconds until the limit lets this address call again.',
      schema: { type: 'integer', minimum: 0 },
    },
    IdempotentReplayed: {
      description: '"true" when the answer is the stored one of an earlier request with this key.',
      schema: { type: 'string', enum: ['true'] },
    },
  });
  const schemaDescriptions = new Set(
    Object.values(schemas)
      .filter(isObject)
      .map((schema) => schema.description)
      .filter((description): description is string => typeof description === 'string'),
  );

  for (const [path, item] of Object.entries(objectAt(document, 'paths'))) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      describeOperation(method, path, operation);
      describeAnswers(objectAt(operation, 'responses'), schemaDescriptions);
    }
  }
  repairSchemas(document.paths);
  repairSchemas(schemas);
  pruneSchemas(document, schemas);
  return document;
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

async function serve(schema: z.ZodType, answer: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  const response = await app.inject({ url: '/' });
  await app.close();
  return response;
}

const owner = z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() });

describe('responseSerializerCompiler', () => {
  it('writes the fields of the schema, nested lists and nulls included', async () => {
    const schema = z.array(z.object({ id: z.number(), items: z.array(owner) }));
    const answer = [{ id: 1, items: [{ id: 2, name: 'Ada', logo: null }] }];
    const response = await serve(schema, answer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });

  it('leaves out what the contract does not name, such as a password hash', async () => {
    const response = await serve(owner, {
      id: 1,
      name: 'Ada',
      logo: 'a.webp',
      password_hash: '$argon2id$secret',
    });
    expect(response.body).toBe('{"id":1,"name":"Ada","logo":"a.webp"}');
  });

  it('fails the request rather than send an answer missing a required field', async () => {
    const response = await serve(owner, { id: 1, logo: null });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"id":1');
  });

  it('refuses, when the route is registered, a schema JSON Schema cannot describe', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    const schema = z.object({ email: z.string().transform((email) => email.toLowerCase()) });
    app.get('/', { schema: { response: { 200: schema } } }, async () => ({ email: 'a@b.c' }));
    await expect(app.ready()).rejects.toThrow(/cannot be represented/i);
  });
});

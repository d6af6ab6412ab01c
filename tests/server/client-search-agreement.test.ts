// The device searches its kept clients offline with the server's rules (docs/offline.md, Kept
// ahead): for the same clients and the same text, GET /api/clients and the local search over
// GET /api/clients/all list the same clients in the same order. Random clients (accented and
// spaced names, phones national, international, with 00 and spacing, e-mails) and random texts,
// many of them prefixes of what a client holds, so most searches find someone.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeptClients, clientSearchKeys } from '../../contract/client-search.js';
import type { AllClients, Client } from '../../contract/clients.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const SEED = Number(process.env.CLIENT_SEARCH_SEED ?? 20261127);

const firstNames = ['Sofie', 'Sofia', 'Åse', 'Ola', 'Nora Lee', 'Jonas', 'Émile', 'Kari', 'Bo'];
const lastNames = ['Berg', 'Bø', 'Hansen', 'Dahl', 'Nordmann', 'van Dijk', 'Ølstad', 'Ås'];
const phoneForms = (digits: string) => [
  `+47 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
  `0047${digits}`,
  digits,
  `${digits.slice(0, 3)}-${digits.slice(3)}`,
];

const clientArbitrary = fc.record({
  firstName: fc.constantFrom(...firstNames),
  lastName: fc.constantFrom(...lastNames),
  phone: fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.constantFrom('4', '9'), fc.stringMatching(/^[0-9]{7}$/), fc.nat(3))
      .map(([lead, rest, form]) => phoneForms(lead + rest)[form] ?? ''),
    fc.constant('+44 7700 900123'),
  ),
  email: fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.constantFrom('sofie', 'ola.b', 'kari', 'ase'), fc.nat(99))
      .map(([user, n]) => `${user}${n}@Example.com`),
  ),
});

let t: TestApp;
let owner: Owner;
let all: AllClients;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  const clients = fc.sample(clientArbitrary, { numRuns: 40, seed: SEED });
  for (const client of clients) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: owner.auth,
      payload: client,
    });
    expect(response.statusCode).toBe(201);
  }
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/clients/all',
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
  all = response.json<AllClients>();
});

afterAll(async () => {
  await t.close();
});

async function serverSearch(q: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/clients?limit=100&q=${encodeURIComponent(q)}`,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ clients: Client[] }>().clients.map((client) => client.id);
}

function localSearch(q: string): number[] {
  const kept = all.clients.map((client) => ({
    client,
    keys: clientSearchKeys(client, all.region),
  }));
  return searchKeptClients(kept, q, all.region).map((client) => client.id);
}

/** Texts a person types: a prefix of a name, a phone in another form, an e-mail, or noise. */
const queryArbitrary = fc.oneof(
  fc
    .tuple(fc.constantFrom(...firstNames, ...lastNames), fc.nat(8))
    .map(([name, length]) => name.slice(0, length + 1)),
  fc.constantFrom('sofie', 'SOFIE ', ' hansen', 'nora  lee', 'ase', 'Åse B', 'bø', 'van d'),
  fc
    .tuple(fc.stringMatching(/^[49][0-9]{2,7}$/), fc.nat(3))
    .map(
      ([digits, form]) =>
        phoneForms(digits.padEnd(8, '0'))[form]?.slice(0, digits.length + 3) ?? '',
    ),
  fc.constantFrom('93456789', '+47', '0047 9', '+44 7700', '07700', '(+47) 4'),
  fc.constantFrom('sofie1', 'Kari', 'ola.b', 'ase3', '@example'),
  fc.string({ maxLength: 6 }),
);

describe('local and server client search', () => {
  it('GET /api/clients/all lists every client of the business, with its region', () => {
    expect(all.clients).toHaveLength(40);
    expect(all.region).toBe('NO');
  });

  it('finds the same clients, in the same order, for any text', async () => {
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (q) => {
        expect(localSearch(q)).toEqual(await serverSearch(q));
      }),
      { numRuns: 200, seed: SEED },
    );
  });

  it('agrees on the texts of the offline e2e: a name, a phone, an e-mail', async () => {
    for (const q of ['Sofie', '93456789', 'sofie1', '']) {
      const local = localSearch(q);
      expect(local).toEqual(await serverSearch(q));
    }
    expect(localSearch('Sofie').length).toBeGreaterThan(0);
  });
});

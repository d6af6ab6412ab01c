// Names and phones are one line, free of control and bidi-override characters, and an e-mail is
// one address, on every path that takes them, public and owner (docs/decisions.md, Pages and
// mails). Descriptions and notes keep their line breaks but refuse the other controls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifyAndLogin, registrationBody, type Owner } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo; Wednesday is open 10:00-19:00 (default hours).
const NOW = new Date('2026-11-23T10:00:00Z');
const WEDNESDAY = '2026-11-25';

/** Each breaks a line, hides text or reverses it in a diary, a mail or an .ics. */
const BAD = {
  CR: '\r',
  LF: '\n',
  NEL: '\u0085',
  BEL: '\u0007',
  DEL: '\u007f',
  'line separator': '\u2028',
  LRE: '\u202a',
  RLO: '\u202e',
  LRI: '\u2066',
  PDI: '\u2069',
};
/** Multi-line text keeps its line breaks; these stay refused there. */
const BAD_IN_TEXT = { BEL: '\u0007', ESC: '\u001b', NEL: '\u0085', RLO: '\u202e', FSI: '\u2068' };

const NOT_ONE_ADDRESS = [
  'x@example.com,postmaster',
  'x@example.com;postmaster@example.com',
  'Eve <x@example.com>',
  '"eve"@example.com',
  'x@example.com\r\nBcc: y@example.com',
  'x@example.com postmaster',
  'x@[127.0.0.1]',
  '<x@example.com>',
];

let t: TestApp;
let owner: Owner;
let slug: string;
let serviceId: number;
let categoryId: number;
let clientId: number;
let refs: { durationID: number; priceTypeID: number; serviceTypeID: number };

async function call(method: string, url: string, payload?: unknown, headers: object = owner.auth) {
  const response = await t.app.inject({
    method: method as 'POST',
    url,
    headers: headers as Record<string, string>,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<{ errors?: { msg: string }[] }>() };
}

/** 400 with a message naming the field, never the change applied. */
async function expectRefused(
  method: string,
  url: string,
  payload: object,
  label: string,
  headers?: object,
) {
  const { status, body } = await call(method, url, payload, headers);
  expect({ status, url, payload }).toEqual({ status: 400, url, payload });
  expect(body.errors?.map((error) => error.msg).join(' ')).toContain(label);
}

const person = { firstName: 'Kari', lastName: 'Nordmann', phone: '+47 900 00 000' };
const portalBody = (fields: object) => ({
  ...person,
  email: 'kari@example.com',
  services: [serviceId],
  date: WEDNESDAY,
  time: '12:00',
  ...fields,
});
const appointmentBody = (client: object, extra: object = {}) => ({
  client: { ...person, ...client },
  serviceIds: [serviceId],
  date: WEDNESDAY,
  time: '15:00',
  ...extra,
});
const serviceBody = (fields: object) => ({
  serviceName: 'Cut',
  categoryTypeID: categoryId,
  servDesc: 'A cut',
  ...refs,
  price: '10',
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  slug = await slugOf(t.app.db, owner.id);
  serviceId = await insertService(t.app.db, owner.id, {
    name: 'Cut',
    priceCents: 100,
    minutes: 30,
  });
  const category = await call('POST', '/api/categories/create', {
    categoryName: 'Colour',
    description: 'Colours',
  });
  categoryId = (category.body as unknown as { id: number }).id;
  const client = await call('POST', '/api/clients', person);
  clientId = (client.body as unknown as { id: number }).id;
  const durations = await t.app.db.selectFrom('durations').select(['id', 'minutes']).execute();
  refs = {
    durationID: durations.find((duration) => duration.minutes === 30)!.id,
    priceTypeID: 1,
    serviceTypeID: 1,
  };
});

afterAll(async () => {
  await t.close();
});

describe('names and phones are one line without control or bidi characters', () => {
  for (const [name, c] of Object.entries(BAD)) {
    it(`refuses ${name} on every path that takes a name or a phone`, async () => {
      const book = `/api/public/${slug}/bookings`;
      await expectRefused('POST', book, portalBody({ firstName: `Ka${c}ri` }), 'First name', {});
      await expectRefused('POST', book, portalBody({ lastName: `Nord${c}mann` }), 'Last name', {});
      await expectRefused('POST', book, portalBody({ phone: `+47 900${c}00 000` }), 'Phone', {});

      const create = '/api/appointments';
      await expectRefused('POST', create, appointmentBody({ firstName: `A${c}B` }), 'First name');
      await expectRefused('POST', create, appointmentBody({ lastName: `A${c}B` }), 'Last name');
      await expectRefused('POST', create, appointmentBody({ phone: `900${c}00` }), 'Phone');

      for (const [method, url] of [
        ['POST', '/api/clients'],
        ['PUT', `/api/clients/${clientId}`],
      ] as const) {
        await expectRefused(method, url, { ...person, firstName: `A${c}B` }, 'First name');
        await expectRefused(method, url, { ...person, lastName: `A${c}B` }, 'Last name');
        await expectRefused(method, url, { ...person, phone: `900${c}00` }, 'Phone');
      }

      for (const field of ['firstname', 'lastname', 'business_name'] as const) {
        const body = registrationBody({ [field]: `Ada${c}Evil` });
        await expectRefused('POST', '/api/users', body, '', {});
      }

      const category = { categoryName: `Hair${c}cut`, description: 'Hair' };
      await expectRefused('POST', '/api/categories/create', category, 'Service category name');
      await expectRefused('PUT', `/api/categories/update/${categoryId}`, category, 'name');
      const service = serviceBody({ serviceName: `Cut${c}short` });
      await expectRefused('POST', '/api/services/create', service, 'Service name');
      await expectRefused('PUT', `/api/services/update/${serviceId}`, service, 'Service name');
    });
  }

  it('still takes names in any script, with spaces, hyphens and apostrophes', async () => {
    const { status } = await call('POST', '/api/clients', {
      firstName: "Ådne-Øystein O'Brien",
      lastName: 'محمد 王',
      phone: '+47 (900) 00-000.1',
    });
    expect(status).toBe(201);
  });
});

describe('descriptions and notes keep line breaks, not other controls', () => {
  it('takes a line break and a tab', async () => {
    const category = await call('POST', '/api/categories/create', {
      categoryName: 'Nails',
      description: 'Hands\r\nand\tfeet\n',
    });
    expect(category.status).toBe(201);
    const created = await call(
      'POST',
      '/api/appointments',
      appointmentBody({}, { notes: 'a\nb', force: true }),
    );
    expect(created.status).toBe(201);
  });

  for (const [name, c] of Object.entries(BAD_IN_TEXT)) {
    it(`refuses ${name} in descriptions and notes`, async () => {
      await expectRefused(
        'POST',
        '/api/categories/create',
        { categoryName: `Cat ${name}`, description: `x${c}` },
        'description',
      );
      await expectRefused('POST', '/api/services/create', serviceBody({ servDesc: `x${c}` }), '');
      await expectRefused(
        'POST',
        '/api/services/create',
        serviceBody({ afterDescription: `x${c}` }),
        '',
      );
      await expectRefused('POST', '/api/appointments', appointmentBody({}, { notes: `x${c}` }), '');
      await expectRefused('POST', '/api/clients', { ...person, notes: `x${c}` }, 'Notes');
    });
  }
});

describe('an e-mail is one address', () => {
  for (const email of NOT_ONE_ADDRESS) {
    it(`refuses ${JSON.stringify(email)}`, async () => {
      const book = `/api/public/${slug}/bookings`;
      await expectRefused('POST', book, portalBody({ email }), 'E-mail', {});
      await expectRefused('POST', '/api/clients', { ...person, email }, 'E-mail');
      await expectRefused(
        'PUT',
        `/api/clients/${clientId}`,
        { ...person, email: email.toUpperCase() },
        'E-mail',
      );
      await expectRefused('POST', '/api/appointments', appointmentBody({ email }), 'E-mail');
      await expectRefused('POST', '/api/users', registrationBody({ email }), 'email', {});
    });
  }

  it('takes ordinary addresses', async () => {
    for (const email of ['kari.nordmann+salon@example.co.uk', "o'brien_1@mail.example.no"]) {
      expect((await call('POST', '/api/clients', { ...person, email })).status).toBe(201);
    }
  });
});

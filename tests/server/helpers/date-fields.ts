// The date fields of every route, read from the running app's OpenAPI document, and a valid request
// for each route that has one, so a fuzz case changes one date and nothing else: the refusal it
// gets is the date rule's (docs/decisions.md, Dates), not another field's.

/** Outside the rule (a real calendar date of the years 2000-2200), or not a date at all. */
export const FAR_DATES = [
  '9999-12-31',
  '9999-12-18',
  '9999-12-30',
  '0001-01-01',
  '0000-01-01',
  '1999-12-31',
  '2201-01-01',
  '2026-02-30',
  '2026-13-01',
  '+010000-01-01',
  '-000001-01-01',
  '99999-01-01',
  '275760-09-13',
];

/** A date every baseline below is valid on: a Tuesday within every horizon. */
const VALID_DATE = '2026-12-01';

interface JsonSchema {
  pattern?: string;
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface DateField {
  /** "GET /api/public/{slug}/slots", the key of `baselines`. */
  route: string;
  name: string;
  in: 'query' | 'body';
}

/** localDateSchema's pattern as zod writes it into the document (contract/appointments.ts). */
const isDateSchema = (schema: JsonSchema | undefined) => schema?.pattern?.includes('\\d{4}-');

export function dateFields(doc: OpenApiDocument): DateField[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const route = `${method.toUpperCase()} ${path}`;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return [
        ...(operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && isDateSchema(parameter.schema))
          .map((parameter) => ({ route, name: parameter.name, in: 'query' as const })),
        ...Object.entries(body?.properties ?? {})
          .filter(([, field]) => isDateSchema(field))
          .map(([name]) => ({ route, name, in: 'body' as const })),
      ];
    }),
  );
}

interface Baseline {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** What the path's {id} names: an appointment unless said otherwise. */
  id?: 'member';
}

export interface Ids {
  service: number;
  appointment: number;
  /** A team member of the business. */
  member: number;
  slug: string;
}

/** A request each date-taking route accepts (or refuses for a reason other than its input). */
function baselines(ids: Ids): Record<string, Baseline> {
  const range = { from: VALID_DATE, to: VALID_DATE };
  const services = String(ids.service);
  const booking = { date: VALID_DATE, time: '10:00', serviceIds: [ids.service] };
  return {
    'POST /api/business-settings/closures': {
      body: { fromDate: VALID_DATE, toDate: VALID_DATE, note: '' },
    },
    'POST /api/business-settings/special-hours': { body: { date: VALID_DATE, open: false } },
    'GET /api/appointments/range': { query: range },
    'GET /api/appointments/month': { query: { ...range, perDay: '2' } },
    'GET /api/reports': { query: range },
    'GET /api/reports/csv/appointments': { query: range },
    'GET /api/reports/csv/services': { query: range },
    'GET /api/reports/csv/members': { query: range },
    'GET /api/appointments/free-times': { query: { date: VALID_DATE, services } },
    'POST /api/appointments': {
      body: { ...booking, client: { firstName: 'Kari', lastName: 'Nordmann' }, force: true },
    },
    'PUT /api/appointments/{id}': { body: { ...booking, force: true, version: 1 } },
    'GET /api/public/{slug}/slots': { query: { ...range, services } },
    'POST /api/team/{id}/time-off': { body: { from: VALID_DATE, to: VALID_DATE }, id: 'member' },
    'POST /api/public/{slug}/bookings': {
      body: {
        firstName: 'Kari',
        lastName: 'Nordmann',
        phone: '+47 900 00 001',
        email: 'kari@example.com',
        services: [ids.service],
        date: VALID_DATE,
        time: '10:00',
      },
    },
  };
}

export interface DateCase {
  label: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

/** The route's baseline request with `dates` put in place of its own; undefined without one. */
export function dateCase(
  route: string,
  ids: Ids,
  dates: Record<string, string> = {},
): DateCase | undefined {
  const baseline = baselines(ids)[route];
  if (!baseline) return undefined;
  const [method = 'GET', path = ''] = route.split(' ');
  const id = baseline.id === 'member' ? ids.member : ids.appointment;
  const filled = path.replace('{id}', String(id)).replace('{slug}', ids.slug);
  const fields = (into: 'query' | 'body') =>
    Object.fromEntries(Object.entries(dates).filter(([name]) => name in (baseline[into] ?? {})));
  const query = baseline.query && new URLSearchParams({ ...baseline.query, ...fields('query') });
  return {
    label: Object.entries(dates)
      .map(([name, value]) => `${name}=${value}`)
      .join(' '),
    method,
    url: query ? `${filled}?${query.toString()}` : filled,
    ...(baseline.body
      ? {
          body: JSON.stringify({ ...baseline.body, ...fields('body') }),
          contentType: 'application/json',
        }
      : {}),
  };
}

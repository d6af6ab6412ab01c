// The CSV files of the Reports screen and the clients list (docs/decisions.md, Reports): the
// bookings of a period, every client, and the report's tables. Downloads, not JSON: each answers
// text/csv as an attachment, written as its rows are read.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@contract/api-paths.js';
import { errorResponseSchema } from '@contract/common.js';
import { reportQuerySchema } from '@contract/reports.js';
import { minuteIso } from '../../repositories/appointment-reads.js';
import { BEARER_SECURITY } from '../signed-in-schema.js';
import {
  APPOINTMENT_CSV_HEADER,
  appointmentPieces,
  CLIENT_CSV_HEADER,
  clientPieces,
  csvStream,
  onePiece,
} from './csv-files.js';
import { periodSums } from './period-sums.js';
import { serviceTakings } from './takings-figures.js';

const TAGS = ['reports'];
const csvAnswer = z.string().describe('CSV, UTF-8 with a byte-order mark');
const ANSWERS = { 200: csvAnswer, 400: errorResponseSchema, 401: errorResponseSchema };

function sendCsv(reply: FastifyReply, name: string, stream: Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(stream);
}

export const csvRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (description: string) => ({
    tags: TAGS,
    description,
    security: BEARER_SECURITY,
    querystring: reportQuerySchema,
    response: ANSWERS,
  });

  app.get(
    apiPaths.reportCsv('appointments'),
    {
      schema: schema(
        'The bookings dated from..to (local dates, both inclusive) as CSV, by date and time: ' +
          'amounts and what was paid and refunded as numbers.',
      ),
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const pieces = appointmentPieces(
        app.db,
        request.business.id,
        { from, to },
        app.config.clock(),
      );
      return sendCsv(reply, `bookings-${from}-${to}`, csvStream(APPOINTMENT_CSV_HEADER, pieces));
    },
  );

  app.get(
    apiPaths.reportCsv('clients'),
    {
      schema: {
        tags: TAGS,
        description: 'Every client of the business as CSV, by id.',
        security: BEARER_SECURITY,
        response: ANSWERS,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'clients',
        csvStream(CLIENT_CSV_HEADER, clientPieces(app.db, request.business.id)),
      ),
  );

  app.get(
    apiPaths.reportCsv('services'),
    { schema: schema("The report's takings per service, with its category, as CSV.") },
    async (request, reply) => {
      const { from, to } = request.query;
      const { services } = await serviceTakings(app.db, request.business.id, { from, to });
      const rows = services.map((s) => [s.name, s.category, s.items, s.takings]);
      return sendCsv(
        reply,
        `services-${from}-${to}`,
        csvStream(['service', 'category', 'items', 'takings'], onePiece(rows)),
      );
    },
  );

  app.get(
    apiPaths.reportCsv('members'),
    { schema: schema("The report's bookings and takings per team member, as CSV.") },
    async (request, reply) => {
      const { from, to } = request.query;
      const nowIso = minuteIso(app.config.clock());
      const { members } = await periodSums(app.db, request.business.id, { from, to }, nowIso);
      const rows = members.map((m) => [m.name, m.bookings, m.takings]);
      return sendCsv(
        reply,
        `team-${from}-${to}`,
        csvStream(['team_member', 'bookings', 'takings'], onePiece(rows)),
      );
    },
  );
};

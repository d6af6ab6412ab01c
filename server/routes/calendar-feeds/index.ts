// The calendar feeds (docs/decisions.md, Calendar feed): GET /feeds/{token}.ics, public, for the
// calendars that subscribe to it, and the owner's calls under /api/business-settings to read the
// addresses, replace one and choose the names they show.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, calendarFeedPath } from '@contract/api-paths.js';
import { addDays, instantToLocal } from '@contract/booking-time.js';
import {
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_NAMES_SAVED_MESSAGE,
  CALENDAR_FEED_REPLACED_MESSAGE,
  CALENDAR_FEED_TOKEN,
  calendarFeedNamesBodySchema,
  calendarFeedReplaceBodySchema,
  calendarFeedsSavedSchema,
  calendarFeedsSchema,
} from '@contract/calendar-feeds.js';
import { errorResponseSchema } from '@contract/common.js';
import { HttpError } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import { calendarFeedIcs } from './feed-ics.js';
import {
  feedBookings,
  feedOfToken,
  readCalendarFeeds,
  replaceCalendarFeed,
  setCalendarFeedFullNames,
} from './feed-repository.js';

const TAGS = ['calendar-feeds'];
const UNKNOWN_FEED = 'This calendar feed does not exist or its address was replaced';

/** The feed itself: the token in the address is the only key, as a calendar app sends no other. */
const publicFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const host = new URL(app.config.publicUrl).hostname;
  app.get(
    calendarFeedPath(':token'),
    {
      // Per client address, like the booking page's calls (server/routes/public/index.ts).
      config: { rateLimit: app.config.rateLimit ? { max: 60, timeWindow: '1 minute' } : false },
      schema: {
        // The path's `{token}.ics` is more than a parameter: named here, not from the path.
        operationId: 'getCalendarFeedByToken',
        tags: TAGS,
        description:
          "A business's or a team member's bookings as an iCalendar file (text/calendar) for " +
          'calendars to subscribe to: from 30 days back on, cancelled ones left out, each ' +
          'with the service and the client’s first name (or full name, as the business ' +
          'chose). 404 for an unknown or replaced address.',
        params: z.object({ token: z.string() }),
        response: {
          200: z.string().describe('text/calendar; charset=utf-8'),
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const feed = CALENDAR_FEED_TOKEN.test(token) ? await feedOfToken(app.db, token) : undefined;
      if (!feed) throw new HttpError(404, UNKNOWN_FEED);
      const now = app.config.clock();
      const today = instantToLocal(now, feed.timezone).date;
      const bookings = await feedBookings(app.db, feed, addDays(today, -CALENDAR_FEED_DAYS_BACK));
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // Calendars ask again on their own schedule; a proxy keeps no copy of a private diary.
          .header('cache-control', 'private, no-cache')
          .send(calendarFeedIcs(feed, bookings, host, now))
      );
    },
  );
};

/**
 * The changes store only their message with an Idempotency-Key: the addresses are read after the
 * commit, as the GET reads them, so no secret is kept in an idempotency row and a replay shows
 * the addresses as they are now.
 */
const feedSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);
  const read = (businessId: number) =>
    readCalendarFeeds(app.db, businessId, app.config.publicUrl, app.config.clock());

  app.get(
    apiPaths.calendarFeeds,
    {
      schema: signedInSchema(
        TAGS,
        'The calendar feed addresses: the business’s (every booking) first, then each team ' +
          'member’s (their bookings only), and whether they name clients in full.',
        calendarFeedsSchema,
      ),
    },
    async (request) => read(request.user.id),
  );

  app.post(
    apiPaths.calendarFeedReplace,
    {
      schema: {
        tags: TAGS,
        description:
          'Gives the business’s feed (memberId null) or a member’s a new secret address; the ' +
          'old one answers 404 from then on. 404 for another business’s member.',
        security: BEARER_SECURITY,
        body: calendarFeedReplaceBodySchema,
        response: { 200: calendarFeedsSavedSchema, ...MUTATION_ERRORS, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const businessId = request.user.id;
      const { msg } = await runMutation(request, reply, async (trx) => {
        await replaceCalendarFeed(trx, businessId, request.body.memberId, app.config.clock());
        return { msg: CALENDAR_FEED_REPLACED_MESSAGE };
      });
      return { msg, calendarFeeds: await read(businessId) };
    },
  );

  app.put(
    apiPaths.calendarFeeds,
    {
      schema: {
        tags: TAGS,
        description:
          'Chooses first names (fullNames false, the default) or full names in every feed.',
        security: BEARER_SECURITY,
        body: calendarFeedNamesBodySchema,
        response: { 200: calendarFeedsSavedSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) => {
      const businessId = request.user.id;
      const { msg } = await runMutation(
        request,
        reply,
        async (db) => {
          await setCalendarFeedFullNames(db, businessId, request.body.fullNames);
          return { msg: CALENDAR_FEED_NAMES_SAVED_MESSAGE };
        },
        { singleStatement: true },
      );
      return { msg, calendarFeeds: await read(businessId) };
    },
  );
};

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicFeedRoutes);
  await app.register(feedSettingsRoutes);
};

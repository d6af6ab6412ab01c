// /api/team: the business's team members, their services, hours, breaks and time off
// (docs/decisions.md, Team). Every call is the signed-in business's own: another business's
// member answers 404 like an unknown one. Every change is a mutation (Idempotency-Key honoured,
// server/plugins/idempotency.ts) answering the member as it now is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import { errorResponseSchema } from '@contract/common.js';
import {
  MEMBER_HOURS_SAVED_MESSAGE,
  MEMBER_SERVICES_SAVED_MESSAGE,
  memberHoursBodySchema,
  memberServicesBodySchema,
  memberTimeOffBodySchema,
  memberTimeOffParamsSchema,
  TEAM_MEMBER_ADDED_MESSAGE,
  TEAM_MEMBER_SAVED_MESSAGE,
  TEAM_ORDER_SAVED_MESSAGE,
  teamListSchema,
  teamMemberBusySchema,
  teamMemberCreateBodySchema,
  teamMemberParamsSchema,
  teamMemberSavedSchema,
  teamMemberUpdateBodySchema,
  teamOrderBodySchema,
  teamOrderSavedSchema,
  TIME_OFF_ADDED_MESSAGE,
  TIME_OFF_REMOVED_MESSAGE,
} from '@contract/team.js';
import type { Db } from '../../db/database.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import { readTeam } from './team-reads.js';
import {
  addTimeOff,
  createMember,
  removeTimeOff,
  reorderTeam,
  setMemberHours,
  setMemberServices,
  updateMember,
  type TeamContext,
} from './team-writes.js';

const TAGS = ['team'];
/** A member or service named by id may be another business's (404). */
const REFUSALS = { ...MUTATION_ERRORS, 404: errorResponseSchema };
const SAVED = { 200: teamMemberSavedSchema, ...REFUSALS };

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const context = (trx: Db, businessId: number): TeamContext => ({
    trx,
    kind: app.dbKind,
    businessId,
    now: app.config.clock(),
  });

  app.get(
    apiPaths.team,
    {
      schema: signedInSchema(
        TAGS,
        'Every team member of the business, inactive ones too, by position: name, colour, ' +
          'phone, e-mail, active, capacity (clients at the same time), the services they ' +
          "perform, their own weekday hours (null: the business's), breaks and time off.",
        teamListSchema,
      ),
    },
    async (request) => readTeam(app.db, request.user.id),
  );

  app.post(
    apiPaths.team,
    {
      schema: {
        tags: TAGS,
        description:
          'Adds a team member at the end of the order, active. Without serviceIds they perform ' +
          "every service of the business; without hours they follow the business's. 404 for a " +
          "service that is not the business's; 409 past 100 members.",
        security: BEARER_SECURITY,
        body: teamMemberCreateBodySchema,
        response: { 201: teamMemberSavedSchema, ...REFUSALS, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (trx) => ({
          msg: TEAM_MEMBER_ADDED_MESSAGE,
          member: await createMember(context(trx, request.user.id), request.body),
        }),
        { status: 201 },
      ),
  );

  // Before /api/team/:id, though the router tells a static segment from a parameter anyway.
  app.put(
    apiPaths.teamOrder,
    {
      schema: {
        tags: TAGS,
        description:
          'Puts the members in a new order: memberIds lists every member of the business, ' +
          'inactive ones too, once (400 otherwise; 404 for an id not of the business).',
        security: BEARER_SECURITY,
        body: teamOrderBodySchema,
        response: { 200: teamOrderSavedSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: TEAM_ORDER_SAVED_MESSAGE,
        members: await reorderTeam(context(trx, request.user.id), request.body.memberIds),
      })),
  );

  app.put(
    apiPaths.teamMember(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          "Saves a member's name, colour, phone, e-mail, capacity and whether they are active. " +
          'Deactivating a member with future bookings is refused with 409 listing them ' +
          '(bookings, by start): move or cancel them first. The last active member cannot be ' +
          'deactivated (409).',
        security: BEARER_SECURITY,
        params: teamMemberParamsSchema,
        body: teamMemberUpdateBodySchema,
        response: { ...SAVED, 409: teamMemberBusySchema.partial({ bookings: true }) },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: TEAM_MEMBER_SAVED_MESSAGE,
        member: await updateMember(context(trx, request.user.id), request.params.id, request.body),
      })),
  );

  app.put(
    apiPaths.teamMemberServices(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Sets the services the member performs, all of them (an empty list is none). 404 for ' +
          "a service that is not the business's. Bookings already made keep their member.",
        security: BEARER_SECURITY,
        params: teamMemberParamsSchema,
        body: memberServicesBodySchema,
        response: SAVED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: MEMBER_SERVICES_SAVED_MESSAGE,
        member: await setMemberServices(
          context(trx, request.user.id),
          request.params.id,
          request.body.serviceIds,
        ),
      })),
  );

  app.put(
    apiPaths.teamMemberHours(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          "Sets the member's own hours and breaks together. hours null follows the business's " +
          'hours; otherwise 7 rows, one per weekday (1 = Monday ... 7 = Sunday), a working day ' +
          'with startTime before endTime (HH:mm) and, for a split day, a second range ' +
          'secondStartTime-secondEndTime after the first ends (both null or absent for one ' +
          'range; 400 when out of order or overlapping). The member is bookable only inside both the ' +
          "business's hours and these. breaks replace the member's breaks.",
        security: BEARER_SECURITY,
        params: teamMemberParamsSchema,
        body: memberHoursBodySchema,
        response: SAVED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: MEMBER_HOURS_SAVED_MESSAGE,
        member: await setMemberHours(
          context(trx, request.user.id),
          request.params.id,
          request.body,
        ),
      })),
  );

  app.post(
    apiPaths.teamMemberTimeOff(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Adds time off: whole days from to to (YYYY-MM-DD, both inclusive) with an optional ' +
          'note (holiday, course, sick). The member is not bookable on them; bookings already ' +
          'made stay.',
        security: BEARER_SECURITY,
        params: teamMemberParamsSchema,
        body: memberTimeOffBodySchema,
        response: { 201: teamMemberSavedSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (trx) => ({
          msg: TIME_OFF_ADDED_MESSAGE,
          member: await addTimeOff(context(trx, request.user.id), request.params.id, request.body),
        }),
        { status: 201 },
      ),
  );

  app.delete(
    apiPaths.teamMemberTimeOffEntry(':id', ':timeOffId'),
    {
      schema: {
        tags: TAGS,
        description: "Removes one entry of the member's time off by id. Takes no body.",
        security: BEARER_SECURITY,
        params: memberTimeOffParamsSchema,
        response: SAVED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: TIME_OFF_REMOVED_MESSAGE,
        member: await removeTimeOff(
          context(trx, request.user.id),
          request.params.id,
          request.params.timeOffId,
        ),
      })),
  );
};

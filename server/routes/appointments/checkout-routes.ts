// The checkout and undo of a booking, and the payment methods the checkout offers
// (docs/decisions.md, Checkout). The booking's changes answer it as stored, or 409 with
// `conflict` like the other changes of the diary (write-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentConflictSchema, appointmentDetailSchema } from '@contract/appointments.js';
import { apiPaths } from '@contract/api-paths.js';
import {
  checkoutBodySchema,
  paymentMethodsSchema,
  refundBodySchema,
  restoreBodySchema,
} from '@contract/checkout.js';
import { errorResponseSchema, idParamsSchema } from '@contract/common.js';
import type { Db } from '../../db/database.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import type { WriteContext } from './booking-writes.js';
import { checkOut, refundPayment, restoreBooking } from './checkout-writes.js';
import { readPaymentMethods, setPaymentMethods } from './payment-methods-repository.js';

const TAGS = ['appointments'];
const REFUSALS = { ...MUTATION_ERRORS, 404: errorResponseSchema, 409: appointmentConflictSchema };
const CHANGED = { 200: appointmentDetailSchema, ...REFUSALS };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (trx: Db, business: { id: number; timezone: string }): WriteContext => ({
    trx,
    kind: app.dbKind,
    business: { id: business.id, timezone: business.timezone },
    now: app.config.clock(),
    sms: app.config.sms !== undefined,
  });

  app.post(
    apiPaths.checkoutAppointment(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Checks a booking out: records what the client paid for the services (after the ' +
          'discount, without the tip), the method (one the business takes), the discount and ' +
          'the tip, and sets payment_status to paid. Amounts as numbers or text such as ' +
          '"1 650,50". 409 for a cancelled or already paid booking.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: checkoutBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        checkOut(context(trx, request.business), request.params.id, request.body),
      ),
  );

  app.post(
    apiPaths.refundAppointment(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Refunds a payment of the booking (all that is left of it when amount is left out). ' +
          'payment_status becomes refunded once every payment is refunded. 409 unless the ' +
          'booking is paid; 404 for a payment of another booking.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: refundBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        refundPayment(context(trx, request.business), request.params.id, request.body),
      ),
  );

  app.post(
    apiPaths.restoreAppointment(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Undoes a cancellation or a no-show: the booking is booked again. A cancelled one ' +
          'gets the checks of a new booking (409 overlap or outside_hours unless force is true).',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: restoreBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        restoreBooking(context(trx, request.business), request.params.id, request.body),
      ),
  );

  app.get(
    apiPaths.paymentMethods,
    {
      schema: signedInSchema(
        ['business-settings'],
        'The payment methods the business takes, which the checkout offers.',
        paymentMethodsSchema,
      ),
    },
    async (request) => ({ methods: await readPaymentMethods(app.db, request.user.id) }),
  );

  app.put(
    apiPaths.paymentMethods,
    {
      schema: {
        tags: ['business-settings'],
        description: 'Sets the payment methods the business takes (at least one).',
        security: BEARER_SECURITY,
        body: paymentMethodsSchema,
        response: { 200: paymentMethodsSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (trx) => ({
          methods: await setPaymentMethods(trx, request.user.id, request.body.methods),
        }),
        { singleStatement: true },
      ),
  );
};

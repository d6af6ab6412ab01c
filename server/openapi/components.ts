// The contract's shared shapes, named, so the API document lists them once under
// components.schemas and every operation points at them (docs/decisions.md, API document).
// A registry of its own, not zod's global one: naming a shape here changes nothing but the
// document. A shape used by one call only stays inline; a name no call uses is dropped.
import { z } from 'zod';
import {
  appointmentClientSchema,
  appointmentConflictSchema,
  appointmentDetailSchema,
  appointmentResponseSchema,
  appointmentSchema,
  conflictingAppointmentSchema,
} from '../../contract/appointments.js';
import {
  availabilityRulesSchema,
  businessBreakSchema,
  businessClosureSchema,
  specialHoursSchema,
} from '../../contract/availability-settings.js';
import { currentUserSchema, loginFailureSchema } from '../../contract/auth.js';
import { serviceIntervalSchema, weekDaySchema } from '../../contract/business-settings.js';
import {
  categorySchema,
  categoryWithServicesSchema,
  serviceSchema,
} from '../../contract/catalogue.js';
import { clientDetailSchema, clientSchema } from '../../contract/clients.js';
import {
  errorItemSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '../../contract/common.js';
import {
  portalBookingSchema,
  portalCategorySchema,
  portalServiceSchema,
} from '../../contract/portal.js';
import {
  durationSchema,
  intervalTypeSchema,
  priceTypeSchema,
  serviceTypeSchema,
} from '../../contract/reference.js';

/** What fastify-type-provider-zod reads from a registry: the component's name, and more meta. */
export type ComponentMeta = { id?: string; [key: string]: unknown };

export const openApiComponents = z.registry<ComponentMeta>();

const named: [z.ZodType, string, string?][] = [
  [errorResponseSchema, 'ErrorResponse', 'The envelope of every refusal (docs/decisions.md, API).'],
  [errorItemSchema, 'ErrorItem'],
  [messageResponseSchema, 'Message'],
  [loginFailureSchema, 'LoginFailure'],
  [currentUserSchema, 'CurrentUser'],
  [serviceTypeSchema, 'ServiceType'],
  [priceTypeSchema, 'PriceType'],
  [durationSchema, 'Duration'],
  [intervalTypeSchema, 'IntervalType'],
  [categorySchema, 'Category'],
  [serviceSchema, 'Service'],
  [categoryWithServicesSchema, 'CategoryWithServices'],
  [weekDaySchema, 'WeekDay'],
  [serviceIntervalSchema, 'ServiceInterval'],
  [availabilityRulesSchema, 'AvailabilityRules'],
  [businessBreakSchema, 'BusinessBreak'],
  [businessClosureSchema, 'BusinessClosure'],
  [specialHoursSchema, 'SpecialHours'],
  [appointmentSchema, 'AppointmentSummary'],
  [appointmentResponseSchema, 'Appointment'],
  [appointmentDetailSchema, 'AppointmentDetail'],
  [appointmentClientSchema, 'AppointmentClient'],
  [conflictingAppointmentSchema, 'ConflictingAppointment'],
  [appointmentConflictSchema, 'AppointmentConflict'],
  [clientSchema, 'Client'],
  [clientDetailSchema, 'ClientDetail'],
  [portalServiceSchema, 'PortalService'],
  [portalCategorySchema, 'PortalCategory'],
  [portalBookingSchema, 'PortalBooking'],
];

for (const [schema, id, description] of named) {
  openApiComponents.add(schema, description ? { id, description } : { id });
}

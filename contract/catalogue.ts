// Categories and services: the catalogue screens and their calls (docs/architecture.md, Contract).
import { z } from 'zod';
import { idSchema, isPlainText, plainTextMessage, requiredLine } from './common.js';

/**
 * Multi-line text an owner may write: line breaks kept, other controls refused. Optional: absent
 * or blank is stored as '' and read back as '' (docs/decisions.md, Catalogue edits).
 */
const description = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label))
    .optional()
    .default('');

export const categorySchema = z.object({
  id: z.number(),
  categoryName: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const categoryBodySchema = z.object({
  categoryName: requiredLine('Service category name', 100),
  description: description('Service category description', 1000),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

/** The most categories, or services of one category, an order names. */
export const MAX_ORDERED = 500;

/**
 * PUT /api/categories/order and /api/categories/{id}/services/order: every id of the list, in
 * the order the owner wants (docs/decisions.md, Catalogue edits). Which ids the list holds is the
 * server's check (404 for one it does not know, 422 when one is missing or extra); here only
 * the shape. Any whole number: the outbox reads a waiting order back with this schema, and it
 * may name a temporary id of an item made offline (docs/offline.md, Temporary ids).
 */
export const catalogueOrderBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'ids must be a list of ids' }).int('ids must be a list of ids'), {
      error: 'ids must be a list of ids',
    })
    .max(MAX_ORDERED, `At most ${MAX_ORDERED} ids`),
});
export type CatalogueOrderBody = z.input<typeof catalogueOrderBodySchema>;

/** The refusal of an order that leaves an item out, names one twice or one from elsewhere. */
export const ORDER_INCOMPLETE_MESSAGE =
  'The order must name every item of the list exactly once: reload and try again';

export const serviceSchema = z.object({
  sid: z.number(),
  serviceName: z.string(),
  categoryTypeID: z.number(),
  hrs: z.number(),
  min: z.number(),
  /** Dollars with cents, e.g. 45.5; null when the price type is Free. */
  price: z.number().nullable(),
  priceTypeName: z.string(),
  /**
   * False: hidden from the booking page, still bookable by the owner (docs/decisions.md,
   * Catalogue edits). The server always sends it; optional because an answer the worker kept
   * before catalogue edits lacks it, and such a service is offered.
   */
  onlineBooking: z.boolean().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const categoryWithServicesSchema = z.object({
  id: z.number(),
  categoryName: z.string(),
  description: z.string(),
  services: z.array(serviceSchema),
});
export type CategoryWithServices = z.infer<typeof categoryWithServicesSchema>;
export const categoryWithServicesListSchema = z.array(categoryWithServicesSchema);

export const MAX_PRICE = 1_000_000;

/**
 * The price is free text in the form (spec 5); the server accepts "45", "45.50", "795,50",
 * "1 650,50" or a number and refuses anything that is not a non-negative amount with at most two
 * decimals (docs/decisions.md, Data).
 */
export const priceInputSchema = z.union([z.string().trim(), z.number()]);

/**
 * An amount as people write it: a decimal comma or point with one or two decimals, and digits in
 * groups of three split by one space (plain, NBSP or narrow NBSP, as Intl writes "1 650,50").
 * A comma or point between thousands is refused: "1,650" could be either.
 */
const PRICE_PATTERN = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** Parses a price to cents, or returns an error message. Empty means "no price". */
export function parsePriceToCents(input: string | number): number | null | string {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (text === '') return null;
  const match = PRICE_PATTERN.exec(text);
  if (!match) return 'Price must be a non-negative number with at most two decimals';
  const whole = (match[1] ?? '0').replace(/\D/g, '');
  const fraction = match[2] ?? '';
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_PRICE * 100) return `Price must be at most ${MAX_PRICE}`;
  return cents;
}

export const serviceCreateBodySchema = z.object({
  serviceName: requiredLine('Service name', 150),
  categoryTypeID: idSchema,
  servDesc: description('Service description', 2000),
  afterDescription: z
    .string()
    .trim()
    .max(2000, 'Aftercare description is too long')
    .refine(isPlainText, plainTextMessage('Aftercare description'))
    .optional(),
  serviceTypeID: idSchema,
  durationID: idSchema,
  priceTypeID: idSchema,
  price: priceInputSchema.optional(),
});
export type ServiceCreateBody = z.input<typeof serviceCreateBodySchema>;

/** "Offered on the booking page": optional, so the spec's create body stays valid (true). */
const onlineBookingInputSchema = z.boolean({ error: 'onlineBooking must be true or false' });

/** The create body with the booking-page switch; the update takes the same fields. */
export const serviceBodySchema = serviceCreateBodySchema.extend({
  onlineBooking: onlineBookingInputSchema.optional(),
});
export type ServiceBody = z.input<typeof serviceBodySchema>;

/**
 * POST /api/services/create: the create body and, optionally, the team members who perform the
 * new service; without `memberIds` every active member does (docs/decisions.md, Team).
 */
export const serviceCreateWithTeamBodySchema = serviceBodySchema.extend({
  memberIds: z
    .array(idSchema, { error: 'memberIds must be a list of team member ids' })
    .max(100, 'At most 100 team members')
    .refine((ids) => new Set(ids).size === ids.length, 'A team member is listed twice')
    .optional(),
});
export type ServiceCreateWithTeamBody = z.input<typeof serviceCreateWithTeamBodySchema>;

/** Everything the edit form shows of one service (GET /api/services/{id}). */
export const serviceDetailSchema = z.object({
  sid: z.number(),
  serviceName: z.string(),
  categoryTypeID: z.number(),
  servDesc: z.string(),
  afterDescription: z.string(),
  serviceTypeID: z.number(),
  durationID: z.number(),
  priceTypeID: z.number(),
  /** Dollars with cents; null when the price type is Free. */
  price: z.number().nullable(),
  onlineBooking: z.boolean(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** The refusal of a category that still has services (docs/decisions.md, Catalogue edits). */
export const CATEGORY_NOT_EMPTY_MESSAGE =
  'This category still has services: move them to another category or delete them first';
/** `errors[].code` of the refusal above (docs/decisions.md, API). */
export const CATEGORY_NOT_EMPTY_CODE = 'category_not_empty';
/** `errors[].code` of a category name the business already has, whatever its case. */
export const CATEGORY_NAME_TAKEN_CODE = 'category_name_taken';
export const categoryNameTakenMessage = (name: string) =>
  `A category named "${name}" already exists`;
export const SERVICE_DELETED_MESSAGE = 'Service deleted';
export const CATEGORY_DELETED_MESSAGE = 'Category deleted';

// A business's services: the catalogue list (every category with its services), and a service's
// create, read, update and delete, always scoped to that business; the price a price type needs.
import {
  parsePriceToCents,
  type CategoryWithServices,
  type Service,
  type ServiceDetail,
} from '@contract/catalogue.js';
import { FREE_PRICE_TYPE_NAME } from '@contract/reference.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { splitMinutes } from '../../repositories/reference-repository.js';
import { giveServiceToMembers } from '../../repositories/team-members.js';
import { getCategory, listCategories } from './catalogue-categories.js';
import { nextServicePosition } from './catalogue-order.js';

export const PRICE_REQUIRED_MESSAGE = 'Price is required';

/** Services with what the list shows of their duration and price type. */
function selectServices(db: Db, businessId: number) {
  return db
    .selectFrom('services')
    .innerJoin('durations', 'durations.id', 'services.duration_id')
    .innerJoin('price_types', 'price_types.id', 'services.price_type_id')
    .select([
      'services.id',
      'services.name',
      'services.category_id',
      'services.price_cents',
      'durations.minutes',
      'price_types.name as price_type_name',
      'services.online_booking',
    ])
    .where('services.business_id', '=', businessId);
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof selectServices>['executeTakeFirstOrThrow']>>;

// Read on every visit to the catalogue, like the categories: built and compiled once.
const serviceRows = compiledOnce((db, p: { businessId: number }) =>
  selectServices(db, p.businessId).orderBy('services.position').orderBy('services.id'),
);

function toService(row: ServiceRow): Service {
  return {
    sid: row.id,
    serviceName: row.name,
    categoryTypeID: row.category_id,
    ...splitMinutes(row.minutes),
    price: row.price_cents === null ? null : row.price_cents / 100,
    priceTypeName: row.price_type_name,
    onlineBooking: row.online_booking === 1,
  };
}

/** Every category, also those without services, each with its services: two queries in all. */
export async function listCategoriesWithServices(
  db: Db,
  businessId: number,
): Promise<CategoryWithServices[]> {
  const categories = await listCategories(db, businessId);
  const rows = await serviceRows(db, { businessId });
  const byCategory = new Map<number, Service[]>();
  for (const row of rows) {
    const services = byCategory.get(row.category_id) ?? [];
    services.push(toService(row));
    byCategory.set(row.category_id, services);
  }
  return categories.map((category) => ({
    ...category,
    services: byCategory.get(category.id) ?? [],
  }));
}

export interface ServiceInput {
  serviceName: string;
  categoryTypeID: number;
  servDesc: string;
  afterDescription?: string;
  serviceTypeID: number;
  durationID: number;
  priceTypeID: number;
  price?: string | number;
  /** Omitted: offered, for a new service; unchanged, for an edited one. */
  onlineBooking?: boolean;
}

async function referenceExists(
  trx: Db,
  table: 'service_types' | 'durations' | 'price_types',
  id: number,
): Promise<boolean> {
  return (
    (await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/**
 * A Free service stores no price, whatever was sent: the form keeps the field when the owner
 * switches to Free, and refusing a leftover value would only get in the way. Fixed and From need
 * one.
 */
function priceCents(priceTypeName: string, price: string | number | undefined): number | null {
  if (priceTypeName === FREE_PRICE_TYPE_NAME) return null;
  const parsed = price === undefined ? null : parsePriceToCents(price);
  if (typeof parsed === 'string') throw fieldError(400, parsed, 'price');
  if (parsed === null) throw fieldError(400, PRICE_REQUIRED_MESSAGE, 'price');
  return parsed;
}

/** The checks a create and an update share; returns the columns both write. */
async function serviceColumns(trx: Db, businessId: number, input: ServiceInput) {
  await getCategory(trx, businessId, input.categoryTypeID);
  if (!(await referenceExists(trx, 'service_types', input.serviceTypeID))) {
    throw fieldError(400, 'Service type is not one of the options', 'serviceTypeID');
  }
  if (!(await referenceExists(trx, 'durations', input.durationID))) {
    throw fieldError(400, 'Duration is not one of the options', 'durationID');
  }
  const priceType = await trx
    .selectFrom('price_types')
    .select('name')
    .where('id', '=', input.priceTypeID)
    .executeTakeFirst();
  if (!priceType) throw fieldError(400, 'Price type is not one of the options', 'priceTypeID');
  return {
    category_id: input.categoryTypeID,
    name: input.serviceName,
    description: input.servDesc,
    after_description: input.afterDescription ?? '',
    service_type_id: input.serviceTypeID,
    duration_id: input.durationID,
    price_type_id: input.priceTypeID,
    price_cents: priceCents(priceType.name, input.price),
  };
}

async function readService(trx: Db, businessId: number, id: number): Promise<Service> {
  const row = await selectServices(trx, businessId)
    .where('services.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Service');
  return toService(row);
}

export async function createService(
  trx: Db,
  businessId: number,
  input: ServiceInput & { memberIds?: readonly number[] },
  now: Date,
): Promise<Service> {
  const columns = await serviceColumns(trx, businessId, input);
  const { id } = await trx
    .insertInto('services')
    .values({
      ...columns,
      business_id: businessId,
      position: await nextServicePosition(trx, businessId, input.categoryTypeID),
      online_booking: input.onlineBooking === false ? 0 : 1,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await giveServiceToMembers(trx, businessId, id, input.memberIds);
  return readService(trx, businessId, id);
}

/** Everything the edit form shows; another business's service answers 404 like an unknown one. */
export async function getServiceDetail(
  db: Db,
  businessId: number,
  id: number,
): Promise<ServiceDetail> {
  const row = await db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Service');
  return {
    sid: row.id,
    serviceName: row.name,
    categoryTypeID: row.category_id,
    servDesc: row.description,
    afterDescription: row.after_description,
    serviceTypeID: row.service_type_id,
    durationID: row.duration_id,
    priceTypeID: row.price_type_id,
    price: row.price_cents === null ? null : row.price_cents / 100,
    onlineBooking: row.online_booking === 1,
  };
}

/**
 * Every field of the create form, the category included. Bookings already made keep their items
 * as they were booked (appointment_items is a snapshot): an edit changes only what comes next.
 */
export async function updateService(
  trx: Db,
  businessId: number,
  id: number,
  input: ServiceInput,
): Promise<Service> {
  const before = await readService(trx, businessId, id);
  const columns = await serviceColumns(trx, businessId, input);
  // Moved to another category, it goes last there (docs/decisions.md, Catalogue edits).
  const moved = before.categoryTypeID !== input.categoryTypeID;
  await trx
    .updateTable('services')
    .set({
      ...columns,
      ...(moved
        ? { position: await nextServicePosition(trx, businessId, input.categoryTypeID) }
        : {}),
      ...(input.onlineBooking === undefined ? {} : { online_booking: input.onlineBooking ? 1 : 0 }),
    })
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .execute();
  return readService(trx, businessId, id);
}

/**
 * A hard delete: appointment items have no foreign key to services and keep their own name,
 * price and duration (migration 003), so past and future bookings read as they were.
 */
export async function deleteService(trx: Db, businessId: number, id: number): Promise<void> {
  const deleted = await trx
    .deleteFrom('services')
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound('Service');
}

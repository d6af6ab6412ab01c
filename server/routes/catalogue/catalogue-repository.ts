// Reads and writes of a business's categories and services, always scoped to that business.
import type { Selectable } from 'kysely';
import {
  CATEGORY_NOT_EMPTY_MESSAGE,
  parsePriceToCents,
  type Category,
  type CategoryWithServices,
  type Service,
  type ServiceDetail,
} from '../../../contract/catalogue.js';
import { FREE_PRICE_TYPE_NAME } from '../../../contract/reference.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db, DbKind } from '../../db/database.js';
import type { CategoriesTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { fieldError, HttpError, notFound } from '../../plugins/errors.js';
import { splitMinutes } from '../../repositories/reference-repository.js';
import { giveServiceToMembers } from '../../repositories/team-members.js';

export const PRICE_REQUIRED_MESSAGE = 'Price is required';

const duplicateCategory = (name: string) =>
  fieldError(409, `A category named "${name}" already exists`, 'categoryName');

type CategoryRow = Pick<Selectable<CategoriesTable>, 'id' | 'name' | 'description'>;

function toCategory(row: CategoryRow): Category {
  return { id: row.id, categoryName: row.name, description: row.description };
}

// The categories and the catalogue list (cat_wise_services) are read on every visit to the
// catalogue: their queries are built and compiled once (server/db/compiled-once.ts).
const categoryRows = compiledOnce((db, p: { businessId: number }) =>
  db
    .selectFrom('categories')
    .select(['id', 'name', 'description'])
    .where('business_id', '=', p.businessId)
    .orderBy((eb) => eb.fn<string>('lower', ['name']))
    .orderBy('id'),
);

export async function listCategories(db: Db, businessId: number): Promise<Category[]> {
  const rows = await categoryRows(db, { businessId });
  return rows.map(toCategory);
}

/** Another business's category answers exactly like an unknown one: it must not be probed. */
export async function getCategory(db: Db, businessId: number, id: number): Promise<Category> {
  const row = await db
    .selectFrom('categories')
    .select(['id', 'name', 'description'])
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Category');
  return toCategory(row);
}

/**
 * Refuses a name another category of the business already has. lower() runs in the database on
 * both sides so the check agrees with the unique index on (business_id, lower(name)) even where
 * the database and JavaScript lower-case letters differently.
 */
async function assertNameFree(
  trx: Db,
  businessId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  let query = trx
    .selectFrom('categories')
    .select('id')
    .where('business_id', '=', businessId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw duplicateCategory(name);
}

/** The check above leaves a window for a concurrent request; the index closes it, as a 409. */
async function mapUniqueViolation<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCategory(name);
    throw error;
  }
}

export interface CategoryInput {
  categoryName: string;
  description: string;
}

export async function createCategory(
  trx: Db,
  businessId: number,
  input: CategoryInput,
  now: Date,
): Promise<Category> {
  await assertNameFree(trx, businessId, input.categoryName);
  const row = await mapUniqueViolation(input.categoryName, () =>
    trx
      .insertInto('categories')
      .values({
        business_id: businessId,
        name: input.categoryName,
        description: input.description,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning(['id', 'name', 'description'])
      .executeTakeFirstOrThrow(),
  );
  return toCategory(row);
}

export async function updateCategory(
  trx: Db,
  businessId: number,
  id: number,
  input: CategoryInput,
  now: Date,
): Promise<Category> {
  await getCategory(trx, businessId, id);
  // Excluding the category itself lets an owner change only the case of its name.
  await assertNameFree(trx, businessId, input.categoryName, id);
  await mapUniqueViolation(input.categoryName, () =>
    trx
      .updateTable('categories')
      .set({
        name: input.categoryName,
        description: input.description,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('business_id', '=', businessId)
      .execute(),
  );
  return getCategory(trx, businessId, id);
}

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

const serviceRows = compiledOnce((db, p: { businessId: number }) =>
  selectServices(db, p.businessId)
    .orderBy((eb) => eb.fn<string>('lower', ['services.name']))
    .orderBy('services.id'),
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
  await readService(trx, businessId, id);
  const columns = await serviceColumns(trx, businessId, input);
  await trx
    .updateTable('services')
    .set({
      ...columns,
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

/**
 * Refused (409) while the category has services: deleting them with it would be a surprise the
 * owner cannot undo (docs/decisions.md, Catalogue edits).
 */
export async function deleteCategory(
  trx: Db,
  kind: DbKind,
  businessId: number,
  id: number,
): Promise<void> {
  await getCategory(trx, businessId, id);
  if (kind === 'postgres') {
    // A service written into this category by a concurrent request holds its row (the foreign
    // key's share lock) until it commits; waiting here means the check below sees that service.
    // SQLite's transactions already hold the write lock from BEGIN (server/db/database.ts).
    await trx.selectFrom('categories').select('id').where('id', '=', id).forUpdate().execute();
  }
  const service = await trx
    .selectFrom('services')
    .select('id')
    .where('business_id', '=', businessId)
    .where('category_id', '=', id)
    .executeTakeFirst();
  if (service) throw new HttpError(409, CATEGORY_NOT_EMPTY_MESSAGE);
  await trx
    .deleteFrom('categories')
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .execute();
}

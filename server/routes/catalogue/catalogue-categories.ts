// A business's categories: list, read, create, update and delete, always scoped to that business.
// A name is the business's once, whatever its case; a category with services stays
// (docs/decisions.md, Catalogue edits).
import type { Selectable } from 'kysely';
import {
  CATEGORY_NAME_TAKEN_CODE,
  CATEGORY_NOT_EMPTY_CODE,
  CATEGORY_NOT_EMPTY_MESSAGE,
  categoryNameTakenMessage,
  type Category,
} from '@contract/catalogue.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db, DbKind } from '../../db/database.js';
import type { CategoriesTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { coded, fieldError, notFound } from '../../plugins/errors.js';
import { nextCategoryPosition } from './catalogue-order.js';

const duplicateCategory = (name: string) =>
  fieldError(409, categoryNameTakenMessage(name), 'categoryName', CATEGORY_NAME_TAKEN_CODE, {
    categoryName: name,
  });

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
    // The owner's order; new categories go last (docs/decisions.md, Catalogue edits).
    .orderBy('position')
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
  // New categories go last (docs/decisions.md, Catalogue edits).
  const position = await nextCategoryPosition(trx, businessId);
  const row = await mapUniqueViolation(input.categoryName, () =>
    trx
      .insertInto('categories')
      .values({
        business_id: businessId,
        name: input.categoryName,
        description: input.description,
        position,
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
  if (service) throw coded(409, CATEGORY_NOT_EMPTY_CODE, CATEGORY_NOT_EMPTY_MESSAGE);
  await trx
    .deleteFrom('categories')
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .execute();
}

// The catalogue's order (docs/decisions.md, Catalogue edits): where a new item goes (last), and
// the owner's order of the categories, or of one category's services, saved whole.
import { ORDER_INCOMPLETE_MESSAGE } from '@contract/catalogue.js';
import { coded, notFound } from '../../plugins/errors.js';
import type { Db } from '../../db/database.js';

/** The position after the business's last category. */
export async function nextCategoryPosition(trx: Db, businessId: number): Promise<number> {
  const row = await trx
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** The position after the category's last service. */
export async function nextServicePosition(
  trx: Db,
  businessId: number,
  categoryId: number,
): Promise<number> {
  const row = await trx
    .selectFrom('services')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('business_id', '=', businessId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Checks `ids` against the list's own ids: one not of the business at all answers 404, like any
 * other business's id; one missing, named twice, or of another list of the business is a 422
 * (the owner's screen was out of date).
 */
function assertWholeList(
  ids: readonly number[],
  listIds: ReadonlySet<number>,
  businessIds: ReadonlySet<number>,
  what: string,
): void {
  if (ids.some((id) => !businessIds.has(id))) throw notFound(what);
  const complete =
    ids.length === listIds.size &&
    new Set(ids).size === ids.length &&
    ids.every((id) => listIds.has(id));
  if (!complete) throw coded(422, 'order_incomplete', ORDER_INCOMPLETE_MESSAGE);
}

/** Every category of the business, in the order given. */
export async function orderCategories(
  trx: Db,
  businessId: number,
  ids: readonly number[],
): Promise<void> {
  const rows = await trx
    .selectFrom('categories')
    .select('id')
    .where('business_id', '=', businessId)
    .execute();
  const own = new Set(rows.map((row) => row.id));
  assertWholeList(ids, own, own, 'Category');
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable('categories')
      .set({ position })
      .where('id', '=', id)
      .where('business_id', '=', businessId)
      .execute();
  }
}

/** Every service of one category of the business, in the order given. */
export async function orderServices(
  trx: Db,
  businessId: number,
  categoryId: number,
  ids: readonly number[],
): Promise<void> {
  const category = await trx
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!category) throw notFound('Category');
  const rows = await trx
    .selectFrom('services')
    .select(['id', 'category_id'])
    .where('business_id', '=', businessId)
    .execute();
  const inCategory = new Set(rows.filter((row) => row.category_id === categoryId).map((r) => r.id));
  assertWholeList(ids, inCategory, new Set(rows.map((row) => row.id)), 'Service');
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable('services')
      .set({ position })
      .where('id', '=', id)
      .where('business_id', '=', businessId)
      .execute();
  }
}

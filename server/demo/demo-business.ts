// The business `npm run demo` signs in to: its owner (Maria, with the published password), its
// catalogue (demo-catalogue.ts, at the locale's prices) and its opening hours. Running it again
// updates the same rows instead of adding new ones.
import type { Db } from '../db/database.js';
import { hashPassword } from '../security/passwords.js';
import { createBusinessDefaults } from '../repositories/business-defaults.js';
import { uniqueSlug } from '../repositories/business-slug.js';
import { createOwnerMember } from '../repositories/team-members.js';
import { DEMO_CATALOGUE } from './demo-catalogue.js';
import { demoPriceCents, type DemoLocaleName } from './demo-locale.js';
import type { DemoServiceRef } from './demo-appointments.js';
import type { OpeningHours } from './demo-history.js';

export const DEMO_EMAIL = 'demo@salon.example';
export const DEMO_PASSWORD = 'demo-salon-2026';
export const DEMO_TIMEZONE = 'Europe/Oslo';

export async function upsertDemoOwner(db: Db, now: string): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        first_name: 'Maria',
        last_name: 'Nordmann',
        business_name: 'Studio Nord Hair & Nails',
        slug: await uniqueSlug(trx, 'Studio Nord Hair & Nails'),
        email: DEMO_EMAIL,
        password_hash: await hashPassword(DEMO_PASSWORD),
        country: '+47',
        mobile: '912 34 567',
        timezone: DEMO_TIMEZONE,
        brand_logo: null,
        email_verified_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createBusinessDefaults(trx, user.id);
    await createOwnerMember(
      trx,
      user.id,
      { firstName: 'Maria', lastName: 'Nordmann' },
      new Date(now),
    );
    return user.id;
  });
}

export async function upsertCatalogue(
  db: Db,
  businessId: number,
  now: string,
  locale: DemoLocaleName,
): Promise<DemoServiceRef[]> {
  const [priceTypes, serviceTypes, durations] = await Promise.all([
    db.selectFrom('price_types').selectAll().execute(),
    db.selectFrom('service_types').selectAll().execute(),
    db.selectFrom('durations').selectAll().execute(),
  ]);
  const idOf = <T extends { id: number }>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) throw new Error(`demo data refers to an unknown ${what}`);
    return row.id;
  };
  const refs: DemoServiceRef[] = [];
  for (const category of DEMO_CATALOGUE) {
    let categoryRow = await db
      .selectFrom('categories')
      .select('id')
      .where('business_id', '=', businessId)
      .where('name', '=', category.name)
      .executeTakeFirst();
    categoryRow ??= await db
      .insertInto('categories')
      .values({
        business_id: businessId,
        name: category.name,
        description: category.description,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const service of category.services) {
      const priceCents = demoPriceCents(service.priceCents, locale);
      let serviceRow = await db
        .selectFrom('services')
        .select('id')
        .where('business_id', '=', businessId)
        .where('category_id', '=', categoryRow.id)
        .where('name', '=', service.name)
        .executeTakeFirst();
      // A refresh in another locale asks that country's prices.
      if (serviceRow) {
        await db
          .updateTable('services')
          .set({ price_cents: priceCents })
          .where('id', '=', serviceRow.id)
          .execute();
      }
      serviceRow ??= await db
        .insertInto('services')
        .values({
          business_id: businessId,
          category_id: categoryRow.id,
          name: service.name,
          description: service.description,
          after_description: '',
          service_type_id: idOf(
            serviceTypes,
            (row) => row.name === service.serviceType,
            'service type',
          ),
          duration_id: idOf(durations, (row) => row.minutes === service.minutes, 'duration'),
          price_type_id: idOf(priceTypes, (row) => row.name === service.priceType, 'price type'),
          price_cents: priceCents,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      refs.push({
        id: serviceRow.id,
        name: service.name,
        priceCents,
        minutes: service.minutes,
      });
    }
  }
  return refs;
}

/** Open Monday to Saturday; late opening on Thursday, short Saturday. */
export const DEMO_HOURS: OpeningHours = {
  1: ['09:00', '18:00'],
  2: ['09:00', '18:00'],
  3: ['09:00', '18:00'],
  4: ['10:00', '20:00'],
  5: ['09:00', '18:00'],
  6: ['09:00', '16:00'],
  7: null,
};

export async function setHours(db: Db, businessId: number): Promise<void> {
  for (const [day, times] of Object.entries(DEMO_HOURS)) {
    await db
      .updateTable('business_days')
      .set({
        open: times ? 1 : 0,
        opening_time: times?.[0] ?? null,
        closing_time: times?.[1] ?? null,
      })
      .where('business_id', '=', businessId)
      .where('day_of_week', '=', Number(day))
      .execute();
  }
}

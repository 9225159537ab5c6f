import type { Insertable } from 'kysely';
import type { DB } from '../../src/server/db/connect';
import type { SubscriptionPackagesTable } from '../../src/server/db/schema';

/** A subscription package written straight to the database (test and benchmark set-up). */
export async function insertPackage(db: DB, fields: Partial<Insertable<SubscriptionPackagesTable>> = {}) {
  const row = await db
    .insertInto('subscription_packages')
    .values({
      name: 'package plan',
      validity: 1,
      validity_type: 'yearly',
      plan_type: 'package',
      price: 99900,
      discounted_price: null,
      hsn: '998314',
      gst: 18,
      popular: 0,
      description: null,
      is_active: 1,
      is_default: 0,
      is_renewal: 0,
      renewal_plan_id: null,
      sequence: 0,
      post: null,
      web: null,
      bot: null,
      card: null,
      campaign: null,
      whatsapp: null,
      created_at: new Date().toISOString(),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

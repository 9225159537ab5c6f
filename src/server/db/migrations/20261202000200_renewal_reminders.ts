import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Renewal reminders with a payment link (issue 27, Renewal Reminder Logs): one row per reminder the
 * billing job sent (or tried to send), naming the plan that ends, the one unpaid renewal plan made
 * for it (reused by every later reminder of the same plan), the payment log and link it carried,
 * the number it went to and the Cloud API's wamid; the ticks stay on the inbox's message of that
 * wamid. An additional plan's reminder names its sub plan and has no renewal plan or link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('renewal_reminders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_plan_id', 'integer', (c) => c.notNull().references('user_plans.id').onDelete('cascade'))
    .addColumn('user_sub_plan_id', 'integer', (c) => c.references('user_sub_plans.id').onDelete('cascade'))
    // An Admin may delete the unpaid renewal plan: the next reminder then makes a new one.
    .addColumn('renewal_plan_id', 'integer', (c) => c.references('user_plans.id').onDelete('set null'))
    .addColumn('payment_log_id', 'integer', (c) => c.references('payment_logs.id').onDelete('set null'))
    .addColumn('payment_link', 'text')
    // The digits the reminder went to (country code and mobile), as the inbox's chat names them.
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('wamid', 'text')
    .addColumn('error', 'text')
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The log list, newest first, and its date range.
  await db.schema
    .createIndex('renewal_reminders_sent')
    .on('renewal_reminders')
    .columns(['sent_at', 'id'])
    .execute();
  // The renewal chat panel: the latest reminder to a number.
  await db.schema
    .createIndex('renewal_reminders_by_phone')
    .on('renewal_reminders')
    .columns(['phone', 'sent_at'])
    .execute();
  // The job reuses the renewal plan of an ending plan.
  await db.schema
    .createIndex('renewal_reminders_by_plan')
    .on('renewal_reminders')
    .columns(['user_plan_id', 'id'])
    .execute();
  // Renew finds the reminder of a payment link.
  await db.schema
    .createIndex('renewal_reminders_by_link')
    .on('renewal_reminders')
    .column('payment_link')
    .execute();
  await db.schema
    .createIndex('renewal_reminders_by_renewal_plan')
    .on('renewal_reminders')
    .column('renewal_plan_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('renewal_reminders').execute();
}

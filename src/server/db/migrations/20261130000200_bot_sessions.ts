import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Bot sessions (issue 25): each visitor's place in their bot's flow (the engine's state as JSON,
 * restarted after 4 h of silence), the lead alert owed once per session, and every inbound message
 * id already answered (a WhatsApp message id or the widget's clientMessageId) with the bot messages
 * that answered it, so a repeat gets the first answer again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bot_sessions'))
    .addColumn('visitor_id', 'integer', (c) =>
      c.notNull().unique().references('bot_visitors.id').onDelete('cascade'),
    )
    .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('state', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The lead alert: due 15 min after the last lead answer (or at Chat End), sent once a session.
    .addColumn('lead_due_at', 'text')
    .addColumn('lead_alerted_at', 'text')
    .execute();
  await db.schema.createIndex('bot_sessions_lead_due').on('bot_sessions').column('lead_due_at').execute();

  await withId(db, db.schema.createTable('bot_inbound'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('bot_visitors.id').onDelete('cascade'))
    .addColumn('inbound_id', 'text', (c) => c.notNull())
    // JSON: the ids of the bot messages this inbound message got.
    .addColumn('answer_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bot_inbound_once', ['visitor_id', 'inbound_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bot_inbound').execute();
  await db.schema.dropTable('bot_sessions').execute();
}

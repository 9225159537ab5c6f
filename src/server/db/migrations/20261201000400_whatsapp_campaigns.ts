import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * WhatsApp campaigns (spec 03 §2.4–2.6, §3.4, §3.5; issue 26): a campaign snapshots one message row
 * per distinct opted-in number when it is made; the dispatcher of its sending number claims rows
 * (queued → sending) and settles them; the status webhook moves them on (sent < delivered < read, or
 * failed). Counters live on the campaign and move in the same transaction as the rows.
 * whatsapp_recipients keeps, per business account, when each number was last sent to: the portfolio's
 * 24-hour unique-recipient tier is counted from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('whatsapp_campaigns'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('whatsapp_accounts.id').onDelete('cascade'),
    )
    .addColumn('template_id', 'integer', (c) => c.references('whatsapp_templates.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('opt_out_text', 'text')
    // The create payload's variables (JSON), and the media header sent once per campaign.
    .addColumn('variables', 'text', (c) => c.notNull())
    .addColumn('header_type', 'text', (c) => c.notNull())
    .addColumn('header_media_url', 'text')
    .addColumn('header_media_id', 'text')
    // queued → sending → done; waiting (at the messaging limit) until resume_at.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('resume_at', 'text')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('delivered', 'integer', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('replied', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('whatsapp_campaigns_user')
    .on('whatsapp_campaigns')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('whatsapp_campaign_groups')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('whatsapp_campaigns.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('whatsapp_campaign_groups_pk', ['campaign_id', 'group_id'])
    .execute();

  await withId(db, db.schema.createTable('whatsapp_messages'))
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('whatsapp_campaigns.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('contact_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // The template's parameters for this contact (JSON components), made when the campaign was.
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('wamid', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('reply', 'text')
    .addUniqueConstraint('whatsapp_messages_recipient', ['campaign_id', 'phone'])
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_due')
    .on('whatsapp_messages')
    .columns(['account_id', 'status', 'next_attempt_at', 'id'])
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_wamid')
    .on('whatsapp_messages')
    .column('wamid')
    .unique()
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_campaign')
    .on('whatsapp_messages')
    .columns(['campaign_id', 'id'])
    .execute();

  await db.schema
    .createTable('whatsapp_recipients')
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('whatsapp_recipients_pk', ['business_id', 'phone'])
    .execute();
  await db.schema
    .createIndex('whatsapp_recipients_window')
    .on('whatsapp_recipients')
    .columns(['business_id', 'last_sent_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_recipients').execute();
  await db.schema.dropTable('whatsapp_messages').execute();
  await db.schema.dropTable('whatsapp_campaign_groups').execute();
  await db.schema.dropTable('whatsapp_campaigns').execute();
}

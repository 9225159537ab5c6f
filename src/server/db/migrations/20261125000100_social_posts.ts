import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Social accounts and posts (issue 13; spec 01 §3 "Social platforms and accounts", "Post").
 * - social_connections: one sign-in grant (its tokens sealed with the secrets key) per network and
 *   network user; LinkedIn's organisations, a user's Facebook pages and Google's locations share one.
 * - social_accounts: what a post goes to (a page, an Instagram account, the X user…), each under its
 *   connection; the id the spec's account lists carry.
 * - oauth_states: a sign-in under way: state and PKCE verifier kept server-side, single use, 10 minutes.
 * - posts / post_targets: one row per post, one target per account with its own status and times;
 *   post_logs keeps every attempt. post_drafts are keyed by the client's id so an offline draft
 *   arrives once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('social_connections'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('external_user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('refresh_lock_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('social_connections_grant', ['user_id', 'network', 'external_user_id'])
    .execute();

  await withId(db, db.schema.createTable('social_accounts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connection_id', 'integer', (c) =>
      c.notNull().references('social_connections.id').onDelete('cascade'),
    )
    .addColumn('platform_id', 'integer', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('picture_url', 'text')
    .addColumn('page_token', 'text')
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('social_accounts_target', ['user_id', 'platform_id', 'external_id'])
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('posts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('hashtags', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('schedule_type', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posts_user').on('posts').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('post_targets'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.references('social_accounts.id').onDelete('set null'))
    .addColumn('platform_id', 'integer', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('deferred_until', 'text')
    .addColumn('post_url', 'text')
    .addColumn('external_post_id', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('publish_started_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('engagement', 'integer')
    .addColumn('metrics_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('post_targets_due').on('post_targets').columns(['status', 'due_at']).execute();
  await db.schema.createIndex('post_targets_post').on('post_targets').columns(['post_id']).execute();
  await db.schema
    .createIndex('post_targets_account')
    .on('post_targets')
    .columns(['account_id', 'published_at'])
    .execute();

  await withId(db, db.schema.createTable('post_logs'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform_id', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('post_logs_post').on('post_logs').columns(['post_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('post_drafts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('post_drafts_client', ['user_id', 'client_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'post_drafts',
    'post_logs',
    'post_targets',
    'posts',
    'oauth_states',
    'social_accounts',
    'social_connections',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}

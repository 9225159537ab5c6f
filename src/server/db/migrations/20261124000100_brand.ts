import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Brand information, business categories and products, notification settings (issue 11).
 * One brand row and one notification settings row per user; lists (keywords, locations) as JSON
 * text; flags 0/1 and timestamps ISO text, as everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('brand_information'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    // Company details (spec 01 section 3).
    .addColumn('company_logo', 'text')
    .addColumn('brand_color', 'text')
    .addColumn('company_name', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('website', 'text')
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('address3', 'text')
    .addColumn('business_type', 'text')
    // Billing details: Bill To on invoices.
    .addColumn('billing_name', 'text')
    .addColumn('gst_number', 'text')
    // Business details (the AI step).
    .addColumn('site_one_line_description', 'text')
    .addColumn('ai_description', 'text')
    .addColumn('primary_keyword', 'text')
    .addColumn('secondary_keyword', 'text')
    .addColumn('p_keywords', 'text')
    .addColumn('s_keywords', 'text')
    .addColumn('keywords', 'text')
    .addColumn('locations', 'text')
    // Which forms were saved, for the onboarding wizard.
    .addColumn('company_saved_at', 'text')
    .addColumn('billing_saved_at', 'text')
    .addColumn('details_saved_at', 'text')
    .addColumn('onboarding_finished_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('business_categories'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('is_parent_category', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_categories_user')
    .on('business_categories')
    .columns(['user_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('business_products'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('business_categories.id').onDelete('cascade'),
    )
    // The owner again, so that a product page address is unique per user in one index.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_page_title', 'text')
    .addColumn('product_page_slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_products_user_slug')
    .on('business_products')
    .columns(['user_id', 'product_page_slug'])
    .unique()
    .execute();
  await db.schema
    .createIndex('business_products_category')
    .on('business_products')
    .columns(['category_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('notification_settings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('post_upcomming_festivals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_upcomming_festivals_number', 'text')
    .addColumn('bot_lead', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bot_lead_number', 'text')
    .addColumn('web_news_letter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('web_news_letter_number', 'text')
    .addColumn('web_contact_us', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('web_contact_us_number', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['notification_settings', 'business_products', 'business_categories', 'brand_information'])
    await db.schema.dropTable(t).ifExists().execute();
}

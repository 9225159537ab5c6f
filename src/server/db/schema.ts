import type { Generated } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both SQLite and
 * PostgreSQL, so every query is the same on both.
 */
export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  email: string;
  country_code: string | null;
  mobile_number: string | null;
  password_hash: string | null;
  role: 'Admin' | 'User';
  status: number;
  is_active: number;
  company_name: string | null;
  business_type: string | null;
  reference_id: number | null;
  company_logo: Generated<string | null>;
  registration_date: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  country_code: string;
  mobile_number: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface SubscriptionPackagesTable {
  id: Generated<number>;
  name: string;
  validity: number;
  validity_type: 'na' | 'monthly' | 'yearly' | 'daily';
  plan_type: 'package' | 'demo' | 'addon';
  price: number;
  discounted_price: number | null;
  hsn: string | null;
  gst: number;
  popular: number;
  description: string | null;
  is_active: number;
  is_default: number;
  is_renewal: number;
  renewal_plan_id: number | null;
  sequence: number;
  post: number | null;
  web: number | null;
  bot: number | null;
  card: number | null;
  campaign: number | null;
  whatsapp: number | null;
  created_at: string;
}

export interface UserPlansTable {
  id: Generated<number>;
  user_id: number;
  subscription_plan_id: number;
  start_date: string;
  end_date: string;
  /** Unpaid 0, Paid 1, Canceled 2 (spec 00 section 4). */
  status: number;
  is_active: number;
  created_at: string;
  // Billing (migration 20261122000300): money in paise, dates YYYY-MM-DD, flags 0/1.
  price: Generated<number>;
  original_price: Generated<number>;
  discounted_price: Generated<number | null>;
  gst: Generated<number>;
  quantity: Generated<number>;
  hsn: Generated<string | null>;
  other_details: Generated<string | null>;
  sub_total: Generated<number>;
  tax_amount: Generated<number>;
  round_off: Generated<number>;
  total_amount: Generated<number>;
  amount_paid: Generated<number>;
  payment_method_id: Generated<number | null>;
  payment_date: Generated<string | null>;
  invoice_date: Generated<string | null>;
  invoice_number: Generated<string | null>;
  transaction_id: Generated<string | null>;
  payment_link: Generated<string | null>;
  payment_log_id: Generated<number | null>;
  /** 1 when the customer's own payment order made it: discarded unpaid when its link expires (issue 10). */
  from_order: Generated<number>;
  is_renewal_reminder: Generated<number>;
  is_payment_reminder: Generated<number>;
  renewal_reminded_at: Generated<string | null>;
  payment_reminded_at: Generated<string | null>;
  /** JSON snapshot of the customer's invoice details, taken when the plan is invoiced. */
  brand_information: Generated<string | null>;
  updated_at: Generated<string | null>;
}

export interface UserSubPlansTable {
  id: Generated<number>;
  user_plan_id: number;
  subscription_plan_id: number | null;
  name: string;
  start_date: string | null;
  end_date: string | null;
  price: number;
  quantity: number;
  gst: number;
  hsn: string | null;
  other_details: string | null;
  is_renewal_reminder: number;
  renewal_reminded_at: string | null;
  position: number;
  created_at: string;
}

export interface PaymentLogsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  currency: Generated<string>;
  /** created, paid, expired, cancelled, failed, needs_attention (paid, but no plan left to pay: issue 10) */
  status: string;
  gateway: Generated<string>;
  link_id: string | null;
  short_url: string | null;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  payment_method: string | null;
  paid_at: string | null;
  error: string | null;
  check_count: Generated<number>;
  next_check_at: string | null;
  last_checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A renewal reminder the billing job sent or tried (issue 27, Renewal Reminder Logs). */
export interface RenewalRemindersTable {
  id: Generated<number>;
  user_id: number;
  /** The plan that ends (an additional plan's reminder: its main plan). */
  user_plan_id: number;
  user_sub_plan_id: number | null;
  /** The one unpaid plan made to renew it, reused by later reminders. */
  renewal_plan_id: number | null;
  payment_log_id: number | null;
  payment_link: string | null;
  phone: string;
  wamid: string | null;
  error: string | null;
  sent_at: string;
  created_at: string;
}

export interface InvoiceCountersTable {
  series: string;
  last_number: number;
}

export interface SupplierSettingsTable {
  id: number;
  company_name: string;
  address1: string;
  address2: string | null;
  address3: string | null;
  state_code: string;
  gstin: string | null;
  invoice_prefix: string;
  email: string | null;
  phone: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  upi_id: string | null;
  /** 1: totals are rounded to the rupee with a Round Off line (Invoice Settings). */
  round_off: Generated<number>;
  updated_at: string;
}

export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  event: string;
  received_at: string;
}

export interface UserPlanAppsTable {
  id: Generated<number>;
  user_plan_id: number;
  app: number;
  assigned_limit: number;
  used_count: number;
}

export interface IdempotencyKeysTable {
  key: string;
  user_id: number;
  method: string;
  path: string;
  status: number | null;
  response: string | null;
  created_at: string;
  /** SHA-256 of the request body: the same key with another body is refused (issue 10). */
  request_hash: string | null;
}

/** One attempt counted by a limit (src/server/http/attempt-limits.ts). */
export interface AuthAttemptsTable {
  kind: string;
  subject: string;
  created_at: string;
}

/** The one row (id 1) that says first-run Setup has made the first Admin (issue 10). */
export interface SetupDoneTable {
  id: number;
  done_at: string;
}

export interface CronLogsTable {
  id: Generated<number>;
  cron_type: string;
  response: string;
  start_time: string;
  end_time: string | null;
  is_success: number;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  is_active: number;
  created_at: string;
}

export interface SubCategoriesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  is_active: number;
  created_at: string;
}

export interface UserSubCategoriesTable {
  user_id: number;
  sub_category_id: number;
}

export interface AiLogsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  prompt_summary: string;
  model: string;
  prompt_tokens: number;
  completion_tokens: number;
  duration_ms: number;
  status: string;
  error_message: string | null;
  created_at: string;
}

export interface FilesTable {
  id: string;
  user_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
  /** Which storage holds it ('local' | 's3'). */
  storage: Generated<string>;
  /** 1 when a public page shows it (card, campaign, site images); else only its owner and Admins read it (issue 10). */
  is_public: Generated<number>;
}

/** One integration setting (issue 9 §1); `value` is JSON text, or a sealed secret when `is_secret`. */
export interface SettingsTable {
  integration: string;
  field: string;
  value: string;
  is_secret: number;
  updated_at: string;
}

/** One row (id 1) whose version every settings save bumps. */
export interface SettingsVersionTable {
  id: number;
  version: number;
  updated_at: string | null;
}

/** One row per user (issue 11): company, billing and business details; lists as JSON text. */
export interface BrandInformationTable {
  id: Generated<number>;
  user_id: number;
  company_logo: string | null;
  brand_color: string | null;
  company_name: string | null;
  email: string | null;
  mobile_number: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  business_type: string | null;
  billing_name: string | null;
  gst_number: string | null;
  site_one_line_description: string | null;
  ai_description: string | null;
  primary_keyword: string | null;
  secondary_keyword: string | null;
  /** JSON arrays of strings. */
  p_keywords: string | null;
  s_keywords: string | null;
  keywords: string | null;
  /** JSON `{ countries, states, cities }`. */
  locations: string | null;
  company_saved_at: string | null;
  billing_saved_at: string | null;
  details_saved_at: string | null;
  onboarding_finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BusinessCategoriesTable {
  id: Generated<number>;
  user_id: number;
  category_name: string;
  is_parent_category: number;
  created_at: string;
  updated_at: string;
}

export interface BusinessProductsTable {
  id: Generated<number>;
  category_id: number;
  user_id: number;
  product_name: string;
  product_page_title: string | null;
  /** Unique per user. */
  product_page_slug: string;
  position: number;
  created_at: string;
}

/** One row per user (spec 03 section 3.8); toggles 0/1, numbers E.164. */
export interface NotificationSettingsTable {
  id: Generated<number>;
  user_id: number;
  post_upcomming_festivals: Generated<number>;
  post_upcomming_festivals_number: string | null;
  bot_lead: Generated<number>;
  bot_lead_number: string | null;
  web_news_letter: Generated<number>;
  web_news_letter_number: string | null;
  web_contact_us: Generated<number>;
  web_contact_us_number: string | null;
  updated_at: string;
}

/** Catalog masters (issue 12): names unique ignoring case (an index on lower(name)). */
export interface TagsTable {
  id: Generated<number>;
  name: string;
  is_active: number;
  created_at: string;
}

export interface TemplateFieldsTable {
  id: Generated<number>;
  /** Lower case, unique: a package's `data-key`. */
  field_key: string;
  label: string;
  field_type: 'text' | 'image' | 'colour';
  /** One of the shared BRAND_FIELDS. */
  brand_field: string;
  is_active: number;
  created_at: string;
}

/** Font 1 is Poppins, seeded without a file. */
export interface FontsTable {
  id: Generated<number>;
  name: string;
  /** files.id of the TTF/OTF, stored public. */
  file_id: string | null;
  file_name: string | null;
  file_format: 'ttf' | 'otf' | null;
  is_nfc: number;
  is_active: number;
  created_at: string;
}

export interface ColoursTable {
  id: Generated<number>;
  name: string;
  /** #RRGGBB, upper case. */
  hex: string;
  is_active: number;
  created_at: string;
}

export interface LanguagesTable {
  id: Generated<number>;
  /** ISO 639-1, unique. */
  code: string;
  name: string;
  is_active: number;
  created_at: string;
}

/** Web templates (issue 12): soft-deleted, so sites built on one keep it. */
export interface WebTemplatesTable {
  id: Generated<number>;
  /** Unique ignoring case among the rows not deleted (a partial index on lower(template_name)). */
  template_name: string;
  /** The lasting address of a public stored file. */
  cover_image_url: string;
  /** 0/1; one row at most is 1 (a partial unique index). */
  is_default: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The package zip's Storage key and driver (issue 24); null for a template added before packages. */
  package_key: string | null;
  package_storage: string | null;
  package_file_name: string | null;
  package_size: number | null;
  /** The check report, JSON (shared/web-templates/schemas.ts webTemplateReportSchema). */
  package_report: string | null;
}

/** A User's website (issue 24): the draft and which published version is live. */
export interface WebsitesTable {
  id: Generated<number>;
  /** Unique: one site per User. */
  user_id: number;
  /** Unique: the address `/s/{slug}`. */
  slug: string;
  web_template_id: number;
  /** JSON of the Content tab's values, by the template's setting keys. */
  content_json: string;
  /** 0/1: Admin's status toggle; an inactive site answers 410. */
  is_active: number;
  bot_id: number | null;
  /** The bot's widget key: the published pages load `/widget/v1.js` with it (issue 25). */
  bot_key: string | null;
  /** The bot's name when it was deployed (the Web tabs name it among unpublished changes). */
  bot_name: string | null;
  /** The version served (`DATA_DIR/sites/{id}/v{n}`); null before the first publish. */
  live_version: number | null;
  published_at: string | null;
  /** JSON of the live version's input hashes by part (web/inputs-hash.ts). */
  published_inputs_hash: string | null;
  created_at: string;
  updated_at: string;
}

/** A contact form entry on a website (issue 24, Forms). */
export interface WebsiteFormResponsesTable {
  id: Generated<number>;
  website_id: number;
  /** The site's owner. */
  user_id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The site's page it was sent from ('/' the home page). */
  page_path: string;
  ip: string;
  created_at: string;
}

/** A newsletter subscriber of a website: unique per site by `email_key` (the address lower-cased). */
export interface WebsiteSubscribersTable {
  id: Generated<number>;
  website_id: number;
  user_id: number;
  email: string;
  email_key: string;
  created_at: string;
}

/** The salt of the day's visitor hashes (business day YYYY-MM-DD); older days' are deleted. */
export interface WebsiteSaltsTable {
  day: string;
  salt: string;
  created_at: string;
}

/** One page view counted from a website's beacon (kept 90 days). */
export interface WebsiteEventsTable {
  id: Generated<number>;
  website_id: number;
  /** Business day YYYY-MM-DD. */
  day: string;
  /** The site's page, '/' the home page. */
  path: string;
  /** shared/web/schemas.ts TRAFFIC_SOURCES. */
  source: string;
  /** desktop, mobile or tablet. */
  device: string;
  /** Hash of site, IP, user agent and the day's salt: the same visitor within a day, no one after. */
  visitor: string;
  created_at: string;
}

/** A day's figures of a site: kind 'total' (key ''), 'page' (path), 'source' or 'device'. */
export interface WebsiteRollupsTable {
  website_id: number;
  day: string;
  kind: string;
  key: string;
  views: number;
  visitors: number;
}

/** The business days whose rollups are written, for every site. */
export interface WebsiteRollupDaysTable {
  day: string;
  created_at: string;
}

/** A published version of a website kept for Rollback (3 at most). */
export interface WebsiteVersionsTable {
  id: Generated<number>;
  website_id: number;
  version: number;
  published_at: string;
  page_count: number;
  /** JSON of the input hashes by part. */
  inputs_hash: string;
  bot_id: number | null;
}

/** An update shown on a website (a web update post, spec 01 section 5). */
export interface WebUpdatesTable {
  id: Generated<number>;
  user_id: number;
  website_id: number;
  /** The post it came from; null once that post is gone. */
  post_id: number | null;
  image_url: string | null;
  caption: string;
  /** When it was posted (UTC ISO). */
  date: string;
  created_at: string;
}

/** A checked template package (issue 12): a zip in the Storage under `template-packages/<id>.zip`. */
export interface TemplatePackagesTable {
  id: string;
  file_name: string;
  size: number;
  /** Which storage holds it ('local' | 's3'). */
  storage: string;
  /** JSON array of the file names inside. */
  files: string;
  /** JSON of template.json (version, name, size, keys). */
  manifest: string;
  created_by: number | null;
  created_at: string;
}

/** A design template (spec 01 section 3, Template). */
export interface TemplatesTable {
  id: Generated<number>;
  /** Unique ignoring case among the rows not deleted (a partial index on lower(template_name)). */
  template_name: string;
  cover_image_url: string;
  /** template_packages.id of the Zip File With Key and of the Default Zip File. */
  zip_file: string;
  zip_default_file: string;
  /** fonts.id */
  primary_font: number;
  secondary_font: number;
  /** #RRGGBB */
  primary_color: string;
  secondary_color: string;
  bg_color: Generated<string>;
  /** 0/1 flags; "all" ones include users and sub-categories added later. */
  is_general: number;
  all_users: number;
  all_categories: number;
  /** One row at most is 1 (a partial unique index). */
  is_default: number;
  is_active: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface TemplateUsersTable {
  template_id: number;
  user_id: number;
}

export interface TemplateCategoriesTable {
  template_id: number;
  sub_category_id: number;
}

/** A frame or NFC frame (issue 12; spec 01 section 3, Frame layout), its layout inline. */
export interface FramesTable {
  id: Generated<number>;
  kind: 'standard' | 'nfc';
  /** Who made it (its owner: they and Admins may change it). */
  user_id: number;
  /** NFC frames only. */
  frame_name: string | null;
  /** NFC frames: 'cover' or 'contain' (NfcImageFit); null reads as 'cover'. */
  image_fit: string | null;
  /** files.id of the private image. */
  image_file_id: string;
  image_width: number;
  image_height: number;
  /** JSON of the elements (src/shared/frames/schemas.ts). */
  layout: string;
  /** Raised by each layout save; a save based on another version answers 409. */
  version: number;
  /** 0/1 flags that include users and sub-categories added later. */
  all_users: number;
  all_categories: number;
  created_at: string;
  updated_at: string;
}

export interface FrameUsersTable {
  frame_id: number;
  user_id: number;
}

export interface FrameCategoriesTable {
  frame_id: number;
  sub_category_id: number;
}

/** A user's default frame of each kind: the primary key (user_id, kind) keeps it to one. */
export interface FrameDefaultsTable {
  user_id: number;
  kind: 'standard' | 'nfc';
  frame_id: number;
  updated_at: string;
}

/** A campaign (issue 15; spec 02 §3): the owner's image page, its layout inline as JSON. */
export interface CampaignsTable {
  id: Generated<number>;
  user_id: number;
  campaign_name: string;
  /** a-z, 0-9 and hyphens; unique: the public page is `{CAMPAIGN_BASE_URL}/{url}`. */
  url: string;
  /** files.id of the public campaign image (JPEG) and its natural size. */
  image_file_id: string;
  image_width: number;
  image_height: number;
  banner_file_id: string | null;
  banner_width: number | null;
  banner_height: number | null;
  /** 0/1 admin-only options. */
  water_mark: number;
  is_editable: number;
  is_whatsapp_send: number;
  /** JSON of the photo slot and txt1–txt3 (src/shared/campaigns/layout.ts). */
  layout: string;
  visitor_count: number;
  /** WhatsApp sends a day from the public page (issue 22 point 9). */
  whatsapp_daily_limit: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One visit of a public campaign page, and the WhatsApp send of its composed image. */
export interface CampaignVisitorsTable {
  id: Generated<number>;
  campaign_id: number;
  txt1: string | null;
  txt2: string | null;
  txt3: string | null;
  ip: string;
  user_agent: string;
  created_at: string;
  whatsapp_status: 'awaiting' | 'sending' | 'sent' | 'failed' | null;
  /** Storage key of the composed image the page uploads for the send. */
  whatsapp_key: string | null;
  whatsapp_error: string | null;
  whatsapp_at: string | null;
}

/** Upload space held for bytes not stored yet: an upload on its way, an upload address handed out (issue 22). */
export interface UploadReservationsTable {
  id: string;
  user_id: number;
  bytes: number;
  /** 'upload' streaming now; 'link' an upload address handed out; 'kept' an upload kept until attached. */
  kind: 'upload' | 'link' | 'kept';
  ref: string | null;
  scope: string | null;
  created_at: string;
  expires_at: string;
}

/** A presigned upload handed out (campaign images, visits' composed images); deleted a day later. */
export interface CampaignUploadsTable {
  key: string;
  /** Who asked for it; null for a visitor's composed image. */
  user_id: number | null;
  max_bytes: number;
  created_at: string;
  attached_at: string | null;
}

/** A header media upload handed out (issue 26): attached to a campaign or cleaned up a day later. */
export interface WhatsappMediaUploadsTable {
  key: string;
  user_id: number;
  file_name: string;
  content_type: string;
  max_bytes: number;
  created_at: string;
  attached_at: string | null;
}

/** A digital card (issue 14; spec 02 §3): list columns, the rest as JSON, the page rendered at save. */
export interface CardsTable {
  id: Generated<number>;
  user_id: number;
  card_name: string;
  first_name: string;
  last_name: string;
  company_name: string;
  phone_number: string;
  color_code: string;
  logo_url: string;
  /** Unique and fixed at creation: the hosted link is `{CARD_BASE_URL}/{slug}.html`. */
  slug: string;
  /** JSON of the card's content (src/shared/cards/schemas.ts CardContent). */
  content: string;
  /** The public page (src/shared/cards/render.ts), rendered at save. */
  html_content: string;
  /** CARD_PAGE_VERSION of the renderer that drew html_content; an older one is redrawn when served. */
  page_version: Generated<number>;
  parent_card_id: number | null;
  visitor_count: number;
  created_at: string;
  updated_at: string;
}

/** A visitor's details left on a card's hosted page ("Share your details", issue 14, beyond the spec). */
export interface CardLeadsTable {
  id: Generated<number>;
  card_id: number;
  name: string;
  phone: string;
  email: string;
  message: string;
  ip: string;
  created_at: string;
}

/** One counted visit of a card's hosted page (§7 CARDVisitor). */
export interface CardVisitorsTable {
  id: Generated<number>;
  card_id: number;
  ip: string;
  browser: string;
  operating_system: string;
  /** The source: the `source` query parameter, else Link. */
  type: string;
  referrer: string | null;
  created_at: string;
}

/** One sign-in grant to a social network (issue 13): tokens sealed with the secrets key. */
export interface SocialConnectionsTable {
  id: Generated<number>;
  user_id: number;
  /** src/server/providers/social/types.ts Network. */
  network: string;
  external_user_id: string;
  name: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: string | null;
  /** Active, or ReconnectNeeded once a refresh is refused (a banner asks the user to reconnect). */
  status: string;
  status_reason: string | null;
  /** X's refresh token is single use: one refresh of a connection at a time. */
  refresh_lock_until: string | null;
  /** Who holds the refresh lock: only the holder renews or releases it. */
  refresh_lock_holder: string | null;
  created_at: string;
  updated_at: string;
}

/** Where a post can go: a page, an Instagram account, the X user… (spec 01 §3). */
export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  connection_id: number;
  platform_id: number;
  external_id: string;
  name: string;
  picture_url: string | null;
  /** A Facebook page's own token, sealed (Instagram accounts publish with their page's). */
  page_token: string | null;
  /** JSON of the provider's Target.meta. */
  meta: string;
  created_at: string;
}

/** A sign-in under way: state and PKCE verifier, single use, 10 minutes. */
export interface OauthStatesTable {
  state: string;
  user_id: number;
  network: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: string;
}

export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  /** As posted: the brand tag appended once. */
  caption: string;
  /** JSON string[]. */
  hashtags: string;
  /** JSON of src/shared/posts/schemas.ts PostMedia[]. */
  media: string;
  /** Spec 01 §3: 0 for images, VIDEO for a video. */
  media_type: string;
  /** now, custom or best. */
  schedule_type: string;
  /** UTC; for best time, the earliest of its targets' times. */
  scheduled_at: string;
  time_zone: string;
  /** Summary of the targets: PENDING, SUCCESS, FAILED or PARTIAL. */
  status: string;
  /** The app it was made in (src/shared/account/modules.ts number; 1 Post). */
  app: Generated<number>;
  /** The type of the plan whose allowance it took (package, addon, demo); null before that was kept. */
  plan_type: string | null;
  created_at: string;
  updated_at: string;
}

/** One account a post goes to, with its own status, time and outcome (issue 13). */
export interface PostTargetsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  /** The social account posted to (null for the website, or once the account was disconnected). */
  account_id: number | null;
  /** The website posted to (platform Web 5), else null. */
  website_id: number | null;
  platform_id: number;
  account_name: string;
  /** PENDING, PUBLISHING, SUCCESS, FAILED or CANCELLED. */
  status: string;
  due_at: string;
  attempts: number;
  error: string | null;
  /** Over a platform budget: when it may go (and why, in `error`). */
  deferred_until: string | null;
  post_url: string | null;
  external_post_id: string | null;
  lease_holder: string | null;
  lease_until: string | null;
  /** Set when a runner starts sending it: a crash after that is settled by findRecent, not a repost. */
  publish_started_at: string | null;
  published_at: string | null;
  engagement: number | null;
  metrics_at: string | null;
  /** Failed engagement reads so far; the next is not before `metrics_next_at`. */
  metrics_attempts: Generated<number>;
  metrics_next_at: string | null;
  /** Set when the reads were given up (too many failures or too old), with the last reason. */
  metrics_given_up_at: string | null;
  metrics_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Every publishing attempt (the post log). */
export interface PostLogsTable {
  id: Generated<number>;
  post_id: number;
  target_id: number;
  user_id: number;
  platform_id: number;
  attempt: number;
  outcome: string;
  message: string;
  created_at: string;
}

/** A post being written; the client's id makes a draft saved offline arrive once. */
export interface PostDraftsTable {
  id: Generated<number>;
  user_id: number;
  client_id: string;
  content: string;
  created_at: string;
  updated_at: string;
}

/** One use of a stored file (issue 22 point 8): who keeps its address (modules/files/uses.ts). */
export interface FileUsesTable {
  file_id: string;
  owner_kind: string;
  owner_id: string;
}

/** A campaign's WhatsApp sends on one business day (issue 22 point 9). */
export interface CampaignWhatsappDaysTable {
  campaign_id: number;
  day: string;
  sent: number;
}

/** One recipient of a campaign's WhatsApp send on one day: its key refuses a second. */
export interface CampaignWhatsappSendsTable {
  campaign_id: number;
  phone: string;
  day: string;
  created_at: string;
}

/** The STOP list: a number here gets no WhatsApp message (from `user_id`'s business, or any when null). */
export interface WhatsappOptOutsTable {
  id: Generated<number>;
  phone: string;
  user_id: number | null;
  created_at: string;
}

/** Issue 26: a User's WhatsApp contact; `mobile` is the country code and the digits, unique per owner. */
export interface WhatsappContactsTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string | null;
  country_code: string;
  mobile: string;
  email: string | null;
  company_name: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
  custom_field3: string | null;
  custom_field4: string | null;
  custom_field5: string | null;
  opt_in: number;
  created_at: string;
  updated_at: string;
}

/** Issue 26: a User's group of contacts; `name_key` (trimmed, lower-case name) is unique per owner. */
export interface WhatsappGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_key: string;
  kind: 'User' | 'Filter';
  parent_group_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface WhatsappGroupMembersTable {
  group_id: number;
  contact_id: number;
}

/** Issue 25: a User's bot; `widget_key` is random, the public widget names the bot by it. */
export interface BotsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  colour: string;
  avatar: string | null;
  widget_key: string;
  created_at: string;
  updated_at: string;
}

/** One flow component; options, links and triggers are JSON (shared/bots/schemas.ts shapes). */
export interface BotQuestionsTable {
  id: Generated<number>;
  bot_id: number;
  frontend_id: number;
  component_type_id: number;
  question: string;
  target: number;
  sequence: number;
  options: string;
  links: string;
  triggers: string;
  image_or_file_path: string | null;
  image_or_file_name: string | null;
  /** 0/1 */
  is_lead_message: number;
  error_message: string;
  api_url: string | null;
}

/** A widget visitor (visitor_uuid from the widget) or a WhatsApp number; `number` is the IP or phone. */
export interface BotVisitorsTable {
  id: Generated<number>;
  bot_id: number;
  user_id: number;
  visitor_uuid: string;
  platform: 'Web' | 'WhatsApp';
  number: string;
  name: string | null;
  created_at: string;
  last_visitor_message_at: string | null;
}

export interface BotMessagesTable {
  id: Generated<number>;
  visitor_id: number;
  sender: 'bot' | 'visitor' | 'owner';
  text: string;
  /** JSON: options, links, file the widget draws with the text; null for plain text. */
  payload: string | null;
  question_frontend_id: number | null;
  /** 0/1: the visitor's answer to a lead component. */
  is_lead_message: number;
  sent_at: string;
}

/** Issue 25: a visitor's place in the flow (`state`: the engine's FlowState JSON) and lead alert. */
export interface BotSessionsTable {
  id: Generated<number>;
  visitor_id: number;
  bot_id: number;
  state: string | null;
  started_at: string;
  updated_at: string;
  lead_due_at: string | null;
  lead_alerted_at: string | null;
}

/** An inbound message id already answered, with the bot messages (JSON ids) that answered it. */
export interface BotInboundTable {
  id: Generated<number>;
  visitor_id: number;
  inbound_id: string;
  answer_ids: string;
  created_at: string;
}

/** A WhatsApp number (issue 26): one row per phone number id; token and App Secret sealed. */
export interface WhatsappAccountsTable {
  id: Generated<number>;
  user_id: number;
  business_id: string;
  phone_number_id: string;
  display_phone_number: string | null;
  verified_name: string | null;
  token: string;
  app_secret: string | null;
  app_id: string | null;
  /** The context the secrets were sealed under (a moved bot number keeps its bot's). */
  sealed_for: string;
  verify_token: string;
  quality_rating: string | null;
  /** Messages a second Meta allows this number (80 by default). */
  throughput: number | null;
  /** The portfolio's 24-hour unique-recipient tier (TIER_250 … TIER_UNLIMITED). */
  messaging_limit: string | null;
  checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A WhatsApp message template (issue 26): `components` is the Cloud API's JSON. */
export interface WhatsappTemplatesTable {
  id: Generated<number>;
  user_id: number;
  business_id: string;
  meta_id: string | null;
  name: string;
  language: string;
  category: string;
  status: string;
  reason: string | null;
  components: string;
  synced_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A WhatsApp campaign (issue 26); counters move with its rows. */
export interface WhatsappCampaignsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  template_id: number | null;
  name: string;
  template_name: string;
  language: string;
  opt_out_text: string | null;
  variables: string;
  header_type: string;
  header_media_url: string | null;
  /** The Cloud API's media id of the header file, uploaded once (Meta keeps it 30 days), and when. */
  header_media_id: string | null;
  header_media_uploaded_at: string | null;
  /** The header file's name (a DOCUMENT header's filename). */
  header_media_name: string | null;
  state: 'queued' | 'sending' | 'waiting' | 'done';
  resume_at: string | null;
  total: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  replied: number;
  created_at: string;
  updated_at: string;
}

export interface WhatsappCampaignGroupsTable {
  campaign_id: number;
  group_id: number;
}

/** One recipient of a campaign: claimed queued → sending, then sent < delivered < read, or failed. */
export interface WhatsappMessagesTable {
  id: Generated<number>;
  campaign_id: number;
  account_id: number;
  contact_id: number | null;
  name: string;
  phone: string;
  params: string;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  attempts: number;
  next_attempt_at: string;
  claimed_at: string | null;
  wamid: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at: string | null;
  error_code: number | null;
  error: string | null;
  replied_at: string | null;
  reply: string | null;
}

/** A customer's message to one of the numbers, kept for the inbox; (account, wamid) once. */
/** One chat per (owner, contact number); owner 0 is the platform number (issue 27). */
export interface InboxChatsTable {
  id: Generated<number>;
  owner_id: number;
  phone: string;
  number_id: string | null;
  profile_name: string | null;
  known_user_id: number | null;
  has_renewal: Generated<number>;
  last_message_at: string;
  last_message: string | null;
  last_user_message_at: string | null;
  last_user_wamid: string | null;
  unread_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Both sides of a chat: the contact's messages and the owner's, with ticks. */
export interface InboxMessagesTable {
  id: Generated<number>;
  chat_id: number;
  is_business: number;
  number_id: string | null;
  wamid: string | null;
  /** text, image, template, interactive, or Meta's own kind (video, sticker, location…). */
  message_type: string;
  text: string | null;
  business_response_body: string | null;
  user_response_body: string | null;
  media_id: string | null;
  media_key: string | null;
  context_wamid: string | null;
  /** Ours: pending, sent, delivered, read, failed; the contact's: null. */
  status: string | null;
  error: string | null;
  at: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  created_at: string;
}

/** The live stream's rows, tailed by every instance. */
export interface InboxEventsTable {
  id: Generated<number>;
  owner_id: number;
  payload: string;
  created_at: string;
}

/** When a business account last sent to a number (the 24-hour unique-recipient tier). */
export interface WhatsappRecipientsTable {
  business_id: string;
  phone: string;
  last_sent_at: string;
}

/** A bot deployed on a WhatsApp number: one bot per number, one number per bot. */
export interface BotNumbersTable {
  bot_id: number;
  account_id: number;
  /** 0/1 */
  auto_start: number;
  /** JSON array of keywords (spec 02 §3: stored as a JSON string). */
  exclude_keywords: string;
  created_at: string;
  updated_at: string;
}

/** A customer's WhatsApp message as the webhook received it, kept until the bot has answered. */
export interface BotWhatsappInboundTable {
  id: Generated<number>;
  phone_number_id: string;
  message_id: string;
  sender: string;
  sender_name: string | null;
  text: string;
  option_no: number | null;
  received_at: string;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  lease_until: string | null;
  error: string | null;
}

/** One Cloud API message to send; a visitor's rows go in id order. `message` is its JSON. */
export interface BotWhatsappOutboxTable {
  id: Generated<number>;
  bot_id: number;
  visitor_id: number;
  to_number: string;
  message: string;
  source_key: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  error: string | null;
  error_code: number | null;
  wamid: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  subscription_packages: SubscriptionPackagesTable;
  user_plans: UserPlansTable;
  user_plan_apps: UserPlanAppsTable;
  user_sub_plans: UserSubPlansTable;
  payment_logs: PaymentLogsTable;
  invoice_counters: InvoiceCountersTable;
  supplier_settings: SupplierSettingsTable;
  webhook_events: WebhookEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  auth_attempts: AuthAttemptsTable;
  setup_done: SetupDoneTable;
  cron_logs: CronLogsTable;
  job_leases: JobLeasesTable;
  categories: CategoriesTable;
  sub_categories: SubCategoriesTable;
  user_sub_categories: UserSubCategoriesTable;
  ai_logs: AiLogsTable;
  files: FilesTable;
  file_uses: FileUsesTable;
  upload_reservations: UploadReservationsTable;
  settings: SettingsTable;
  settings_version: SettingsVersionTable;
  brand_information: BrandInformationTable;
  business_categories: BusinessCategoriesTable;
  business_products: BusinessProductsTable;
  notification_settings: NotificationSettingsTable;
  tags: TagsTable;
  template_fields: TemplateFieldsTable;
  fonts: FontsTable;
  colours: ColoursTable;
  languages: LanguagesTable;
  web_templates: WebTemplatesTable;
  websites: WebsitesTable;
  bots: BotsTable;
  bot_questions: BotQuestionsTable;
  bot_visitors: BotVisitorsTable;
  bot_messages: BotMessagesTable;
  bot_sessions: BotSessionsTable;
  bot_inbound: BotInboundTable;
  whatsapp_accounts: WhatsappAccountsTable;
  bot_numbers: BotNumbersTable;
  whatsapp_templates: WhatsappTemplatesTable;
  whatsapp_campaigns: WhatsappCampaignsTable;
  whatsapp_media_uploads: WhatsappMediaUploadsTable;
  whatsapp_campaign_groups: WhatsappCampaignGroupsTable;
  whatsapp_messages: WhatsappMessagesTable;
  whatsapp_recipients: WhatsappRecipientsTable;
  inbox_chats: InboxChatsTable;
  inbox_messages: InboxMessagesTable;
  inbox_events: InboxEventsTable;
  renewal_reminders: RenewalRemindersTable;
  bot_whatsapp_inbound: BotWhatsappInboundTable;
  bot_whatsapp_outbox: BotWhatsappOutboxTable;
  website_versions: WebsiteVersionsTable;
  website_form_responses: WebsiteFormResponsesTable;
  website_subscribers: WebsiteSubscribersTable;
  website_salts: WebsiteSaltsTable;
  website_events: WebsiteEventsTable;
  website_rollups: WebsiteRollupsTable;
  website_rollup_days: WebsiteRollupDaysTable;
  web_updates: WebUpdatesTable;
  template_packages: TemplatePackagesTable;
  templates: TemplatesTable;
  template_users: TemplateUsersTable;
  template_categories: TemplateCategoriesTable;
  frames: FramesTable;
  frame_users: FrameUsersTable;
  frame_categories: FrameCategoriesTable;
  frame_defaults: FrameDefaultsTable;
  campaigns: CampaignsTable;
  campaign_visitors: CampaignVisitorsTable;
  campaign_uploads: CampaignUploadsTable;
  campaign_whatsapp_days: CampaignWhatsappDaysTable;
  campaign_whatsapp_sends: CampaignWhatsappSendsTable;
  whatsapp_opt_outs: WhatsappOptOutsTable;
  whatsapp_contacts: WhatsappContactsTable;
  whatsapp_groups: WhatsappGroupsTable;
  whatsapp_group_members: WhatsappGroupMembersTable;
  cards: CardsTable;
  card_visitors: CardVisitorsTable;
  card_leads: CardLeadsTable;
  social_connections: SocialConnectionsTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OauthStatesTable;
  posts: PostsTable;
  post_targets: PostTargetsTable;
  post_logs: PostLogsTable;
  post_drafts: PostDraftsTable;
}

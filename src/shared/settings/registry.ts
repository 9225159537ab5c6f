import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time/business-clock';

/**
 * Every integration an Admin sets on the Settings page (issue 9 §1), each field declared once: its
 * label, its check, whether it is a secret, the environment variable that overrides it and a hint.
 * The server reads values through this registry, the page draws its cards from it and the README
 * lists its variables. A later integration (a social network's app id and secret) is one more entry
 * in `SETTINGS_REGISTRY`; nothing else needs to change for it to get a card, storage, encryption and
 * an environment override (its Test connection, when `testable`, is one function in the server's
 * modules/settings/connection-tests.ts).
 */

export type FieldKind = 'text' | 'secret' | 'url' | 'select' | 'boolean';
export type SettingValue = string | boolean;

export interface SettingField<
  K extends string = string,
  T extends SettingValue = SettingValue,
  D extends T | undefined = T | undefined,
> {
  key: K;
  label: string;
  kind: FieldKind;
  /** Checks a value an Admin saves or the environment gives. */
  schema: z.ZodType<T>;
  /** Encrypted at rest, never returned, never logged. */
  secret: boolean;
  /** The environment variables that override the stored value; the first one set wins. */
  env: readonly string[];
  help?: string;
  placeholder?: string;
  /** The value when neither the environment nor the Admin gives one. */
  default: D;
  options?: readonly { value: T & string; label: string }[];
  /** Shown folded under "Advanced": addresses changed only for a proxy or a test server. */
  advanced?: boolean;
  /** Shown only when another field of the card has this value (the S3 fields). */
  shownWhen?: { key: string; equals: SettingValue };
}

type AnyField = SettingField<string, any, any>;

export interface IntegrationDef<
  I extends string = string,
  F extends readonly AnyField[] = readonly AnyField[],
> {
  id: I;
  /** The card's title; messages to an Admin name it ("fill in Settings → Payments"). */
  title: string;
  description: string;
  fields: F;
  /** Whether the card has Test connection. */
  testable: boolean;
  /** The fields that must have a value for the integration to work, given the current values. */
  required: (values: Record<string, SettingValue | undefined>) => F[number]['key'][];
}

interface FieldOpts<D> {
  help?: string;
  placeholder?: string;
  default?: D;
  advanced?: boolean;
  shownWhen?: { key: string; equals: SettingValue };
}

const envList = (env: string | readonly string[]) => (typeof env === 'string' ? [env] : env);

const TEXT_MAX = 500;

/** A plain text value; an optional pattern says what it must look like. */
function text<K extends string, D extends string | undefined = undefined>(
  key: K,
  label: string,
  env: string | readonly string[],
  opts: FieldOpts<D> & {
    pattern?: [RegExp, string];
    check?: [(v: string) => boolean, string];
    max?: number;
  } = {},
): SettingField<K, string, D> {
  const { pattern, check, max = TEXT_MAX, ...rest } = opts;
  let text = z.string().trim().min(1, `${label} is required`).max(max, `Maximum ${max} symbols`);
  if (pattern) text = text.regex(pattern[0], pattern[1]);
  const schema = check ? text.refine(check[0], check[1]) : text;
  return {
    key,
    label,
    kind: 'text',
    schema,
    secret: false,
    env: envList(env),
    ...rest,
    default: rest.default as D,
  };
}

/** A key, token or password: encrypted at rest and never sent back. */
function secret<K extends string>(
  key: K,
  label: string,
  env: string,
  opts: FieldOpts<undefined> = {},
): SettingField<K, string, undefined> {
  const schema = z.string().trim().min(1, `${label} is required`).max(4000, 'Maximum 4000 symbols');
  return { key, label, kind: 'secret', schema, secret: true, env: [env], ...opts, default: undefined };
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};

/** An http(s) address, kept without its trailing slash so paths can be appended. */
function url<K extends string, D extends string | undefined = undefined>(
  key: K,
  label: string,
  env: string,
  opts: FieldOpts<D> = {},
): SettingField<K, string, D> {
  const schema = z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT_MAX, `Maximum ${TEXT_MAX} symbols`)
    .refine(isHttpUrl, 'Enter an address that starts with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''));
  return { key, label, kind: 'url', schema, secret: false, env: [env], ...opts, default: opts.default as D };
}

function select<K extends string, const V extends string>(
  key: K,
  label: string,
  env: string,
  options: readonly { value: V; label: string }[],
  opts: FieldOpts<V> & { default: V },
): SettingField<K, V, V> {
  const values = options.map((o) => o.value) as [V, ...V[]];
  const schema = z.enum(values, { error: `Choose one of ${options.map((o) => o.label).join(', ')}` });
  return {
    key,
    label,
    kind: 'select',
    schema: schema as z.ZodType<V>,
    secret: false,
    env: [env],
    options,
    ...opts,
  };
}

function flag<K extends string>(
  key: K,
  label: string,
  env: string,
  opts: FieldOpts<boolean> & { default: boolean },
): SettingField<K, boolean, boolean> {
  return { key, label, kind: 'boolean', schema: z.boolean(), secret: false, env: [env], ...opts };
}

function integration<const I extends string, const F extends readonly AnyField[]>(
  def: Omit<IntegrationDef<I, F>, 'required'> & { required?: IntegrationDef<I, F>['required'] },
): IntegrationDef<I, F> {
  return { required: () => [], ...def };
}

/** A social network's app (issue 13): its id, its secret and, for a test server, one address for all its hosts. */
function socialApp<const I extends string>(
  id: I,
  title: string,
  envPrefix: string,
  card: { description: string; id: [string, string]; secret: [string, string] },
) {
  return integration({
    id,
    title,
    description: card.description,
    testable: true,
    required: () => ['clientId', 'clientSecret'],
    fields: [
      text('clientId', card.id[0], card.id[1], { max: 200 }),
      secret('clientSecret', card.secret[0], card.secret[1]),
      url('apiBase', 'Test server address', `${envPrefix}_API_BASE`, {
        advanced: true,
        help: `Only for a test server or a proxy: replaces the scheme and host of every ${title} address. Leave empty.`,
      }),
    ],
  });
}

/** The name of an approved WhatsApp message template the platform sender uses; `help` says its parameters. */
const whatsappTemplate = <K extends string>(key: K, label: string, env: string, help: string) =>
  text(key, label, env, {
    pattern: [/^[a-z0-9_]+$/, 'WhatsApp template names use lowercase letters, digits and _ only'],
    max: 512,
    help,
  });

export const SETTINGS_REGISTRY = {
  payments: integration({
    id: 'payments',
    title: 'Payments',
    description:
      'Razorpay payment links for Pay Now. The keys are in the Razorpay Dashboard under Account & Settings → API keys.',
    testable: true,
    required: () => ['keyId', 'keySecret'],
    fields: [
      text('keyId', 'Key id', 'RAZORPAY_KEY_ID', {
        pattern: [/^rzp_\w+$/, 'A Razorpay key id starts with rzp_'],
        placeholder: 'rzp_live_…',
        max: 100,
      }),
      secret('keySecret', 'Key secret', 'RAZORPAY_KEY_SECRET'),
      secret('webhookSecret', 'Webhook secret', 'RAZORPAY_WEBHOOK_SECRET', {
        help: 'The secret of the webhook you point at https://<this server>/webhooks/razorpay. Without it, payments are confirmed by asking Razorpay every few minutes.',
      }),
      url('apiBase', 'API address', 'RAZORPAY_API_BASE', {
        default: 'https://api.razorpay.com',
        advanced: true,
      }),
    ],
  }),
  whatsapp: integration({
    id: 'whatsapp',
    title: 'Platform WhatsApp sender',
    description:
      'The WhatsApp Business number that sends sign-in codes, billing reminders and website form notices through the WhatsApp Cloud API, with approved message templates.',
    testable: true,
    required: () => ['token', 'phoneNumberId'],
    fields: [
      secret('token', 'Access token', 'WHATSAPP_TOKEN', {
        help: 'A permanent token of a system user with the whatsapp_business_messaging permission.',
      }),
      text('phoneNumberId', 'Phone number id', 'WHATSAPP_PHONE_NUMBER_ID', {
        pattern: [/^\d+$/, 'The phone number id is digits only'],
        max: 30,
        help: 'In Meta’s WhatsApp Manager → API Setup; not the phone number itself.',
      }),
      // Issue 26: the platform's number is connected like a user's (Admin → Platform WhatsApp).
      text('businessAccountId', 'Business account id', 'WHATSAPP_BUSINESS_ACCOUNT_ID', {
        pattern: [/^\d+$/, 'The business account id is digits only'],
        max: 30,
        help: 'The WhatsApp Business Account the number belongs to (API Setup); its webhooks come to this server.',
      }),
      text('appId', 'App id', 'WHATSAPP_APP_ID', {
        pattern: [/^\d+$/, 'The app id is digits only'],
        max: 30,
        help: 'The Meta app’s id, for the media samples of message templates.',
      }),
      secret('appSecret', 'App secret', 'WHATSAPP_APP_SECRET', {
        help: 'Verifies the signatures of WhatsApp’s webhooks (POST /webhooks/whatsapp) for bot numbers connected without an App Secret of their own.',
      }),
      // Issue 25: Meta's webhook check (GET /webhooks/whatsapp) for the platform's own Meta app;
      // each bot's connection also has a verify token of its own.
      secret('verifyToken', 'Webhook verify token', 'WHATSAPP_VERIFY_TOKEN', {
        help: 'The verify token you enter in your Meta app beside the callback URL https://<this server>/webhooks/whatsapp.',
      }),
      whatsappTemplate(
        'otpTemplate',
        'Sign-in code template',
        'WHATSAPP_OTP_TEMPLATE',
        'An authentication template with a copy-code button.',
      ),
      whatsappTemplate(
        'renewalTemplate',
        'Renewal reminder template',
        'WHATSAPP_RENEWAL_TEMPLATE',
        'Body parameters: name, plan, end date, payment link. The link pays the renewal plan made for the reminder; when online payment is not set up (or the plan has no package to renew into) the fourth parameter asks the customer to contact you instead.',
      ),
      whatsappTemplate(
        'paymentTemplate',
        'Payment reminder template',
        'WHATSAPP_PAYMENT_TEMPLATE',
        'Body parameters: name, plan, amount, payment link.',
      ),
      // Issue 15, Send Whatsapp: a campaign visitor gets their composed image.
      whatsappTemplate(
        'campaignTemplate',
        'Campaign image template',
        'WHATSAPP_CAMPAIGN_TEMPLATE',
        'Sends a campaign visitor their picture (Send Whatsapp): an image header; body parameter: campaign name.',
      ),
      // Issue 24, Forms: a website's owner hears of each new entry when their notification is on.
      whatsappTemplate(
        'webContactTemplate',
        'Website contact form template',
        'WHATSAPP_WEB_CONTACT_TEMPLATE',
        'Tells a website owner of a contact form entry. Body parameters: website, name, email, phone, message.',
      ),
      whatsappTemplate(
        'webNewsletterTemplate',
        'Website subscriber template',
        'WHATSAPP_WEB_NEWSLETTER_TEMPLATE',
        'Tells a website owner of a new newsletter subscriber. Body parameters: website, email.',
      ),
      // Issue 25, Leads: a bot's owner hears once per session of the answers to lead components.
      whatsappTemplate(
        'botLeadTemplate',
        'Bot lead template',
        'WHATSAPP_BOT_LEAD_TEMPLATE',
        'Tells a bot owner of a new lead (notification Bot Lead on). Body parameters: bot, visitor, number, answers.',
      ),
      // One language for every template; both older variable names still set it.
      text('language', 'Template language', ['WHATSAPP_OTP_LANGUAGE', 'WHATSAPP_REMINDER_LANGUAGE'], {
        pattern: [/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as en or en_US'],
        default: 'en',
        max: 10,
      }),
      url('apiBase', 'API address', 'WHATSAPP_API_BASE', {
        default: 'https://graph.facebook.com/v21.0',
        advanced: true,
      }),
    ],
  }),
  sms: integration({
    id: 'sms',
    title: 'SMS gateway',
    description:
      'Sends sign-in codes by SMS when the WhatsApp sender is not set up: an HTTP gateway that takes POST { to, message, sender } with a bearer key.',
    testable: true,
    required: () => ['url', 'apiKey'],
    fields: [
      url('url', 'Gateway URL', 'SMS_GATEWAY_URL'),
      secret('apiKey', 'API key', 'SMS_GATEWAY_KEY'),
      text('senderId', 'Sender id', 'SMS_SENDER_ID', { max: 20 }),
    ],
  }),
  ai: integration({
    id: 'ai',
    title: 'AI writer',
    description:
      'Writes captions and texts through any OpenAI-compatible chat completions API, including a model server on your own network.',
    testable: true,
    required: () => ['baseUrl', 'model'],
    fields: [
      url('baseUrl', 'Base URL', 'AI_BASE_URL', {
        placeholder: 'https://api.openai.com/v1',
        help: 'The address that ends before /chat/completions.',
      }),
      secret('apiKey', 'API key', 'AI_API_KEY', { help: 'Leave empty for a local server that needs none.' }),
      text('model', 'Model', 'AI_MODEL', { placeholder: 'gpt-4o-mini', max: 200 }),
    ],
  }),
  storage: integration({
    id: 'storage',
    title: 'File storage',
    description:
      'Where uploaded files are kept: this server’s disk, or an S3-compatible bucket that several servers share.',
    testable: true,
    required: (v) => (v.driver === 's3' ? ['bucket', 'region', 'accessKeyId', 'secretAccessKey'] : []),
    fields: [
      select(
        'driver',
        'Storage',
        'STORAGE_DRIVER',
        [
          { value: 'local', label: 'This server’s disk' },
          { value: 's3', label: 'S3-compatible bucket' },
        ],
        { default: 'local' },
      ),
      url('endpoint', 'Endpoint', 'S3_ENDPOINT', {
        shownWhen: { key: 'driver', equals: 's3' },
        help: 'Leave empty for Amazon S3; for another service, its address.',
      }),
      text('bucket', 'Bucket', 'S3_BUCKET', { shownWhen: { key: 'driver', equals: 's3' }, max: 63 }),
      text('region', 'Region', 'S3_REGION', {
        shownWhen: { key: 'driver', equals: 's3' },
        placeholder: 'ap-south-1',
        max: 50,
      }),
      text('accessKeyId', 'Access key id', 'S3_ACCESS_KEY_ID', {
        shownWhen: { key: 'driver', equals: 's3' },
        max: 200,
      }),
      secret('secretAccessKey', 'Secret access key', 'S3_SECRET_ACCESS_KEY', {
        shownWhen: { key: 'driver', equals: 's3' },
      }),
      flag('forcePathStyle', 'Path-style addresses', 'S3_FORCE_PATH_STYLE', {
        default: false,
        shownWhen: { key: 'driver', equals: 's3' },
        help: 'On for MinIO and most services other than Amazon S3.',
      }),
      // Issue 10: each user's uploads together, in megabytes.
      text('uploadQuotaMb', 'Upload allowance per user (MB)', 'UPLOAD_QUOTA_MB', {
        default: '200',
        pattern: [/^[1-9]\d{0,5}$/, 'Enter a whole number of megabytes'],
        help: 'How much each user may upload in all; an upload past it is refused, saying how much is left.',
      }),
    ],
  }),
  general: integration({
    id: 'general',
    title: 'Business',
    description:
      'How the business keeps time: what “today” is for plans, reminders and date filters; and where its public campaign pages live.',
    testable: false,
    fields: [
      text('timeZone', 'Time zone', 'BUSINESS_TIME_ZONE', {
        check: [isTimeZone, 'This is not a time zone name'],
        default: DEFAULT_TIME_ZONE,
        max: 64,
        placeholder: DEFAULT_TIME_ZONE,
        help: 'An IANA time zone name such as Asia/Kolkata.',
      }),
      // Issue 15: where public campaign pages are linked; empty, PUBLIC_BASE_URL/p.
      url('campaignBaseUrl', 'Campaign page address', 'CAMPAIGN_BASE_URL', {
        placeholder: 'https://app.example.com/p',
        help: 'Campaign pages are shared as this address followed by the campaign’s URL. Leave empty for this server’s /p. Another host must reach this server.',
      }),
      // Issue 14: where hosted card pages are linked; empty, PUBLIC_BASE_URL/c.
      url('cardBaseUrl', 'Card page address', 'CARD_BASE_URL', {
        placeholder: 'https://app.example.com/c',
        help: 'Card pages are shared as this address followed by the card’s name and .html. Leave empty for this server’s /c. Another host must reach this server.',
      }),
      // Issue 25: a bot's Api component posts its answers to public addresses only, unless this is on.
      flag('botApiAllowPrivate', 'Bot Api component: allow private addresses', 'BOT_API_ALLOW_PRIVATE', {
        default: false,
        help: 'Lets a bot’s Api component post to addresses on this server’s own network (localhost, 10.x, 192.168.x). Leave off unless every bot owner is trusted.',
      }),
    ],
  }),
  // Issue 13: one card per social network app; `apiBase` (Advanced) points every address of the
  // network at one test server or proxy, keeping the paths.
  facebook: socialApp('facebook', 'Facebook & Instagram', 'FACEBOOK', {
    description:
      'The Meta app that connects Facebook pages and their Instagram business accounts. In Meta for Developers → your app → App settings → Basic.',
    id: ['App id', 'FACEBOOK_APP_ID'],
    secret: ['App secret', 'FACEBOOK_APP_SECRET'],
  }),
  x: socialApp('x', 'X', 'X', {
    description:
      'The X app that connects X accounts (OAuth 2.0). In the X developer portal → your app → Keys and tokens → OAuth 2.0 Client ID and Client Secret.',
    id: ['Client id', 'X_CLIENT_ID'],
    secret: ['Client secret', 'X_CLIENT_SECRET'],
  }),
  linkedin: socialApp('linkedin', 'LinkedIn', 'LINKEDIN', {
    description:
      'The LinkedIn app that connects members and the organisations they administer. In the LinkedIn Developer Portal → your app → Auth.',
    id: ['Client id', 'LINKEDIN_CLIENT_ID'],
    secret: ['Client secret', 'LINKEDIN_CLIENT_SECRET'],
  }),
  google: socialApp('google', 'Google Business Profile & YouTube', 'GOOGLE', {
    description:
      'The Google OAuth client that connects Business Profile locations and YouTube channels. In Google Cloud console → APIs & Services → Credentials (a Web application client).',
    id: ['Client id', 'GOOGLE_CLIENT_ID'],
    secret: ['Client secret', 'GOOGLE_CLIENT_SECRET'],
  }),
};

export type SettingsRegistry = typeof SETTINGS_REGISTRY;
export type IntegrationId = keyof SettingsRegistry;
export const INTEGRATION_IDS = Object.keys(SETTINGS_REGISTRY) as IntegrationId[];

type FieldsOf<I extends IntegrationId> = SettingsRegistry[I]['fields'][number];
type ValueOf<F> =
  F extends SettingField<string, infer T, infer D> ? (D extends undefined ? T | undefined : T) : never;

/** The effective values of one integration, typed from its fields: `settings.get('payments')`. */
export type SettingsValues<I extends IntegrationId> = { [F in FieldsOf<I> as F['key']]: ValueOf<F> };

export const integrationOf = (id: string): IntegrationDef | undefined =>
  Object.prototype.hasOwnProperty.call(SETTINGS_REGISTRY, id)
    ? (SETTINGS_REGISTRY[id as IntegrationId] as unknown as IntegrationDef)
    : undefined;

export const isIntegrationId = (id: string): id is IntegrationId => integrationOf(id) !== undefined;

/** An environment variable's text as a field's value; undefined when it is not a valid one. */
export function valueFromEnv(field: SettingField, raw: string): SettingValue | undefined {
  if (field.kind === 'boolean') {
    if (/^(1|true|yes|on)$/i.test(raw.trim())) return true;
    if (/^(0|false|no|off)$/i.test(raw.trim())) return false;
    return undefined;
  }
  const parsed = field.schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Every environment variable the registry reads (configFromEnv keeps these, README lists them). */
export const SETTINGS_ENV_NAMES: string[] = INTEGRATION_IDS.flatMap((id) =>
  integrationOf(id)!.fields.flatMap((f) => [...f.env]),
);

/** The keys of every secret field: the server's log redacts them wherever they appear. */
export const SECRET_FIELD_KEYS: string[] = [
  ...new Set(
    INTEGRATION_IDS.flatMap((id) =>
      integrationOf(id)!
        .fields.filter((f) => f.secret)
        .map((f) => f.key),
    ),
  ),
];

import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { WHATSAPP_WEBHOOK_PATH } from '../../../shared/bots/public-routes';
import {
  ACCOUNT_MESSAGES as M,
  throughputOf,
  type AccountFields,
  type WhatsAppAccount,
} from '../../../shared/whatsapp/account';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { WhatsappAccountsTable } from '../../db/schema';
import { foundOr404, ownedBy } from '../../db/tenancy';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import {
  cloudApi,
  CloudApiError,
  type CloudApi,
  type PhoneNumberDetails,
} from '../../providers/whatsapp/cloud-api';

export type AccountRow = Selectable<WhatsappAccountsTable>;
type Secret = 'token' | 'app-secret';

/** Sealed values name their row and field: a ciphertext copied to another row does not open. */
const sealContext = (row: Pick<AccountRow, 'sealed_for'>, field: Secret) => `${row.sealed_for}:${field}`;
const sealedForNumber = (phoneNumberId: string) => `whatsapp-account:${phoneNumberId}`;

/** The number's Cloud API client: its own token, the platform's API address (Settings). */
export async function accountApi(ctx: AppContext, row: AccountRow): Promise<CloudApi | null> {
  const token = ctx.box.open(row.token, sealContext(row, 'token'));
  if (!token) return null;
  const { apiBase } = await ctx.settings.get('whatsapp');
  return cloudApi({ apiBase, token, phoneNumberId: row.phone_number_id });
}

/** The number's own App Secret when one was given, for the webhook's signature check. */
export const accountAppSecret = (ctx: AppContext, row: AccountRow): string | null =>
  row.app_secret ? ctx.box.open(row.app_secret, sealContext(row, 'app-secret')) : null;

export function accountsByNumbers(db: DB, phoneNumberIds: string[]): Promise<AccountRow[]> {
  if (phoneNumberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('whatsapp_accounts')
    .selectAll()
    .where('phone_number_id', 'in', phoneNumberIds)
    .execute();
}

/** The verify token a number was given, when `token` is one (the webhook's GET). */
export async function verifyTokenOf(db: DB, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('whatsapp_accounts')
    .select('verify_token')
    .where('verify_token', '=', token)
    .executeTakeFirst();
  return row?.verify_token ?? null;
}

export function accountById(db: DB, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('whatsapp_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A Cloud API refusal while checking a number: which field it is about and what Meta said. */
export class NumberRefused extends Error {
  constructor(
    readonly field: 'waToken' | 'businessId',
    message: string,
    /** Meta could not be reached or asked to wait: try again, the details may be right. */
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

function refusalOf(err: unknown, field: NumberRefused['field'], step: string): NumberRefused {
  if (!(err instanceof CloudApiError)) throw err;
  const said = err.message.replace(/^WhatsApp Cloud API: /, '');
  if (err.kind === 'rateLimited' || err.kind === 'temporary' || err.kind === 'timedOut')
    return new NumberRefused(
      field,
      `WhatsApp could not be reached to ${step}. Please try again in a moment.`,
      true,
    );
  return new NumberRefused(field, `WhatsApp did not accept these details (${step}): ${said}`, false);
}

/**
 * The number checked with its token (`GET /{PhNoId}`: it exists and the token may use it) and the
 * app subscribed to the business account's webhooks, before anything is stored.
 */
export async function checkNumber(ctx: AppContext, fields: AccountFields): Promise<PhoneNumberDetails> {
  const { apiBase } = await ctx.settings.get('whatsapp');
  const api = cloudApi({ apiBase, token: fields.waToken, phoneNumberId: fields.phoneNumberId });
  const details = await readNumber(api);
  await api.subscribeApp(fields.businessId).catch((err) => {
    throw refusalOf(err, 'businessId', 'Business Account Id');
  });
  return details;
}

/** What Meta says of the number now (`GET /{PhNoId}`), or a NumberRefused on the token. */
export const readNumber = (api: CloudApi): Promise<PhoneNumberDetails> =>
  api.phoneNumber().catch((err) => {
    throw refusalOf(err, 'waToken', 'Phone Number Id and Whatsapp Token');
  });

export interface StoreOptions {
  /** The row an update changes. */
  id?: number;
  /** The error for a number another owner (or, for an update, another row) has. */
  taken: () => HttpError;
}

/**
 * Stores a checked number for its owner: one row per phone number id; a number another owner has
 * is 409 (`taken`). `id` names the row an update changes. A blank App Secret keeps the saved one.
 */
export async function storeAccount(
  ctx: AppContext,
  ownerId: number,
  fields: AccountFields,
  details: PhoneNumberDetails,
  opts: StoreOptions,
): Promise<AccountRow> {
  const { db } = ctx;
  const now = ctx.clock.now().toISOString();
  const holder = await db
    .selectFrom('whatsapp_accounts')
    .select(['id', 'user_id', 'sealed_for'])
    .where('phone_number_id', '=', fields.phoneNumberId)
    .executeTakeFirst();
  if (holder && (holder.user_id !== ownerId || (opts.id !== undefined && holder.id !== opts.id)))
    throw opts.taken();
  const target = opts.id ?? holder?.id;
  const sealedFor = holder?.sealed_for ?? sealedForNumber(fields.phoneNumberId);
  const values = {
    business_id: fields.businessId,
    phone_number_id: fields.phoneNumberId,
    display_phone_number: details.display_phone_number ?? null,
    verified_name: details.verified_name ?? null,
    quality_rating: details.quality_rating ?? null,
    throughput: throughputOf(details.throughput?.level),
    messaging_limit: details.messaging_limit_tier ?? null,
    checked_at: now,
    token: ctx.box.seal(fields.waToken, `${sealedFor}:token`),
    ...(fields.appSecret ? { app_secret: ctx.box.seal(fields.appSecret, `${sealedFor}:app-secret`) } : {}),
    ...(fields.appId !== undefined ? { app_id: fields.appId || null } : {}),
    sealed_for: sealedFor,
    updated_at: now,
  };
  try {
    if (target !== undefined) {
      await db.updateTable('whatsapp_accounts').set(values).where('id', '=', target).execute();
      return (await accountById(db, target))!;
    }
    return await db
      .insertInto('whatsapp_accounts')
      .values({
        app_secret: null,
        app_id: null,
        ...values,
        user_id: ownerId,
        verify_token: crypto.randomBytes(18).toString('base64url'),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    // Another owner took the number between the check and the write.
    if (isUniqueViolation(err)) throw opts.taken();
    throw err;
  }
}

const anotherOwner = () => new HttpError(409, M.anotherOwner, 'Conflict');

/** A refusal as the account form shows it: 422 on the field, or 503 while Meta cannot be reached. */
export function formRefusal(err: unknown): never {
  if (err instanceof NumberRefused) {
    if (err.temporary) throw new HttpError(503, err.message, 'WhatsAppUnavailable');
    throw invalid({ [err.field]: err.message });
  }
  throw err;
}

export async function connectAccount(
  ctx: AppContext,
  caller: AuthUser,
  fields: AccountFields,
  id?: number,
): Promise<WhatsAppAccount> {
  if (id !== undefined) await ownAccount(ctx, caller, id);
  const details = await checkNumber(ctx, fields).catch(formRefusal);
  const row = await storeAccount(ctx, caller.id, fields, details, { id, taken: anotherOwner });
  return (await answersOf(ctx, [row]))[0];
}

async function ownAccount(ctx: AppContext, caller: AuthUser, id: number): Promise<AccountRow> {
  const row = await ownedBy(ctx.db.selectFrom('whatsapp_accounts').selectAll(), 'user_id', caller)
    .where('id', '=', id)
    .executeTakeFirst();
  return foundOr404(row, 'WhatsApp number');
}

export async function listAccounts(ctx: AppContext, caller: AuthUser): Promise<WhatsAppAccount[]> {
  const rows = await ownedBy(ctx.db.selectFrom('whatsapp_accounts').selectAll(), 'user_id', caller)
    .orderBy('id')
    .execute();
  return answersOf(ctx, rows);
}

export async function accountDetails(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
): Promise<WhatsAppAccount> {
  return (await answersOf(ctx, [await ownAccount(ctx, caller, id)]))[0];
}

/** The number is forgotten; a bot deployed on it loses it too (bot_numbers cascade). */
export async function disconnectAccount(ctx: AppContext, caller: AuthUser, id: number): Promise<null> {
  const row = await ownAccount(ctx, caller, id);
  await ctx.db.deleteFrom('whatsapp_accounts').where('id', '=', row.id).execute();
  return null;
}

/** Rows as the owner reads them: never a secret; the callback URL and verify token to copy. */
async function answersOf(ctx: AppContext, rows: AccountRow[]): Promise<WhatsAppAccount[]> {
  const ids = rows.map((r) => r.id);
  const bots = ids.length
    ? await ctx.db
        .selectFrom('bot_numbers')
        .innerJoin('bots', 'bots.id', 'bot_numbers.bot_id')
        .select(['bot_numbers.account_id', 'bots.name'])
        .where('bot_numbers.account_id', 'in', ids)
        .execute()
    : [];
  const botOf = new Map(bots.map((b) => [b.account_id, b.name]));
  return rows.map((row) => ({
    id: row.id,
    businessId: row.business_id,
    phoneNumberId: row.phone_number_id,
    displayPhoneNumber: row.display_phone_number,
    verifiedName: row.verified_name,
    qualityRating: row.quality_rating,
    throughput: row.throughput ?? throughputOf(null),
    messagingLimit: row.messaging_limit,
    hasAppSecret: row.app_secret !== null,
    appId: row.app_id,
    botName: botOf.get(row.id) ?? null,
    callbackUrl: `${ctx.config.publicBaseUrl}${WHATSAPP_WEBHOOK_PATH}`,
    verifyToken: row.verify_token,
    checkedDate: row.checked_at,
    createdDate: row.created_at,
  }));
}

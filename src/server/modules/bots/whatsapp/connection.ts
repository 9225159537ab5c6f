import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { WHATSAPP_WEBHOOK_PATH } from '../../../../shared/bots/public-routes';
import {
  BOT_MESSAGES as M,
  whatsappConnectSchema,
  type WhatsAppConnection,
} from '../../../../shared/bots/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { BotWhatsappTable } from '../../../db/schema';
import { foundOr404, ownedBy } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import { HttpError, invalid } from '../../../http/errors';
import { cloudApi, CloudApiError, type CloudApi } from '../../../providers/whatsapp/cloud-api';
import { normalizeKeywords } from './keywords';

export type ConnectionRow = Selectable<BotWhatsappTable>;
export type WhatsAppConnectInput = z.output<typeof whatsappConnectSchema>;

/** Sealed values name their row's bot and field: a ciphertext copied elsewhere does not open. */
const sealContext = (botId: number, field: 'token' | 'app-secret') => `bot-whatsapp:${botId}:${field}`;

/** The bot's Cloud API client: its own number and token, the platform's API address (Settings). */
export async function apiOf(ctx: AppContext, conn: ConnectionRow): Promise<CloudApi | null> {
  const token = ctx.box.open(conn.token, sealContext(conn.bot_id, 'token'));
  if (!token) return null;
  const { apiBase } = await ctx.settings.get('whatsapp');
  return cloudApi({ apiBase, token, phoneNumberId: conn.phone_number_id });
}

/** The number's own App Secret when one was given, for the webhook's signature check. */
export const appSecretOf = (ctx: AppContext, conn: ConnectionRow): string | null =>
  conn.app_secret ? ctx.box.open(conn.app_secret, sealContext(conn.bot_id, 'app-secret')) : null;

/** Which of these bots have a WhatsApp number connected (the bot list's isWhatsAppConnected). */
export async function connectedBots(ctx: AppContext, botIds: number[]): Promise<Set<number>> {
  if (botIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('bot_whatsapp')
    .select('bot_id')
    .where('bot_id', 'in', botIds)
    .execute();
  return new Set(rows.map((r) => r.bot_id));
}

async function visibleBot(ctx: AppContext, caller: AuthUser, botId: number) {
  const bot = await ownedBy(ctx.db.selectFrom('bots').select(['id', 'user_id']), 'user_id', caller)
    .where('id', '=', botId)
    .executeTakeFirst();
  return foundOr404(bot, 'Bot');
}

function answerOf(ctx: AppContext, conn: ConnectionRow): WhatsAppConnection {
  return {
    chatBotId: conn.bot_id,
    businessId: conn.business_id,
    phNoId: conn.phone_number_id,
    displayPhoneNumber: conn.display_phone_number,
    autoStart: conn.auto_start === 1,
    autoStartExcludeKeywords: conn.exclude_keywords,
    hasAppSecret: conn.app_secret !== null,
    callbackUrl: `${ctx.config.publicBaseUrl}${WHATSAPP_WEBHOOK_PATH}`,
    verifyToken: conn.verify_token,
  };
}

/**
 * A refused connect: spec 02 §7 reads its text at `data.records.error` (and the envelope's
 * message says the same).
 */
const refused = (status: number, text: string, errorCode = 'WhatsAppRefused') =>
  new HttpError(status, text, errorCode, undefined, undefined, undefined, { records: { error: text } });

/** What Meta said when it refused the number, the token or the business account. */
function metaRefusal(err: unknown, step: string): HttpError {
  if (err instanceof CloudApiError) {
    const said = err.message.replace(/^WhatsApp Cloud API: /, '');
    if (err.kind === 'rateLimited' || err.kind === 'temporary' || err.kind === 'timedOut')
      return refused(503, `WhatsApp could not be reached to ${step}. Please try again in a moment.`);
    return refused(422, `WhatsApp did not accept these details (${step}): ${said}`);
  }
  throw err;
}

/**
 * §7 WhatsApp connect (and update): the number is checked with its token (`GET /{PhNoId}`) and the
 * app subscribed to the business account's webhooks before anything is stored; one bot per number;
 * the token and App Secret sealed, never returned. A blank App Secret keeps the saved one.
 */
export async function connectWhatsApp(
  ctx: AppContext,
  caller: AuthUser,
  form: WhatsAppConnectInput,
): Promise<WhatsAppConnection> {
  const bot = await visibleBot(ctx, caller, form.chatBotId);
  const keywords = normalizeKeywords(form.autoStartExcludeKeywords);
  if (!keywords) throw invalid({ autoStartExcludeKeywords: 'Exclude keywords must be a list of words' });
  const taken = await ctx.db
    .selectFrom('bot_whatsapp')
    .select('bot_id')
    .where('phone_number_id', '=', form.PhNoId)
    .where('bot_id', '!=', bot.id)
    .executeTakeFirst();
  if (taken) throw refused(409, M.numberTaken, 'Conflict');

  const { apiBase } = await ctx.settings.get('whatsapp');
  const api = cloudApi({ apiBase, token: form.waToken, phoneNumberId: form.PhNoId });
  const number = await api.phoneNumber().catch((err) => {
    throw metaRefusal(err, 'Phone Number Id and Whatsapp Token');
  });
  await api.subscribeApp(form.businessId).catch((err) => {
    throw metaRefusal(err, 'Business Account Id');
  });

  const now = ctx.clock.now().toISOString();
  const values = {
    business_id: form.businessId,
    phone_number_id: form.PhNoId,
    display_phone_number: number?.display_phone_number ?? null,
    token: ctx.box.seal(form.waToken, sealContext(bot.id, 'token')),
    auto_start: form.autoStart ? 1 : 0,
    exclude_keywords: JSON.stringify(keywords),
    updated_at: now,
    ...(form.appSecret
      ? { app_secret: ctx.box.seal(form.appSecret, sealContext(bot.id, 'app-secret')) }
      : {}),
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('bot_whatsapp')
        .set(values)
        .where('bot_id', '=', bot.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await trx
          .insertInto('bot_whatsapp')
          .values({
            app_secret: null,
            ...values,
            bot_id: bot.id,
            user_id: bot.user_id,
            verify_token: crypto.randomBytes(18).toString('base64url'),
            created_at: now,
          })
          .execute();
    });
  } catch (err) {
    // Another bot took the number (or this bot connected) between the check and the write.
    if (/unique|duplicate/i.test((err as Error).message)) throw refused(409, M.numberTaken, 'Conflict');
    throw err;
  }
  const row = await ctx.db
    .selectFrom('bot_whatsapp')
    .selectAll()
    .where('bot_id', '=', bot.id)
    .executeTakeFirst();
  return answerOf(ctx, row!);
}

/** §7 WhatsApp details: the connection (never its secrets), or null when none. */
export async function whatsAppDetails(
  ctx: AppContext,
  caller: AuthUser,
  chatbotId: number,
): Promise<WhatsAppConnection | null> {
  await visibleBot(ctx, caller, chatbotId);
  const row = await ctx.db
    .selectFrom('bot_whatsapp')
    .selectAll()
    .where('bot_id', '=', chatbotId)
    .executeTakeFirst();
  return row ? answerOf(ctx, row) : null;
}

/** §7 WhatsApp disconnect: the number is free again; what was still to be sent is dropped. */
export async function disconnectWhatsApp(
  ctx: AppContext,
  caller: AuthUser,
  chatbotId: number,
): Promise<null> {
  await visibleBot(ctx, caller, chatbotId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bot_whatsapp').where('bot_id', '=', chatbotId).execute();
    await trx
      .updateTable('bot_whatsapp_outbox')
      .set({ status: 'failed', error: 'The bot was disconnected from WhatsApp' })
      .where('bot_id', '=', chatbotId)
      .where('status', '=', 'pending')
      .execute();
  });
  return null;
}

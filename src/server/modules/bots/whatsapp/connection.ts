import { WHATSAPP_WEBHOOK_PATH } from '../../../../shared/bots/public-routes';
import {
  BOT_MESSAGES as M,
  whatsappConnectSchema,
  type WhatsAppConnection,
} from '../../../../shared/bots/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { foundOr404, ownedBy } from '../../../db/tenancy';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { AuthUser } from '../../../http/context';
import { HttpError, invalid } from '../../../http/errors';
import { NumberRefused } from '../../whatsapp/service';
import { normalizeKeywords } from './keywords';
import { botNumberOf, numbersOf, type BotNumber } from './numbers';

export type WhatsAppConnectInput = z.output<typeof whatsappConnectSchema>;

/** Which of these bots have a WhatsApp number connected (the bot list's isWhatsAppConnected). */
export async function connectedBots(ctx: AppContext, botIds: number[]): Promise<Set<number>> {
  if (botIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('bot_numbers')
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

function answerOf(ctx: AppContext, { link, account }: BotNumber): WhatsAppConnection {
  return {
    chatBotId: link.bot_id,
    businessId: account.business_id,
    phNoId: account.phone_number_id,
    displayPhoneNumber: account.display_phone_number,
    autoStart: link.auto_start === 1,
    autoStartExcludeKeywords: link.exclude_keywords,
    hasAppSecret: account.app_secret !== null,
    callbackUrl: `${ctx.config.publicBaseUrl}${WHATSAPP_WEBHOOK_PATH}`,
    verifyToken: account.verify_token,
  };
}

/**
 * A refused connect: spec 02 §7 reads its text at `data.records.error` (and the envelope's
 * message says the same).
 */
const refused = (status: number, text: string, errorCode = 'WhatsAppRefused') =>
  new HttpError(status, text, errorCode, undefined, undefined, undefined, { records: { error: text } });
const numberTaken = () => refused(409, M.numberTaken, 'Conflict');

/**
 * §7 WhatsApp connect (and update): the number is checked and stored by the WhatsApp area (one row
 * per number, the owner's, its secrets sealed and never returned; a blank App Secret keeps the
 * saved one), then deployed on this bot: one bot per number.
 */
export async function connectWhatsApp(
  ctx: AppContext,
  caller: AuthUser,
  form: WhatsAppConnectInput,
): Promise<WhatsAppConnection> {
  const bot = await visibleBot(ctx, caller, form.chatBotId);
  const keywords = normalizeKeywords(form.autoStartExcludeKeywords);
  if (!keywords) throw invalid({ autoStartExcludeKeywords: 'Exclude keywords must be a list of words' });
  const numbers = numbersOf(ctx);
  const [held] = await numbers.byNumbers([form.PhNoId]);
  const onOther = held
    ? await ctx.db
        .selectFrom('bot_numbers')
        .select('bot_id')
        .where('account_id', '=', held.id)
        .where('bot_id', '!=', bot.id)
        .executeTakeFirst()
    : undefined;
  if ((held && held.user_id !== bot.user_id) || onOther) throw numberTaken();

  const fields = {
    businessId: form.businessId,
    phoneNumberId: form.PhNoId,
    waToken: form.waToken,
    appSecret: form.appSecret,
  };
  const details = await numbers.check(fields).catch((err: unknown) => {
    if (err instanceof NumberRefused) throw refused(err.temporary ? 503 : 422, err.message);
    throw err;
  });
  const account = await numbers.store(bot.user_id, fields, details, { taken: numberTaken });
  const now = ctx.clock.now().toISOString();
  const settings = {
    auto_start: form.autoStart ? 1 : 0,
    exclude_keywords: JSON.stringify(keywords),
    updated_at: now,
  };
  try {
    await ctx.db
      .insertInto('bot_numbers')
      .values({ bot_id: bot.id, account_id: account.id, ...settings, created_at: now })
      .onConflict((oc) => oc.column('bot_id').doUpdateSet({ account_id: account.id, ...settings }))
      .execute();
  } catch (err) {
    // Another bot took the number between the check and the write.
    if (isUniqueViolation(err)) throw numberTaken();
    throw err;
  }
  return answerOf(ctx, (await botNumberOf(ctx, bot.id))!);
}

/** §7 WhatsApp details: the connection (never its secrets), or null when none. */
export async function whatsAppDetails(
  ctx: AppContext,
  caller: AuthUser,
  chatbotId: number,
): Promise<WhatsAppConnection | null> {
  await visibleBot(ctx, caller, chatbotId);
  const number = await botNumberOf(ctx, chatbotId);
  return number ? answerOf(ctx, number) : null;
}

/**
 * §7 WhatsApp disconnect: the bot leaves the number (the number stays the owner's, for campaigns
 * and the inbox); what was still to be sent is dropped.
 */
export async function disconnectWhatsApp(
  ctx: AppContext,
  caller: AuthUser,
  chatbotId: number,
): Promise<null> {
  await visibleBot(ctx, caller, chatbotId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bot_numbers').where('bot_id', '=', chatbotId).execute();
    await trx
      .updateTable('bot_whatsapp_outbox')
      .set({ status: 'failed', error: 'The bot was disconnected from WhatsApp' })
      .where('bot_id', '=', chatbotId)
      .where('status', '=', 'pending')
      .execute();
  });
  return null;
}

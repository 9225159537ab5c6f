import type { Selectable } from 'kysely';
import type { AppContext } from '../../../context';
import type { BotNumbersTable } from '../../../db/schema';
import { whatsappService, type AccountRow, type WhatsappService } from '../../whatsapp/service';

export type BotNumberRow = Selectable<BotNumbersTable>;

/** A bot's WhatsApp number: the bot's own settings and the number (the WhatsApp area's account). */
export interface BotNumber {
  link: BotNumberRow;
  account: AccountRow;
}

const services = new WeakMap<AppContext, WhatsappService['accounts']>();

/** The WhatsApp area's numbers, through its entry (one binding per server). */
export function numbersOf(ctx: AppContext): WhatsappService['accounts'] {
  let accounts = services.get(ctx);
  if (!accounts) {
    accounts = whatsappService(ctx).accounts;
    services.set(ctx, accounts);
  }
  return accounts;
}

export async function botNumberOf(ctx: AppContext, botId: number): Promise<BotNumber | undefined> {
  const link = await ctx.db
    .selectFrom('bot_numbers')
    .selectAll()
    .where('bot_id', '=', botId)
    .executeTakeFirst();
  const account = link && (await numbersOf(ctx).byId(link.account_id));
  return link && account ? { link, account } : undefined;
}

/** The bot deployed on a number (by its phone number id), if any. */
export async function botOnNumber(
  ctx: AppContext,
  phoneNumberId: string,
): Promise<(BotNumber & { userId: number }) | undefined> {
  const [account] = await numbersOf(ctx).byNumbers([phoneNumberId]);
  if (!account) return undefined;
  const link = await ctx.db
    .selectFrom('bot_numbers')
    .selectAll()
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  return link ? { link, account, userId: account.user_id } : undefined;
}

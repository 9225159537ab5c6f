import type { AuthUser } from '../../http/context';
import { setSiteBot, webService } from '../web/service';
import { botOwnerId, visibleBot } from './bots';
import type { BotsDeps } from './deps';

const asOwner = (id: number) => ({ id, role: 'User' }) as AuthUser;

/** Deploy on Website (§2, §4 Web deploy): the owner's platform website carries the widget from its next publish. */
export async function deployOnWebsite(deps: BotsDeps, caller: AuthUser, botId: number): Promise<null> {
  const bot = await visibleBot(deps, caller, botId);
  await setSiteBot(deps.ctx, await botOwnerId(deps, caller, botId), {
    id: bot.id,
    widgetKey: bot.widgetKey,
    name: bot.name,
  });
  return null;
}

/** A deleted bot leaves its owner's website (from the next publish). */
export async function leaveWebsite(deps: BotsDeps, ownerId: number, botId: number): Promise<void> {
  const site = await webService(deps.ctx).mine(asOwner(ownerId));
  if (site?.botId === botId) await setSiteBot(deps.ctx, ownerId, null);
}

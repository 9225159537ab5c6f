import type { ApiCall } from '../../../../shared/bots/engine';
import type { AppContext } from '../../../context';
import { fetchGuardOf, guardedFetch } from '../../../http/guarded-fetch';
import type { SessionDeps } from './deps';
import type { BotRef, VisitorRow } from './visitors';

/** Issue 25: the Api component waits at most 5 s for its address; the flow has gone on anyway. */
export const API_TIMEOUT_MS = 5_000;

/** BOT_API_ALLOW_PRIVATE (Settings, or the environment overriding): private addresses allowed. */
async function allowsPrivate(ctx: AppContext): Promise<boolean> {
  return (await ctx.settings.get('general')).botApiAllowPrivate === true;
}

/**
 * The Api component (issue 25): the answers so far and who gave them, POSTed as JSON through the
 * guarded fetch (public addresses only unless BOT_API_ALLOW_PRIVATE; no redirects; 5 s). Whatever
 * it answers is only logged: the visitor already has the next message.
 */
export async function callApi(
  deps: SessionDeps,
  bot: BotRef,
  visitor: VisitorRow,
  call: ApiCall,
): Promise<void> {
  const { ctx } = deps;
  const body = JSON.stringify({
    botId: bot.id,
    visitor: {
      visitorUUId: visitor.visitor_uuid,
      platform: visitor.platform,
      number: visitor.number,
      name: visitor.name,
    },
    answers: call.body.answers,
    sentAt: ctx.clock.now().toISOString(),
  });
  try {
    await guardedFetch(call.url, {
      ...fetchGuardOf(ctx.config),
      allowAnyPrivate: await allowsPrivate(ctx),
      postJson: body,
      maxBytes: 64 * 1024,
      timeoutMs: API_TIMEOUT_MS,
      maxRedirects: 0,
    });
  } catch (err) {
    ctx.log.warn({ err, botId: bot.id, frontendId: call.frontendId }, 'bot Api component call failed');
  }
}

import type { z } from 'zod';
import type { botsContract } from '../../../../shared/bots/contract';
import type { WidgetAnswer } from '../../../../shared/bots/schemas';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { isCrawler } from '../../../http/user-agent';
import { openSession, pollSession, receiveMessage, sessionDepsOf } from '../sessions';
import { widgetAnswer, type WidgetBot } from './answers';

type C = typeof botsContract;
type Params = z.output<C['widgetStart']['params']>;

const noSuchBot = () => new HttpError(404, 'No such bot', 'NotFound');

/** The bot a widget key names, or 404 (the same for a key that never was and a deleted bot). */
async function botByKey(ctx: AppContext, key: string): Promise<WidgetBot> {
  const bot = await ctx.db
    .selectFrom('bots')
    .select(['id', 'user_id', 'name', 'colour', 'avatar'])
    .where('widget_key', '=', key)
    .executeTakeFirst();
  if (!bot) throw noSuchBot();
  return { id: bot.id, userId: bot.user_id, name: bot.name, colour: bot.colour, avatar: bot.avatar };
}

/**
 * The web widget's public endpoints (issue 25), named by the bot's random key: open (the
 * conversation so far, or the flow started), a reply (a repeated clientMessageId gets the first
 * answer again), and the poll that brings the owner's replies.
 */
export function widgetHandlers(ctx: AppContext) {
  const deps = sessionDepsOf(ctx);
  return {
    async start(
      params: Params,
      body: z.output<C['widgetStart']['body']>,
      ip: string,
      userAgent: string | undefined,
    ): Promise<WidgetAnswer> {
      const bot = await botByKey(ctx, params.botKey);
      // A crawler that runs the page's scripts is no visitor (the card page's rule): it sees the
      // bot's header, and nothing is started or counted.
      if (isCrawler(userAgent)) return widgetAnswer(ctx, bot, '', [], null, 'none');
      const opened = await openSession(deps, {
        bot: { id: bot.id, userId: bot.userId },
        visitorUUId: body.visitorUUId,
        ip,
      });
      return widgetAnswer(
        ctx,
        bot,
        opened.visitor.visitor_uuid,
        opened.messages,
        opened.state,
        opened.awaiting,
      );
    },

    async continue(
      params: Params,
      body: z.output<C['widgetContinue']['body']>,
      ip: string,
    ): Promise<WidgetAnswer> {
      const bot = await botByKey(ctx, params.botKey);
      const received = await receiveMessage(deps, {
        bot: { id: bot.id, userId: bot.userId },
        visitor: { platform: 'Web', uuid: body.visitorUUId, ip },
        inboundId: `web:${body.clientMessageId}`,
        text: body.reply,
        optionNo: body.optionNo,
      });
      return widgetAnswer(
        ctx,
        bot,
        received.visitor.visitor_uuid,
        received.replies,
        received.state,
        received.awaiting,
      );
    },

    async poll(params: Params, query: z.output<C['widgetPoll']['query']>): Promise<WidgetAnswer> {
      const bot = await botByKey(ctx, params.botKey);
      const polled = await pollSession(deps, {
        bot: { id: bot.id, userId: bot.userId },
        visitorUUId: query.visitorUUId,
        after: query.after,
      });
      if (!polled) throw new HttpError(404, 'No such visitor', 'NotFound');
      return widgetAnswer(
        ctx,
        bot,
        polled.visitor.visitor_uuid,
        polled.messages,
        polled.state,
        polled.awaiting,
      );
    },
  };
}
export type WidgetHandlers = ReturnType<typeof widgetHandlers>;

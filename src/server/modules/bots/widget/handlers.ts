import type { z } from 'zod';
import type { botsContract } from '../../../../shared/bots/contract';
import type { WidgetAnswer } from '../../../../shared/bots/schemas';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { isCrawler } from '../../../http/user-agent';
import { openSession, pollSession, receiveMessage, sessionDepsOf, type VisitorRow } from '../sessions';
import { widgetAnswer, type WidgetBot } from './answers';

type C = typeof botsContract;
type Params = z.output<C['widgetStart']['params']>;

const noSuchBot = () => new HttpError(404, 'No such bot', 'NotFound');

/** The bot a widget key names, or 404 (the same for a key that never was and a deleted bot). */
async function botByKey(ctx: AppContext, key: string): Promise<WidgetBot> {
  return (await botAndVisitorByKey(ctx, key, undefined)).bot;
}

/**
 * The bot a widget key names and, in the same statement, its web visitor of that uuid if there is
 * one (a reply is the widget's busiest call: one round trip fewer for each).
 */
async function botAndVisitorByKey(
  ctx: AppContext,
  key: string,
  uuid: string | undefined,
): Promise<{ bot: WidgetBot; visitor: VisitorRow | undefined }> {
  const row = await ctx.db
    .selectFrom('bots')
    .leftJoin('bot_visitors as v', (join) =>
      join
        .onRef('v.bot_id', '=', 'bots.id')
        .on('v.visitor_uuid', '=', uuid ?? '')
        .on('v.platform', '=', 'Web'),
    )
    .select([
      'bots.id',
      'bots.user_id',
      'bots.name',
      'bots.colour',
      'bots.avatar',
      'v.id as visitorId',
      'v.visitor_uuid',
      'v.number',
      'v.name as visitorName',
      'v.created_at',
      'v.last_visitor_message_at',
    ])
    .where('bots.widget_key', '=', key)
    .executeTakeFirst();
  if (!row) throw noSuchBot();
  const bot = { id: row.id, userId: row.user_id, name: row.name, colour: row.colour, avatar: row.avatar };
  const visitor: VisitorRow | undefined =
    row.visitorId == null
      ? undefined
      : {
          id: row.visitorId,
          bot_id: row.id,
          user_id: row.user_id,
          visitor_uuid: row.visitor_uuid!,
          platform: 'Web',
          number: row.number!,
          name: row.visitorName,
          created_at: row.created_at!,
          last_visitor_message_at: row.last_visitor_message_at,
        };
  return { bot, visitor };
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
      const { bot, visitor } = await botAndVisitorByKey(ctx, params.botKey, body.visitorUUId);
      const received = await receiveMessage(deps, {
        bot: { id: bot.id, userId: bot.userId },
        visitor: { platform: 'Web', uuid: body.visitorUUId, ip },
        known: visitor,
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

import { awaitingKind, isIdle, startFlow, type FlowState } from '../../../../shared/bots/engine';
import type { SessionDeps } from './deps';
import { recordMessages, type MessageRow } from './messages';
import { lockVisitor, saveSession, sessionOf, stateOf } from './state-rows';
import { ensureVisitor, type BotRef, type VisitorRow } from './visitors';

/** The most messages a widget is given back when it opens (the latest ones). */
export const HISTORY_LIMIT = 200;

export interface Opened {
  visitor: VisitorRow;
  /** The conversation so far, oldest first (the flow's first messages for a new visitor). */
  messages: MessageRow[];
  state: FlowState | null;
  awaiting: 'text' | 'choice' | 'none';
}

/**
 * The widget opens (issue 25): a known visitor gets the conversation so far and goes on where they
 * were; a new one (or one silent for 4 h) gets the flow started. A reload never starts it twice.
 */
export async function openSession(
  deps: SessionDeps,
  input: { bot: BotRef; visitorUUId?: string; ip: string },
): Promise<Opened> {
  const { ctx } = deps;
  const visitor = await ensureVisitor(
    ctx.db,
    input.bot,
    { platform: 'Web', uuid: input.visitorUUId, ip: input.ip },
    ctx.clock.now(),
  );
  return deps.queue(visitor.id, () =>
    ctx.db.transaction().execute(async (trx) => {
      await lockVisitor(trx, visitor.id);
      const session = await sessionOf(trx, visitor.id);
      const flow = await deps.flowOf(trx, input.bot.id);
      let state = stateOf(session);
      const now = ctx.clock.now();
      if (!session || !state || isIdle(state, now)) {
        const r = startFlow(flow, now);
        const at = now.toISOString();
        await recordMessages(trx, visitor.id, null, r.messages, at);
        await saveSession(trx, {
          visitor_id: visitor.id,
          bot_id: input.bot.id,
          state: JSON.stringify(r.state),
          started_at: at,
          updated_at: at,
          lead_due_at: null,
          lead_alerted_at: null,
        });
        state = r.state;
      }
      const latest = await trx
        .selectFrom('bot_messages')
        .selectAll()
        .where('visitor_id', '=', visitor.id)
        .orderBy('id', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
      return { visitor, messages: latest.reverse(), state, awaiting: awaitingKind(flow, state) };
    }),
  );
}

/**
 * What reached the visitor after message `after` from the bot or its owner (the owner's replies get
 * to a web visitor here), with what the input takes now.
 */
export async function pollSession(
  deps: SessionDeps,
  input: { bot: BotRef; visitorUUId: string; after: number },
): Promise<Opened | null> {
  const { db } = deps.ctx;
  const visitor = await db
    .selectFrom('bot_visitors')
    .selectAll()
    .where('visitor_uuid', '=', input.visitorUUId)
    .where('bot_id', '=', input.bot.id)
    .executeTakeFirst();
  if (!visitor) return null;
  const [messages, session, flow] = await Promise.all([
    db
      .selectFrom('bot_messages')
      .selectAll()
      .where('visitor_id', '=', visitor.id)
      .where('id', '>', input.after)
      .where('sender', '!=', 'visitor')
      .orderBy('id')
      .limit(HISTORY_LIMIT)
      .execute(),
    db.selectFrom('bot_sessions').selectAll().where('visitor_id', '=', visitor.id).executeTakeFirst(),
    deps.flowOf(db, input.bot.id),
  ]);
  const state = stateOf(session);
  return { visitor, messages, state, awaiting: awaitingKind(flow, state) };
}

import type { Transaction } from 'kysely';
import { TYPE } from '../../../../shared/bots/component-types';
import {
  awaitingKind,
  stepFlow,
  type ApiCall,
  type FlowState,
  type StepOptions,
  type StepOutcome,
} from '../../../../shared/bots/engine';
import type { FlowQuestion } from '../../../../shared/bots/schemas';
import type { Database } from '../../../db/schema';
import type { SessionDeps } from './deps';
import { callApi } from './api-calls';
import { LEAD_WAIT_MS, sendLeadAlert } from './lead-alerts';
import { messageRowsOf, type MessageRow } from './messages';
import { sessionOf, stateOf, stepReadsOf, writeStepRows } from './state-rows';
import { ensureVisitor, type BotRef, type VisitorRef, type VisitorRow } from './visitors';

export interface ReceiveInput {
  bot: BotRef;
  visitor: VisitorRef;
  /** The visitor's row, when the caller has read it already. */
  known?: VisitorRow;
  /** The message's id where it came from (WhatsApp message id, widget clientMessageId). */
  inboundId: string;
  text: string;
  /** A click on a choice (the widget) or a reply button / list row (WhatsApp). */
  optionNo?: number;
  /** WhatsApp's autoStart and exclude keywords; the widget always starts. */
  start?: StepOptions;
  /**
   * Runs inside the step's transaction with what it decided (not for a repeated id): the WhatsApp
   * outbox rows commit together with the step and its replies, or not at all.
   */
  within?: (trx: Transaction<Database>, received: Received) => Promise<void>;
}

export interface Received {
  visitor: VisitorRow;
  /** The inbound id was answered before: `replies` is that first answer again, nothing new was done. */
  duplicate: boolean;
  outcome: StepOutcome | 'duplicate';
  /** The bot's messages that answer this one, in order (stored rows). */
  replies: MessageRow[];
  state: FlowState | null;
  awaiting: 'text' | 'choice' | 'none';
}

/**
 * A visitor's message to a bot, from the widget or the WhatsApp webhook (issue 25): one at a time
 * per visitor; a repeated inbound id gets the first answer again; the engine's step, the visitor's
 * message, the bot's replies and the session commit together. After the commit: the Api
 * components' POSTs and a lead alert that came due, in the background.
 */
export async function receiveMessage(deps: SessionDeps, input: ReceiveInput): Promise<Received> {
  const { ctx } = deps;
  const visitor = input.known ?? (await ensureVisitor(ctx.db, input.bot, input.visitor, ctx.clock.now()));
  return deps.queue(visitor.id, async () => {
    const done = await ctx.db.transaction().execute((trx) => step(deps, trx, input, visitor));
    for (const call of done.apiCalls)
      deps.background.add(() => callApi(deps, input.bot, done.received.visitor, call));
    if (done.alertSession !== null) {
      const sessionId = done.alertSession;
      deps.background.add(() => sendLeadAlert(deps, sessionId));
    }
    return done.received;
  });
}

interface StepDone {
  received: Received;
  apiCalls: ApiCall[];
  /** The session whose lead alert is due now (Chat End after a lead answer). */
  alertSession: number | null;
}

async function step(
  deps: SessionDeps,
  trx: Transaction<Database>,
  input: ReceiveInput,
  visitor: VisitorRow,
): Promise<StepDone> {
  const { session, seen, version } = await stepReadsOf(trx, {
    visitorId: visitor.id,
    botId: input.bot.id,
    inboundId: input.inboundId,
  });
  const flow = await deps.flowOf(trx, input.bot.id, version);
  if (seen) return repeated(trx, visitor, flow, stateOf(session), JSON.parse(seen) as number[]);

  const now = deps.ctx.clock.now();
  const at = now.toISOString();
  const r = stepFlow(
    flow,
    stateOf(session),
    { text: input.text, optionNo: input.optionNo },
    now,
    input.start,
  );

  // The visitor's text as typed; a click records the chosen option's text.
  const said = r.answer?.componentTypeId === TYPE.choice ? r.answer.value : input.text;
  const named = r.answer?.componentTypeId === TYPE.name ? r.answer.value : visitor.name;
  // Lead alert, once per session: due 15 min after the last lead answer, or at Chat End.
  const fresh = r.restarted || !session;
  let dueAt = fresh ? null : session.lead_due_at;
  let alertedAt = fresh ? null : session.lead_alerted_at;
  if (r.answer?.isLeadMessage && !alertedAt) dueAt = new Date(now.getTime() + LEAD_WAIT_MS).toISOString();
  const alertNow = r.ended && dueAt !== null && !alertedAt;
  if (alertNow) alertedAt = at;
  const replies = await writeStepRows(trx, {
    messages: messageRowsOf(visitor.id, { text: said, answer: r.answer }, r.messages, at),
    visitor: { id: visitor.id, last_visitor_message_at: at, name: named },
    session: {
      visitor_id: visitor.id,
      bot_id: input.bot.id,
      state: r.state ? JSON.stringify(r.state) : null,
      started_at: fresh ? at : session.started_at,
      updated_at: at,
      lead_due_at: alertedAt ? null : dueAt,
      lead_alerted_at: alertedAt,
    },
    inbound: {
      visitor_id: visitor.id,
      inbound_id: input.inboundId,
      created_at: at,
    },
  });

  const received: Received = {
    visitor: { ...visitor, name: named, last_visitor_message_at: at },
    duplicate: false,
    outcome: r.outcome,
    replies,
    state: r.state,
    awaiting: awaitingKind(flow, r.state),
  };
  await input.within?.(trx, received);
  const alertSession = alertNow ? (await sessionOf(trx, visitor.id))!.id : null;
  return { received, apiCalls: r.apiCalls, alertSession };
}

async function repeated(
  trx: Transaction<Database>,
  visitor: VisitorRow,
  flow: FlowQuestion[],
  state: FlowState | null,
  ids: number[],
): Promise<StepDone> {
  const replies = ids.length
    ? await trx.selectFrom('bot_messages').selectAll().where('id', 'in', ids).orderBy('id').execute()
    : [];
  return {
    received: {
      visitor,
      duplicate: true,
      outcome: 'duplicate',
      replies,
      state,
      awaiting: awaitingKind(flow, state),
    },
    apiCalls: [],
    alertSession: null,
  };
}

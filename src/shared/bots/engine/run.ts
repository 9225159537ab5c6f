import { componentType, TYPE } from '../component-types';
import { MAX_STEPS_WITHOUT_QUESTION } from '../schemas';
import { errorReply, executorOf } from './executors';
import { follow, holdsKeyword, ordered, triggered, type EngineQuestion } from './flow';
import type { ApiCall, BotMessage, Inbound, RecordedAnswer } from './messages';
import { freshState, isIdle, type FlowState } from './state';

export interface StepOptions {
  /** WhatsApp's autoStart (the widget always starts): without it only a trigger starts a session. */
  autoStart?: boolean;
  /** With autoStart, a first message holding one of these does not start the flow. */
  excludeKeywords?: readonly string[];
}

export type StepOutcome = 'started' | 'answered' | 'invalid' | 'trigger' | 'quiet';

export interface StepResult {
  /** The state to keep; null while no session runs (a quiet first message). */
  state: FlowState | null;
  outcome: StepOutcome;
  /** The bot's messages to send, in order. */
  messages: BotMessage[];
  /** The visitor's valid answer this step recorded, if any. */
  answer: RecordedAnswer | null;
  /** Api components reached: each a POST due now, in order. */
  apiCalls: ApiCall[];
  /** This step began a new session (first message, or after 4 h of silence). */
  restarted: boolean;
  /** This step reached Chat End (or the step cap). */
  ended: boolean;
}

/** The run from one component: send, go on, stop at a question or at the end. */
function runFrom(
  flow: EngineQuestion[],
  from: EngineQuestion | null,
  state: FlowState,
  out: Pick<StepResult, 'messages' | 'apiCalls'>,
): FlowState {
  let q = from;
  let steps = 0;
  while (q) {
    const type = componentType(q.componentTypeId);
    const executor = executorOf(q);
    if (type && executor) {
      const said = executor.say(q);
      if (said) out.messages.push(said);
      if (type.id === TYPE.api && q.apiUrl) out.apiCalls.push(apiCall(flow, q, q.apiUrl, state));
      if (type.waits) return { ...state, awaiting: q.frontendId, ended: false };
    }
    // Issue 25: 25 steps without a question end the chat, so a loop of messages never runs forever.
    if (++steps >= MAX_STEPS_WITHOUT_QUESTION) break;
    q = follow(flow, q, q.target);
  }
  return { ...state, awaiting: null, ended: true };
}

function apiCall(flow: EngineQuestion[], q: EngineQuestion, url: string, state: FlowState): ApiCall {
  const answers = flow
    .filter((f) => state.answers[f.frontendId] !== undefined)
    .map((f) => ({
      frontendId: f.frontendId,
      question: f.question,
      answer: state.answers[f.frontendId]!,
      isLeadMessage: f.isLeadMessage,
    }));
  return { frontendId: q.frontendId, url, body: { answers } };
}

function result(
  state: FlowState | null,
  outcome: StepOutcome,
  restarted: boolean,
  out: Pick<StepResult, 'messages' | 'apiCalls'>,
  answer: RecordedAnswer | null = null,
): StepResult {
  const ended = outcome !== 'quiet' && outcome !== 'invalid' && !!state?.ended;
  return { state, outcome, restarted, answer, ended, ...out };
}

/** A new session from the first component (the widget opening, or Test). */
export function startFlow(flow: readonly EngineQuestion[], now: Date): StepResult {
  const sorted = ordered(flow);
  const out = { messages: [] as BotMessage[], apiCalls: [] as ApiCall[] };
  return result(runFrom(sorted, sorted[0] ?? null, freshState(now), out), 'started', true, out);
}

/**
 * The visitor's message: the answer to the awaited question (recorded, then on to its target), or
 * its errorMessage when not valid; a message that answers nothing awaited and equals a trigger
 * jumps there; a first message (or one after 4 h of silence) starts the flow; after Chat End the bot
 * is quiet.
 */
export function stepFlow(
  flow: readonly EngineQuestion[],
  previous: FlowState | null,
  inbound: Inbound,
  now: Date,
  options: StepOptions = {},
): StepResult {
  const sorted = ordered(flow);
  const out = { messages: [] as BotMessage[], apiCalls: [] as ApiCall[] };
  const restarted = !previous || isIdle(previous, now);
  const state: FlowState | null = restarted ? null : { ...previous, lastMessageAt: now.toISOString() };

  const awaited = state?.awaiting != null ? sorted.find((q) => q.frontendId === state.awaiting) : undefined;
  if (state && awaited) {
    const accepted = executorOf(awaited)?.accept?.(awaited, inbound);
    if (accepted) {
      const answer: RecordedAnswer = {
        frontendId: awaited.frontendId,
        componentTypeId: awaited.componentTypeId,
        value: accepted.value,
        isLeadMessage: awaited.isLeadMessage,
      };
      const answered = { ...state, answers: { ...state.answers, [awaited.frontendId]: accepted.value } };
      const next = follow(sorted, awaited, accepted.target ?? awaited.target);
      return result(runFrom(sorted, next, answered, out), 'answered', false, out, answer);
    }
  }

  const jump = triggered(sorted, inbound.text);
  if (jump) {
    const base = state ?? freshState(now);
    return result(runFrom(sorted, jump, base, out), 'trigger', restarted, out);
  }
  if (state && awaited) {
    const fallback = componentType(awaited.componentTypeId)?.errorMessage ?? '';
    out.messages.push(errorReply(awaited, fallback));
    return result(state, 'invalid', false, out);
  }
  if (!state) {
    const autoStart = options.autoStart ?? true;
    if (!autoStart || holdsKeyword(inbound.text, options.excludeKeywords ?? []))
      return result(null, 'quiet', false, out);
    const started = runFrom(sorted, sorted[0] ?? null, freshState(now), out);
    return result(started, 'started', true, out);
  }
  // After Chat End (or an awaited component the flow no longer has): quiet until a trigger or 4 h.
  return result({ ...state, awaiting: null, ended: true }, 'quiet', false, out);
}

/** What the widget's input should take now. */
export function awaitingKind(
  flow: readonly EngineQuestion[],
  state: FlowState | null,
): 'text' | 'choice' | 'none' {
  if (!state || state.awaiting === null) return 'none';
  const q = flow.find((f) => f.frontendId === state.awaiting);
  if (!q) return 'none';
  return q.componentTypeId === TYPE.choice ? 'choice' : 'text';
}

/**
 * The flow engine (issue 25): pure, one executor per component type; the server's sessions (web
 * widget and WhatsApp) and the editor's Test drawer run the same code.
 *
 *   startFlow(flow, now) → StepResult
 *       a new session from the first component (the widget opening, Test's start).
 *   stepFlow(flow, state | null, { text, optionNo? }, now, { autoStart?, excludeKeywords? }) → StepResult
 *       the visitor's message: answers the awaited question (valid → recorded, on to its target;
 *       not valid → the errorMessage, still awaiting), jumps by a trigger (trimmed, any case; lowest
 *       priority wins) when it answers nothing awaited, starts a session when none runs or after 4 h
 *       of silence (unless autoStart is off or an exclude keyword is held), or is 'quiet'.
 *   StepResult = { state, outcome, messages: BotMessage[], answer: RecordedAnswer | null,
 *                  apiCalls: ApiCall[], restarted, ended }
 *       keep `state` (flowStateSchema, JSON) for the next message; send `messages` in order; make
 *       each Api call (POST body as JSON; the flow has already gone on).
 *   awaitingKind(flow, state) → 'text' | 'choice' | 'none'   (what the input takes now)
 *   isIdle(state, now)   the 4-hour restart;   checkFlow/flowErrors live in ../rules.ts.
 *
 * Targets: a frontendId, 0 next in sequence, -1 Chat End; 25 steps without a question end the chat.
 */
export { startFlow, stepFlow, awaitingKind } from './run';
export type { StepOptions, StepOutcome, StepResult } from './run';
export { flowStateSchema, isIdle, freshState } from './state';
export type { FlowState } from './state';
export type { ApiCall, BotMessage, Inbound, RecordedAnswer } from './messages';
export type { EngineQuestion } from './flow';
export { EXECUTORS, isEmail, isName, isNumber, isPhone } from './executors';

import { z } from 'zod';
import { SESSION_IDLE_HOURS } from '../schemas';

/**
 * A visitor's place in a bot's flow between two messages: what the engine reads and writes, stored
 * by the server as JSON (one session per bot and visitor) and kept in memory by the editor's Test.
 */
export const flowStateSchema = z.object({
  /** The frontendId of the question whose answer the next message is; null when none is awaited. */
  awaiting: z.number().int().nullable(),
  /** The flow reached Chat End (or its step cap): quiet until a trigger or 4 h of silence. */
  ended: z.boolean(),
  startedAt: z.string(),
  /** The visitor's last message (or the start): the 4-hour idle restart counts from it. */
  lastMessageAt: z.string(),
  /** Valid answers of this session: frontendId → the answer as recorded. */
  answers: z.record(z.string(), z.string()),
});
export type FlowState = z.infer<typeof flowStateSchema>;

const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;

/** Issue 25: after 4 h of silence the next message starts afresh. */
export function isIdle(state: FlowState, now: Date): boolean {
  return now.getTime() - Date.parse(state.lastMessageAt) >= IDLE_MS;
}

export function freshState(now: Date): FlowState {
  const at = now.toISOString();
  return { awaiting: null, ended: false, startedAt: at, lastMessageAt: at, answers: {} };
}

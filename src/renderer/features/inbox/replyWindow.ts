import { windowClosesAt } from '../../../shared/inbox/schemas';

/** Where a chat's 24-hour reply window stands (spec 03 §4, §9). */
export type ReplyWindow =
  | { kind: 'open'; closesAt: number; leftMs: number }
  | { kind: 'closed'; closedAt: number }
  /** The contact never wrote: only they can open it. */
  | { kind: 'never' };

export function replyWindowAt(lastUserMessageDate: string | null, now: Date): ReplyWindow {
  const closesAt = windowClosesAt(lastUserMessageDate);
  if (closesAt === null) return { kind: 'never' };
  const leftMs = closesAt - now.getTime();
  return leftMs > 0 ? { kind: 'open', closesAt, leftMs } : { kind: 'closed', closedAt: closesAt };
}

/** "3 h 12 m", "12 m", "under a minute": the time left, in whole minutes as the countdown ticks. */
export function timeLeftText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} m` : `${m} m`;
}

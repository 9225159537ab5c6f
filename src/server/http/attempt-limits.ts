import { AI_HOURLY_LIMIT } from '../../shared/ai/contract';
import type { DB } from '../db/connect';
import { HttpError } from './errors';

/** A rule: at most `max` attempts of this kind per subject within `windowMs`. */
export interface AttemptRule {
  max: number;
  windowMs: number;
}

/**
 * Limits keyed by what is being attacked (an account, a mobile number, a client address) rather than
 * only by the caller's address, kept in the database so that every server instance counts together
 * (issue 10). Answers 429 with how long to wait.
 */
export function attemptLimits(db: DB, enabled: boolean, clock: { now(): Date }) {
  return {
    /** Refuses when any rule is already used up for this subject; `refusal` words the 429 otherwise. */
    async check(
      kind: string,
      subject: string,
      rules: AttemptRule[],
      refusal: (wait: string) => string = (wait) => `Too many attempts. Please try again in ${wait}.`,
    ): Promise<void> {
      if (!enabled) return;
      const now = clock.now().getTime();
      const longest = Math.max(...rules.map((r) => r.windowMs));
      const times = (
        await db
          .selectFrom('auth_attempts')
          .select('created_at')
          .where('kind', '=', kind)
          .where('subject', '=', subject)
          .where('created_at', '>', new Date(now - longest).toISOString())
          .orderBy('created_at', 'asc')
          .execute()
      ).map((r) => Date.parse(r.created_at));
      let waitMs = 0;
      for (const rule of rules) {
        const inWindow = times.filter((t) => t > now - rule.windowMs);
        if (inWindow.length >= rule.max)
          waitMs = Math.max(waitMs, inWindow[inWindow.length - rule.max] + rule.windowMs - now);
      }
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw new HttpError(429, refusal(`${minutes} minute${minutes === 1 ? '' : 's'}`), 'TooManyAttempts');
      }
    },

    async record(kind: string, subject: string): Promise<void> {
      if (!enabled) return;
      await db
        .insertInto('auth_attempts')
        .values({ kind, subject, created_at: clock.now().toISOString() })
        .execute();
    },
  };
}

export type AttemptLimits = ReturnType<typeof attemptLimits>;

const MINUTE = 60_000;
/** Issue 10: the limits on sign-in and sign-up; issue 11: on AI generations. */
export const LIMITS = {
  /** Wrong passwords per account (login, VerifyPassword). */
  passwordFailures: [{ max: 10, windowMs: 15 * MINUTE }],
  /** Codes sent per mobile number. */
  otpSends: [
    { max: 3, windowMs: 15 * MINUTE },
    { max: 10, windowMs: 24 * 60 * MINUTE },
  ],
  /** Registrations per client address. */
  registrations: [{ max: 10, windowMs: 60 * MINUTE }],
  /** AI generations per user (issue 11: 20 an hour; each bills the business's AI account). */
  aiGenerations: [{ max: AI_HOURLY_LIMIT, windowMs: 60 * MINUTE }],
} satisfies Record<string, AttemptRule[]>;

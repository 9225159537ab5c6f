import type { Job } from './scheduler';

const DAY = 86_400_000;

/** Deletes what no longer serves: ended sessions, used or stale sign-in codes, old idempotency keys and attempt counts. */
export const housekeepingJob: Job = {
  cronType: 'Housekeeping',
  everyMs: 60 * 60_000,
  async run({ db, clock }) {
    const now = clock.now().toISOString();
    const dayAgo = new Date(clock.now().getTime() - DAY).toISOString();
    const sessions = await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', dayAgo)]))
      .executeTakeFirst();
    const otps = await db.deleteFrom('otp_codes').where('created_at', '<', dayAgo).executeTakeFirst();
    const keys = await db.deleteFrom('idempotency_keys').where('created_at', '<', dayAgo).executeTakeFirst();
    // The longest attempt limit is a day (OTP sends per mobile).
    const attempts = await db.deleteFrom('auth_attempts').where('created_at', '<', dayAgo).executeTakeFirst();
    return {
      sessionsDeleted: Number(sessions.numDeletedRows),
      otpCodesDeleted: Number(otps.numDeletedRows),
      idempotencyKeysDeleted: Number(keys.numDeletedRows),
      attemptsDeleted: Number(attempts.numDeletedRows),
    };
  },
};

import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { attemptLimits, type AttemptRule } from '../../http/attempt-limits';
import { HttpError, invalid } from '../../http/errors';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(Math.max(0, bytes) / MB).toFixed(1)} MB`;
/** The advisory-lock space of upload allowances on PostgreSQL (any constant of our own). */
const LOCK_SPACE = 22_001;

export interface ReserveRequest {
  userId: number;
  bytes: number;
  /** The form field a refusal is reported on. */
  field: string;
  kind: 'upload' | 'link' | 'kept';
  expiresAt: Date;
  /** A link's storage key. */
  ref?: string;
  /** What a link is for, with a cap of its own (a campaign page). */
  scope?: string;
  /** At most this many links of the user (or of the scope) may wait unused. */
  maxPendingForUser?: number;
  maxPendingForScope?: number;
  /** An upload rate counted in the same step (so parallel requests cannot pass it either). */
  rate?: { kind: string; rules: AttemptRule[] };
}

/** Words for the 422 when the space left is too small. */
export function spaceRefusal(bytes: number, left: number, quota: number): string {
  return `This file (${megabytes(bytes)}) is more than the ${megabytes(left)} of upload space you have left (${megabytes(quota)} in all).`;
}

/**
 * Holds upload space before a byte is stored (issue 22): the user's files, the uploads on their
 * way and the links handed out are summed and the new reservation written in one step, under a lock
 * on the user (a PostgreSQL advisory lock for the transaction; SQLite runs one transaction at a
 * time), so requests sent together cannot all pass an allowance that fits only some of them. The
 * upload rate and the caps on unused links are counted in the same step.
 */
export async function reserveSpace(
  ctx: AppContext,
  quota: number,
  r: ReserveRequest,
): Promise<{ id: string; leftBytes: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    if (isPostgres(ctx.db as never))
      await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${r.userId})`.execute(trx);
    const now = ctx.clock.now();
    if (r.rate) {
      const limits = attemptLimits(trx, ctx.config.rateLimit, ctx.clock);
      await limits.check(r.rate.kind, String(r.userId), r.rate.rules);
      await limits.record(r.rate.kind, String(r.userId));
    }
    if (
      r.maxPendingForUser !== undefined &&
      (await pendingLinks(trx, now, 'user_id', r.userId)) >= r.maxPendingForUser
    )
      throw tooManyLinks();
    if (
      r.maxPendingForScope !== undefined &&
      r.scope &&
      (await pendingLinks(trx, now, 'scope', r.scope)) >= r.maxPendingForScope
    )
      throw tooManyLinks();
    const used = await usedBytes(trx, now, r.userId);
    if (used + r.bytes > quota) throw invalid({ [r.field]: spaceRefusal(r.bytes, quota - used, quota) });
    const id = crypto.randomUUID();
    await trx
      .insertInto('upload_reservations')
      .values({
        id,
        user_id: r.userId,
        bytes: r.bytes,
        kind: r.kind,
        ref: r.ref ?? null,
        scope: r.scope ?? null,
        created_at: now.toISOString(),
        expires_at: r.expiresAt.toISOString(),
      })
      .execute();
    return { id, leftBytes: quota - used - r.bytes };
  });
}

const tooManyLinks = () =>
  new HttpError(
    429,
    'Too many uploads are waiting to be used. Please use or wait for them first.',
    'TooManyUploads',
  );

async function pendingLinks(
  trx: Transaction<Database>,
  now: Date,
  column: 'user_id' | 'scope',
  value: number | string,
): Promise<number> {
  const row = await trx
    .selectFrom('upload_reservations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'link')
    .where(column, '=', value as never)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The user's stored files and live reservations, in bytes. */
export async function usedBytes(trx: Transaction<Database> | AppContext['db'], now: Date, userId: number) {
  // One statement, so one snapshot: as two, an upload finishing between them (its file row in,
  // its reservation out, in a transaction of its own) was counted in neither, and a third upload
  // sent together passed an allowance that fits two.
  const row = await trx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('files')
        .select((f) => f.fn.coalesce(f.fn.sum<number>('size'), f.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .as('files'),
      eb
        .selectFrom('upload_reservations')
        .select((h) => h.fn.coalesce(h.fn.sum<number>('bytes'), h.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString())
        .as('held'),
    ])
    .executeTakeFirst();
  return Number(row?.files ?? 0) + Number(row?.held ?? 0);
}

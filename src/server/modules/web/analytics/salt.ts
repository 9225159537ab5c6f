import crypto from 'node:crypto';
import type { AppContext } from '../../../context';

/** The salt last read by each server, by business day: one query a day instead of one per view. */
const cached = new WeakMap<AppContext, { day: string; salt: string }>();

/**
 * Today's salt of visitor hashes (issue 24, Analytics). Made by the first view of a business day
 * (every instance reads the one that won), and yesterday's are deleted with it: once a salt is
 * gone, no one can tell whether two days' visitors were the same person.
 */
export async function saltOfToday(ctx: AppContext): Promise<string> {
  const day = ctx.clock.today();
  const known = cached.get(ctx);
  if (known?.day === day) return known.salt;
  const { db } = ctx;
  let row = await db.selectFrom('website_salts').select('salt').where('day', '=', day).executeTakeFirst();
  if (!row) {
    await db
      .insertInto('website_salts')
      .values({
        day,
        salt: crypto.randomBytes(32).toString('base64url'),
        created_at: ctx.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    await deleteOldSalts(ctx);
    row = await db
      .selectFrom('website_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
  }
  cached.set(ctx, { day, salt: row.salt });
  return row.salt;
}

/** Deletes every salt but today's (also the daily job's work, for days without a view). */
export async function deleteOldSalts(ctx: AppContext): Promise<number> {
  const res = await ctx.db
    .deleteFrom('website_salts')
    .where('day', '<', ctx.clock.today())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The visitor of a view: a hash of the salt, site, address and browser; nothing is kept on the device. */
export const visitorHash = (salt: string, siteId: number, ip: string, userAgent: string) =>
  crypto
    .createHash('sha256')
    .update(`${salt}\n${siteId}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 32);

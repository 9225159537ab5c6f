import type { DB } from './connect';
import type { AuthUser } from '../http/context';
import { notFound } from '../http/errors';

/**
 * The one tenancy rule (ARCHITECTURE.md): a User sees only rows whose owner column is their id;
 * an Admin sees all. Use on every query of an owned table.
 */
export function ownedBy<QB extends { where: (...args: any[]) => QB }>(
  qb: QB,
  ownerColumn: string,
  user: AuthUser,
): QB {
  return user.role === 'Admin' ? qb : qb.where(ownerColumn, '=', user.id);
}

/** A row found through `ownedBy`, or 404: another user's id answers exactly like a missing one. */
export function foundOr404<T>(row: T | undefined, what = 'Record'): T {
  if (row === undefined) throw notFound(what);
  return row;
}

/**
 * Whose rows a request works on (issue 11): the caller, or the user an Admin names with `userId`
 * (who must exist, else 404). A User naming anyone but themselves gets 404, as for a missing user.
 */
export async function subjectUserId(db: DB, caller: AuthUser, userId?: number | null): Promise<number> {
  if (!userId || userId === caller.id) return caller.id;
  if (caller.role !== 'Admin') throw notFound('User');
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('User');
  return row.id;
}

import { slugCandidate } from '../../../shared/cards/rules';
import type { DB } from '../../db/connect';

/**
 * The first free slug of `base` (§3: `base`, then `base-2`, `base-3`…), trying attempts `from` to
 * `last`, read on `db` (a transaction's when the caller writes in one). Null when all are taken.
 * The slug is fixed at creation; a twin saved at the same moment is caught by the unique index,
 * and the caller asks again from the next attempt.
 */
export async function allocateSlug(
  db: DB,
  base: string,
  from = 1,
  last = Number.POSITIVE_INFINITY,
): Promise<{ slug: string; attempt: number } | null> {
  for (let attempt = from; attempt <= last; attempt++) {
    const slug = slugCandidate(base, attempt);
    if (!(await db.selectFrom('cards').select('id').where('slug', '=', slug).executeTakeFirst()))
      return { slug, attempt };
  }
  return null;
}

import { sql } from 'kysely';
import type { DB } from '../../db/connect';

/**
 * How many campaigns write in a font: the font master refuses its delete while any do (409). A
 * stored layout (serializeLayout) keeps each text's font id as `"fontId":12,`, so font 1 or 120 is
 * never taken for font 12.
 */
export async function campaignsUsingFont(db: DB, fontId: number): Promise<number> {
  const r = await db
    .selectFrom('campaigns')
    .select(sql<number>`count(*)`.as('n'))
    .where('layout', 'like', `%"fontId":${Math.trunc(fontId)},%`)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

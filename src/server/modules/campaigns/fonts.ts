import { sql } from 'kysely';
import { TEXT_KEYS } from '../../../shared/campaigns/layout';
import type { DB } from '../../db/connect';
import { likePattern } from '../../db/list';
import { layoutOf, serializeLayout } from './stored-layout';

/**
 * A campaign's texts name their font (spec 02 §9 keeps the name, not an id), so the font master asks
 * here before a delete and tells here of a rename. The stored layout is serializeLayout's JSON, in
 * which a text's font reads `"font":"<name>"`; names are unique ignoring case.
 */
const usingFont = (db: DB, name: string) =>
  db
    .selectFrom('campaigns')
    .where(sql<boolean>`lower(layout) like ${likePattern(`"font":${JSON.stringify(name)}`)} escape '\\'`);

/** How many campaigns write in a font: the font master refuses its delete while any do (409). */
export async function campaignsUsingFont(db: DB, name: string): Promise<number> {
  const r = await usingFont(db, name)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** A renamed font: the campaigns that wrote in it keep it under its new name. */
export async function renameCampaignFont(db: DB, from: string, to: string): Promise<void> {
  const rows = await usingFont(db, from).select(['id', 'layout']).execute();
  for (const row of rows) {
    const layout = layoutOf(row.layout);
    for (const key of TEXT_KEYS)
      if (layout[key].font.toLowerCase() === from.toLowerCase()) layout[key] = { ...layout[key], font: to };
    await db
      .updateTable('campaigns')
      .set({ layout: serializeLayout(layout) })
      .where('id', '=', row.id)
      .execute();
  }
}

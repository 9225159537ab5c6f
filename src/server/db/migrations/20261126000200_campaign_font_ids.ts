import type { Kysely } from 'kysely';

/**
 * A campaign's texts keep their font's id beside its name (campaigns/stored-layout.ts), so that a
 * font renamed in the catalog is read back under its new name without rewriting the campaigns.
 * Layouts saved before carry the name only: each gets the id of the font of that name (ignoring
 * case), placed right after `font` as serializeLayout writes it.
 */
const TEXT_KEYS = ['txt1', 'txt2', 'txt3'];

type Db = Kysely<{
  campaigns: { id: number; layout: string };
  fonts: { id: number; name: string };
}>;

function withFontIds(layout: string, idOf: (name: string) => number | null): string | null {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(layout) as Record<string, unknown>;
  } catch {
    return null;
  }
  for (const key of TEXT_KEYS) {
    const text = raw[key] as Record<string, unknown> | undefined;
    if (!text || typeof text.font !== 'string' || 'fontId' in text) continue;
    const next: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(text)) {
      next[k] = v;
      if (k === 'font') next.fontId = idOf(v as string);
    }
    raw[key] = next;
  }
  return JSON.stringify(raw);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as unknown as Db;
  const fonts = await d.selectFrom('fonts').select(['id', 'name']).execute();
  const idOf = (name: string) => fonts.find((f) => f.name.toLowerCase() === name.toLowerCase())?.id ?? null;
  const rows = await d.selectFrom('campaigns').select(['id', 'layout']).execute();
  for (const row of rows) {
    const layout = withFontIds(row.layout, idOf);
    if (layout && layout !== row.layout)
      await d.updateTable('campaigns').set({ layout }).where('id', '=', row.id).execute();
  }
}

/** The ids are only a help to reading: the names stay, so nothing is undone. */
export async function down(): Promise<void> {}

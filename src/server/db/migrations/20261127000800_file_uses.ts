import type { Kysely } from 'kysely';

/**
 * Uses of stored files (issue 22 point 8): one row per file and what keeps its address, so a file
 * is deleted only when its last use goes (modules/files/uses.ts declares who may use a file). The
 * rows that keep file addresses today are backfilled.
 */
/**
 * Stored file ids named in any text (addresses `…/files/<id>`, signed or not): JSON of a card, a post.
 * The backfill's own rule, kept here: a migration runs the same on every new database, whatever the
 * modules do later.
 */
function fileIdsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...text.matchAll(/\/files\/([0-9a-f-]{36}\.[a-z0-9]{2,5})/g)].map((m) => m[1]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_uses')
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_uses_pk', ['file_id', 'owner_kind', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('file_uses_owner')
    .on('file_uses')
    .columns(['owner_kind', 'owner_id'])
    .execute();

  const d = db as Kysely<any>;
  const uses: { file_id: string; owner_kind: string; owner_id: string }[] = [];
  const add = (kind: string, id: number | string, text: string | null) => {
    for (const fileId of fileIdsIn(text))
      uses.push({ file_id: fileId, owner_kind: kind, owner_id: String(id) });
  };
  const addId = (kind: string, id: number | string, fileId: string | null) => {
    if (fileId) uses.push({ file_id: fileId, owner_kind: kind, owner_id: String(id) });
  };
  for (const r of await d.selectFrom('users').select(['id', 'company_logo']).execute())
    add('brand', r.id, r.company_logo);
  for (const r of await d.selectFrom('brand_information').select(['user_id', 'company_logo']).execute())
    add('brand', r.user_id, r.company_logo);
  for (const r of await d.selectFrom('frames').select(['id', 'image_file_id']).execute())
    addId('frame', r.id, r.image_file_id);
  for (const [table, kind] of [
    ['templates', 'template'],
    ['web_templates', 'web-template'],
  ])
    for (const r of await d
      .selectFrom(table)
      .select(['id', 'cover_image_url'])
      .where('deleted_at', 'is', null)
      .execute())
      add(kind, r.id, r.cover_image_url);
  for (const r of await d.selectFrom('posts').select(['id', 'media']).execute()) add('post', r.id, r.media);
  for (const r of await d
    .selectFrom('campaigns')
    .select(['id', 'image_file_id', 'banner_file_id'])
    .execute()) {
    addId('campaign', r.id, r.image_file_id);
    addId('campaign', r.id, r.banner_file_id);
  }
  for (const r of await d.selectFrom('cards').select(['id', 'content']).execute())
    add('card', r.id, r.content);
  for (const r of await d.selectFrom('fonts').select(['id', 'file_id']).execute())
    addId('font', r.id, r.file_id);

  const known = new Set(
    (await d.selectFrom('files').select('id').execute()).map((f: { id: string }) => f.id),
  );
  const rows = [
    ...new Map(uses.filter((u) => known.has(u.file_id)).map((u) => [JSON.stringify(u), u])).values(),
  ];
  for (let i = 0; i < rows.length; i += 500)
    await d
      .insertInto('file_uses')
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_uses').execute();
}

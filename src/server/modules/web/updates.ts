import fs from 'node:fs/promises';
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { webContract } from '../../../shared/web/contract';
import type { WebUpdate } from '../../../shared/web/schemas';
import type { WebUpdatesTable } from '../../db/schema';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { xlsxAnswer } from '../../http/xlsx';
import type { WebSitePage as SitePage } from '../web-templates/service';
import type { WebDeps } from './deps';
import { bodyEndOf, siteRenderer, updatesOf } from './draft';
import { inputHashes } from './inputs-hash';
import { writePages, writeSitemap, type SiteSnapshot } from './publish';
import { keepVersionFiles } from './file-uses';
import { atomicWrite, SNAPSHOT_FILE, versionDir } from './site-files';
import { lastingAddress } from './site-input';

type ListInput = z.output<(typeof webContract)['webUpdates']['query']>;
type Row = Selectable<WebUpdatesTable> & { user_name: string | null; company_name: string | null };

/** A web update post as the site shows it (posts/publisher.ts calls addUpdate for platform Web). */
export interface NewWebUpdate {
  postId: number | null;
  imageURL: string | null;
  caption: string;
  /** When it was posted (UTC ISO). */
  date: string;
}

const SORTS = {
  date: 'web_updates.date',
  caption: 'web_updates.caption',
  companyName: 'users.company_name',
  createdDate: 'web_updates.created_at',
} as const;

const updateOf = (r: Row): WebUpdate => ({
  id: r.id,
  userId: r.user_id,
  companyName: r.company_name,
  userName: r.user_name,
  postId: r.post_id,
  imageURL: r.image_url,
  caption: r.caption,
  date: r.date,
  createdDate: r.created_at,
});

const withOwner = (deps: WebDeps) =>
  deps.ctx.db
    .selectFrom('web_updates')
    .innerJoin('users', 'users.id', 'web_updates.user_id')
    .selectAll('web_updates')
    .select(['users.user_name', 'users.company_name']);

/**
 * The live version's home, updates and the named update pages drawn again with the site's updates
 * as they stand, in place (each file renamed into place): the site shows the change at once and
 * stays on the same version. The rest of the version keeps what it was published with.
 */
async function rerenderUpdates(
  deps: WebDeps,
  websiteId: number,
  changed: { added?: number; removed?: number },
) {
  const { db, config, clock } = deps.ctx;
  await deps.locks.run(websiteId, async () => {
    const site = await db
      .selectFrom('websites')
      .select(['id', 'live_version'])
      .where('id', '=', websiteId)
      .executeTakeFirst();
    if (!site?.live_version) return;
    const dir = versionDir(config, site.id, site.live_version);
    const snapshotFile = path.join(dir, SNAPSHOT_FILE);
    const snapshot = JSON.parse(await fs.readFile(snapshotFile, 'utf8')) as SiteSnapshot;
    const input = {
      ...snapshot.input,
      updates: (await updatesOf(deps, site.id)).map((u) => ({ ...u, imageURL: lastingAddress(u.imageURL) })),
    };
    const renderer = await siteRenderer(deps, snapshot.templateId, {
      bodyEnd: bodyEndOf(await deps.beaconUrl(), snapshot.botKey ?? null),
    });
    const pages: SitePage[] = [
      { name: 'home', path: '' },
      { name: 'updates', path: 'updates' },
    ];
    if (changed.added && input.updates.some((u) => u.id === changed.added))
      pages.push({ name: 'update', path: `updates/${changed.added}`, updateId: changed.added });
    await writePages(renderer, input, dir, pages);
    await writeSitemap(input, dir, clock.today());
    if (changed.removed)
      for (const suffix of ['', '.gz', '.br'])
        await fs.rm(path.join(dir, `updates/${changed.removed}.html${suffix}`), { force: true });
    const hashes = {
      ...snapshot.hashes,
      updates: inputHashes(input, { id: snapshot.templateId, packageKey: null }, null).updates,
    };
    await atomicWrite(snapshotFile, Buffer.from(JSON.stringify({ ...snapshot, input, hashes })));
    await keepVersionFiles(deps, site.id, site.live_version, input);
    await db
      .updateTable('websites')
      .set({ published_inputs_hash: JSON.stringify(hashes) })
      .where('id', '=', site.id)
      .where('live_version', '=', site.live_version)
      .execute();
    await db
      .updateTable('website_versions')
      .set({ inputs_hash: JSON.stringify(hashes) })
      .where('website_id', '=', site.id)
      .where('version', '=', site.live_version)
      .execute();
    deps.liveRows.clear();
  });
}

/**
 * Adds a web update post to the user's website (the posts issue calls it for platform Web); the
 * same post again replaces its update (a publisher that retries adds it once). 404 without a site.
 */
export async function addUpdate(deps: WebDeps, userId: number, u: NewWebUpdate): Promise<WebUpdate> {
  const { db, clock } = deps.ctx;
  const site = foundOr404(
    await db.selectFrom('websites').select('id').where('user_id', '=', userId).executeTakeFirst(),
    'Website',
  );
  const values = { image_url: u.imageURL, caption: u.caption, date: u.date };
  const existing =
    u.postId === null
      ? undefined
      : await db
          .selectFrom('web_updates')
          .select('id')
          .where('website_id', '=', site.id)
          .where('post_id', '=', u.postId)
          .executeTakeFirst();
  let id: number;
  if (existing) {
    await db.updateTable('web_updates').set(values).where('id', '=', existing.id).execute();
    id = existing.id;
  } else
    id = (
      await db
        .insertInto('web_updates')
        .values({
          ...values,
          user_id: userId,
          website_id: site.id,
          post_id: u.postId,
          created_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await rerenderUpdates(deps, site.id, { added: id });
  return updateOf(await withOwner(deps).where('web_updates.id', '=', id).executeTakeFirstOrThrow());
}

/** Removes a post's update from the user's website (its post was deleted); nothing when there is none. */
export async function removeUpdate(deps: WebDeps, userId: number, postId: number): Promise<void> {
  const rows = await deps.ctx.db
    .selectFrom('web_updates')
    .select(['id', 'website_id'])
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .execute();
  for (const r of rows) await dropUpdate(deps, r);
}

async function dropUpdate(deps: WebDeps, r: { id: number; website_id: number }) {
  await deps.ctx.db.deleteFrom('web_updates').where('id', '=', r.id).execute();
  await rerenderUpdates(deps, r.website_id, { removed: r.id });
}

/** Delete from the Updates tab: the live site drops it at once. */
export async function deleteWebUpdate(deps: WebDeps, caller: AuthUser, id: number): Promise<null> {
  const r = foundOr404(
    await ownedBy(
      deps.ctx.db.selectFrom('web_updates').select(['id', 'website_id']).where('id', '=', id),
      'user_id',
      caller,
    ).executeTakeFirst(),
    'Update',
  );
  await dropUpdate(deps, r);
  return null;
}

export async function webUpdateById(deps: WebDeps, caller: AuthUser, id: number): Promise<WebUpdate> {
  const r = await ownedBy(
    withOwner(deps).where('web_updates.id', '=', id),
    'web_updates.user_id',
    caller,
  ).executeTakeFirst();
  return updateOf(foundOr404(r, 'Update'));
}

/** A User's updates, an Admin's every user's (manage/web), newest first; as xlsx with IsExport. */
export async function listWebUpdates(deps: WebDeps, caller: AuthUser, q: ListInput) {
  const { db, clock } = deps.ctx;
  const base = filteredList(
    ownedBy(
      db.selectFrom('web_updates').innerJoin('users', 'users.id', 'web_updates.user_id'),
      'web_updates.user_id',
      caller,
    ),
    { term: q.Search, in: ['web_updates.caption', 'users.company_name', 'users.user_name'] },
    { range: clock.dayRange(q.StartDate, q.EndDate), on: 'web_updates.date' },
  );
  const direction = q.SortType ?? 'desc';
  const page = await pageOf(
    base,
    (b) =>
      b
        .selectAll('web_updates')
        .select(['users.user_name', 'users.company_name'])
        .orderBy(sortedOn(q.SortColumn, SORTS, 'web_updates.date'), direction)
        .orderBy('web_updates.id', direction),
    q,
    updateOf,
  );
  if (!q.IsExport) return page;
  return xlsxAnswer(
    'web-updates',
    'Web Updates',
    [
      { header: 'Company Name', value: (r: WebUpdate) => r.companyName },
      { header: 'User Name', value: (r) => r.userName },
      { header: 'Caption', value: (r) => r.caption },
      { header: 'Image', value: (r) => r.imageURL },
      { header: 'Date', value: (r) => clock.formatDateTime(r.date) },
    ],
    page.records,
  );
}

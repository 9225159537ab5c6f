import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { WEB_MESSAGES, type Website, type WebsiteVersion } from '../../../shared/web/schemas';
import {
  pageRenderProblem,
  pagesOfSite,
  type WebSiteInput as SiteInput,
  type WebSitePage as SitePage,
} from '../web-templates/service';
import { robotsTxt, sitemapXml } from '../../../shared/web-templates/head';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { WebDeps } from './deps';
import { bodyEndOf, draftOf, type SiteRenderer } from './draft';
import { keepVersionFiles, releaseVersionFiles } from './file-uses';
import type { InputHashes } from './inputs-hash';
import { siteById, visibleSite, type SiteRow } from './rows';
import { removeDir, siteDir, SNAPSHOT_FILE, versionDir, writeCompressed, fileOfPath } from './site-files';
import { websiteOf } from './sites';

/** Versions kept for Rollback (issue 24). */
export const KEPT_VERSIONS = 3;

/** What a version was built from, kept beside its files: updates re-render its pages from it. */
export interface SiteSnapshot {
  templateId: number;
  botId: number | null;
  /** The bot's widget key the pages load the widget with (absent in snapshots before issue 25). */
  botKey?: string | null;
  input: SiteInput;
  hashes: InputHashes;
}

/** A template that fails on this site's data: 422 naming the file and line, never a 500. */
export function renderRefused(err: unknown): never {
  const problem = pageRenderProblem(err);
  if (problem) throw new HttpError(422, `The template could not draw this site: ${problem}`, 'RenderFailed');
  throw err;
}

/** Renders pages of a site into `dir` (each file written whole, then renamed into place). */
export async function writePages(
  renderer: SiteRenderer,
  input: SiteInput,
  dir: string,
  pages: SitePage[] = pagesOfSite(input),
): Promise<void> {
  for (const page of pages) {
    const html = await renderer.renderPage(input, page).catch(renderRefused);
    await writeCompressed(dir, fileOfPath(page.path), html);
  }
}

/** sitemap.xml of a site: every page but the 404 one. */
export async function writeSitemap(input: SiteInput, dir: string, today: string): Promise<void> {
  const pages = pagesOfSite(input).filter((p) => p.name !== '404');
  await writeCompressed(
    dir,
    'sitemap.xml',
    sitemapXml(pages.map((p) => ({ url: p.url, lastModified: today }))),
  );
}

/** The stored files the site shows, made public (a public page shows them). */
async function publishFiles(deps: WebDeps, row: SiteRow, input: SiteInput) {
  const owner = { id: row.user_id, role: 'User' } as AuthUser;
  const addresses = [input.brand.companyLogo, ...input.updates.map((u) => u.imageURL)];
  for (const a of addresses) if (a) await deps.files.publish(a, owner);
}

/**
 * Publish (issue 24): every page rendered to static files under `DATA_DIR/sites/{id}/v{n}/` with
 * gzip and brotli copies, then the live version switched in one transaction; the 3 newest versions
 * are kept, older folders deleted after the switch.
 */
export async function publishSite(deps: WebDeps, caller: AuthUser, id: number): Promise<Website> {
  const { db, clock, config } = deps.ctx;
  const visible = await visibleSite(db, caller, id);
  await deps.locks.run(visible.id, async () => {
    const row = await siteById(db, visible.id);
    const { renderer, input, hashes } = await draftOf(deps, row, {
      forms: true,
      bodyEnd: bodyEndOf(await deps.beaconUrl(), row.bot_key),
    });
    await publishFiles(deps, row, input);
    const last = await db
      .selectFrom('website_versions')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('website_id', '=', row.id)
      .executeTakeFirst();
    const version = Math.max(Number(last?.v ?? 0), row.live_version ?? 0) + 1;
    const dir = versionDir(config, row.id, version);
    const temp = `${dir}.tmp-${crypto.randomBytes(6).toString('hex')}`;
    const now = clock.now().toISOString();
    const pages = pagesOfSite(input);
    // The version's row first: its unique (website, version) lets one publish at a time write the
    // folder, even from another server instance sharing the data folder.
    try {
      await db
        .insertInto('website_versions')
        .values({
          website_id: row.id,
          version,
          published_at: now,
          page_count: pages.length,
          inputs_hash: JSON.stringify(hashes),
          bot_id: row.bot_id,
        })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, WEB_MESSAGES.publishRunning, 'PublishRunning');
      throw err;
    }
    try {
      await writePages(renderer, input, temp, pages);
      await writeSitemap(input, temp, clock.today());
      await writeCompressed(temp, 'robots.txt', robotsTxt(input.siteUrl));
      const snapshot: SiteSnapshot = {
        templateId: row.web_template_id,
        botId: row.bot_id,
        botKey: row.bot_key,
        input,
        hashes,
      };
      await fs.writeFile(`${temp}/${SNAPSHOT_FILE}`, JSON.stringify(snapshot));
      // A folder left by a publish that died before its switch names no live version: replaced.
      await removeDir(dir);
      await fs.rename(temp, dir);
    } catch (err) {
      await removeDir(temp);
      await db
        .deleteFrom('website_versions')
        .where('website_id', '=', row.id)
        .where('version', '=', version)
        .execute();
      throw err;
    }
    // The switch is one statement: a request reads the old version or the new one.
    await db
      .updateTable('websites')
      .set({
        live_version: version,
        published_at: now,
        published_inputs_hash: JSON.stringify(hashes),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await keepVersionFiles(deps, row.id, version, input);
    deps.liveRows.clear();
    await pruneVersions(deps, row.id, version);
  });
  return websiteOf(deps, await siteById(db, visible.id));
}

/** Keeps the newest versions (and the live one); the others' rows go, then their folders. */
async function pruneVersions(deps: WebDeps, websiteId: number, live: number) {
  const { db, config } = deps.ctx;
  const rows = await db
    .selectFrom('website_versions')
    .select(['id', 'version'])
    .where('website_id', '=', websiteId)
    .orderBy('version', 'desc')
    .execute();
  const dropped = rows.slice(KEPT_VERSIONS).filter((r) => r.version !== live);
  if (dropped.length)
    await db
      .deleteFrom('website_versions')
      .where(
        'id',
        'in',
        dropped.map((r) => r.id),
      )
      .execute();
  for (const r of dropped) await releaseVersionFiles(deps, websiteId, r.version);
  const kept = new Set(rows.filter((r) => !dropped.includes(r)).map((r) => `v${r.version}`));
  const entries = await fs.readdir(siteDir(config, websiteId)).catch(() => [] as string[]);
  for (const name of entries)
    if (/^v\d+$/.test(name) && !kept.has(name)) await removeDir(`${siteDir(config, websiteId)}/${name}`);
}

/** The versions kept for Rollback, newest first. */
export async function siteVersions(deps: WebDeps, caller: AuthUser, id: number): Promise<WebsiteVersion[]> {
  const row = await visibleSite(deps.ctx.db, caller, id);
  const rows = await deps.ctx.db
    .selectFrom('website_versions')
    .selectAll()
    .where('website_id', '=', row.id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({
    version: r.version,
    publishedDate: r.published_at,
    pageCount: r.page_count,
    isLive: r.version === row.live_version,
  }));
}

/** Rollback: a kept version live again (its folder is whole: versions are never rewritten but for updates). */
export async function rollbackSite(
  deps: WebDeps,
  caller: AuthUser,
  id: number,
  version: number,
): Promise<Website> {
  const { db, clock, config } = deps.ctx;
  const visible = await visibleSite(db, caller, id);
  await deps.locks.run(visible.id, async () => {
    const kept = await db
      .selectFrom('website_versions')
      .selectAll()
      .where('website_id', '=', visible.id)
      .where('version', '=', version)
      .executeTakeFirst();
    const present =
      kept &&
      (await fs
        .stat(versionDir(config, visible.id, version))
        .then(() => true)
        .catch(() => false));
    if (!kept || !present)
      throw new HttpError(422, 'This version is no longer kept', 'VersionNotKept', {
        version: 'This version is no longer kept',
      });
    const now = clock.now().toISOString();
    await db
      .updateTable('websites')
      .set({
        live_version: version,
        published_at: now,
        published_inputs_hash: kept.inputs_hash,
        updated_at: now,
      })
      .where('id', '=', visible.id)
      .execute();
    deps.liveRows.clear();
  });
  return websiteOf(deps, await siteById(db, visible.id));
}

import crypto from 'node:crypto';
import { WIDGET_SCRIPT_PATH } from '../../../shared/bots/public-routes';
import { WEB_MESSAGES } from '../../../shared/web/schemas';
import { SITE_PUBLIC_PATHS, sitePath } from '../../../shared/web/public-paths';
import { escapeHtml } from '../../../shared/web-templates/head';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { WebSiteInput as SiteInput } from '../web-templates/service';
import type { WebDeps } from './deps';
import { inputHashes, type InputHashes } from './inputs-hash';
import { contentOf, type SiteRow } from './rows';
import { siteInputOf } from './site-input';

/** The short hash in a template asset's address: a new package gets new addresses (immutable caching). */
export const assetHashOf = (packageKey: string) =>
  crypto.createHash('sha256').update(packageKey).digest('hex').slice(0, 16);

/** The site's public address without a trailing slash: `{PUBLIC_BASE_URL}/s/{slug}`. */
export const siteUrlOf = (deps: Pick<WebDeps, 'ctx'>, slug: string) =>
  `${deps.ctx.config.publicBaseUrl}${sitePath(slug)}`.replace(/\/+$/, '');

/**
 * The scripts put before `</body>` of a published page: the beacon, and the bot widget when Deploy
 * on Website set the site's bot (its script names the bot by its widget key, read from the tag).
 */
export function bodyEndOf(beaconUrl: string | null, botKey: string | null): string {
  const beacon = beaconUrl ? `<script src="${escapeHtml(beaconUrl)}" defer></script>` : null;
  const widget = botKey
    ? `<script src="${WIDGET_SCRIPT_PATH}" data-bot-key="${escapeHtml(botKey)}" defer></script>`
    : null;
  return [beacon, widget].filter((s): s is string => !!s).join('\n');
}

export interface DraftOptions {
  /** Asset addresses with the server's origin (the preview's srcdoc frame has none of its own). */
  absoluteAssets?: boolean;
  bodyEnd?: string;
  /** The forms with their tokens (publish); the preview draws them too. */
  forms?: boolean;
}

/** The owner as the brand area reads them. */
const ownerOf = (row: SiteRow) => ({ id: row.user_id, role: 'User' }) as AuthUser;

/** The site's updates, newest first. */
export async function updatesOf(deps: Pick<WebDeps, 'ctx'>, websiteId: number) {
  const rows = await deps.ctx.db
    .selectFrom('web_updates')
    .select(['id', 'image_url', 'caption', 'date'])
    .where('website_id', '=', websiteId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((u) => ({ id: u.id, imageURL: u.image_url, caption: u.caption, date: u.date }));
}

/** A renderer of the site's template, or 409 when its package is gone. */
export async function siteRenderer(
  deps: WebDeps,
  templateId: number,
  options: { absoluteAssets?: boolean; bodyEnd?: string } = {},
) {
  let hash = '';
  const base = options.absoluteAssets ? deps.ctx.config.publicBaseUrl : '';
  const renderer = await deps.templates.renderer(templateId, {
    assetUrl: (path) =>
      `${base}${SITE_PUBLIC_PATHS.templateAsset(templateId, hash, path.replace(/^assets\//, ''))}`,
    bodyEnd: options.bodyEnd,
  });
  if (!renderer) throw new HttpError(409, WEB_MESSAGES.templateUnavailable, 'TemplateUnavailable');
  hash = assetHashOf(renderer.packageKey);
  return renderer;
}
export type SiteRenderer = Awaited<ReturnType<typeof siteRenderer>>;

/**
 * The site as its draft stands: the template's renderer, the SiteInput from the brand, products,
 * updates and Content values, and the hashes of those inputs by part.
 */
export async function draftOf(
  deps: WebDeps,
  row: SiteRow,
  options: DraftOptions = {},
): Promise<{ renderer: SiteRenderer; input: SiteInput; hashes: InputHashes }> {
  const renderer = await siteRenderer(deps, row.web_template_id, options);
  const owner = ownerOf(row);
  const [brand, categories, updates] = await Promise.all([
    deps.brand.brand(owner),
    deps.brand.categories.list(owner),
    updatesOf(deps, row.id),
  ]);
  const input = siteInputOf({
    siteUrl: siteUrlOf(deps, row.slug),
    brand,
    accountCompanyName: row.owner_company,
    categories,
    updates,
    settings: renderer.manifest.settings,
    contentValues: contentOf(row),
    forms: options.forms ? deps.formsOf({ id: row.id, slug: row.slug }) : null,
  });
  const hashes = inputHashes(input, { id: row.web_template_id, packageKey: renderer.packageKey }, row.bot_id);
  return { renderer, input, hashes };
}

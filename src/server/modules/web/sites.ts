import type { z } from 'zod';
import { MODULES } from '../../../shared/account/modules';
import type { webContract } from '../../../shared/web/contract';
import {
  WEB_MESSAGES as M,
  type Website,
  type WebsiteCreate,
  type websiteFormSchema,
} from '../../../shared/web/schemas';
import type { WebSetting } from '../../../shared/web-templates/package-rules';
import { freeSlug, slugProblem, SLUG_MESSAGES } from '../../../shared/web-templates/slugs';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import { ownedBy } from '../../db/tenancy';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import { xlsxAnswer } from '../../http/xlsx';
import { checkedContent } from './content-check';
import type { WebDeps } from './deps';
import { draftOf, siteUrlOf } from './draft';
import { keepDraftFiles } from './file-uses';
import { changedParts } from './inputs-hash';
import { contentOf, siteById, sitesWithOwner, visibleSite, type SiteRow } from './rows';

type ListInput = z.output<(typeof webContract)['websites']['query']>;
type WebsiteForm = z.output<typeof websiteFormSchema>;

const SORTS = {
  companyName: 'users.company_name',
  slug: 'websites.slug',
  lastPublishedDate: 'websites.published_at',
  createdDate: 'websites.created_at',
} as const;

/** A website as the API answers it, with what is unpublished (the draft's inputs against the live version's). */
export async function websiteOf(deps: WebDeps, row: SiteRow): Promise<Website> {
  let reasons: Website['unpublishedReasons'] = [];
  let changed = row.live_version === null;
  try {
    const { hashes } = await draftOf(deps, row);
    reasons = changedParts(hashes, row.published_inputs_hash);
    changed = changed || reasons.length > 0;
  } catch (err) {
    // A template whose package is gone: the site can still be listed; Publish says why it cannot.
    if (!(err instanceof HttpError)) throw err;
  }
  return {
    id: row.id,
    userId: row.user_id,
    companyName: row.owner_company,
    userName: row.user_name,
    slug: row.slug,
    url: `${siteUrlOf(deps, row.slug)}/`,
    webTemplateId: row.web_template_id,
    templateName: row.template_name ?? '',
    content: contentOf(row),
    isActive: row.is_active === 1,
    publishedVersion: row.live_version,
    lastPublishedDate: row.published_at,
    hasUnpublishedChanges: changed,
    unpublishedReasons: reasons,
    botId: row.bot_id,
    botName: row.bot_name,
    createdDate: row.created_at,
  };
}

/** A template a site may be built on now: not deleted, with a package (the Content tab's gallery). */
async function availableTemplate(deps: WebDeps, templateId: number | undefined) {
  const choices = await deps.templates.choices();
  if (templateId === undefined) {
    const chosen = choices.find((c) => c.isDefault) ?? choices[0];
    if (!chosen) throw invalid({ webTemplateId: M.noTemplate });
    return chosen;
  }
  const chosen = choices.find((c) => c.id === templateId);
  if (!chosen) throw invalid({ webTemplateId: M.templateUnavailable });
  return chosen;
}

const takenSlugs = async (deps: WebDeps, except?: number) => {
  let q = deps.ctx.db.selectFrom('websites').select('slug');
  if (except) q = q.where('id', '!=', except);
  return new Set((await q.execute()).map((r) => r.slug));
};

/** A slug the user asked for: valid, not reserved, free (422 on `slug` otherwise). */
async function checkedSlug(deps: WebDeps, slug: string, except?: number): Promise<string> {
  const problem = slugProblem(slug, 'site');
  if (problem) throw invalid({ slug: problem });
  const other = await deps.ctx.db
    .selectFrom('websites')
    .select('id')
    .where('slug', '=', slug)
    .$if(!!except, (q) => q.where('id', '!=', except!))
    .executeTakeFirst();
  if (other) throw invalid({ slug: SLUG_MESSAGES.taken });
  return slug;
}

/** Content images: a stored image the owner uploaded (or a public one), made public for the site. */
const imageCheck = (deps: WebDeps, owner: AuthUser) => async (address: string) => {
  const file = await deps.files.storedFile(address);
  if (!file?.contentType?.startsWith('image/')) return null;
  if (!file.isPublic && file.userId !== owner.id) return null;
  return deps.files.publish(file.address, owner);
};

/** A save that lost a race for the address or the one site per user. */
function uniqueRefusal(err: unknown): never {
  if (isUniqueViolation(err)) {
    const message = String((err as Error).message ?? '');
    if (/slug/.test(message)) throw invalid({ slug: SLUG_MESSAGES.taken });
    throw new HttpError(409, M.siteExists, 'SiteExists');
  }
  throw err;
}

/**
 * Creates the caller's website (one per User): a unit of the Web allowance (402 without one), the
 * template chosen or the default, the address asked for or one made from the company name.
 */
export async function createSite(deps: WebDeps, caller: AuthUser, body: WebsiteCreate): Promise<Website> {
  const { db, clock } = deps.ctx;
  const existing = await db
    .selectFrom('websites')
    .select('id')
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (existing) throw new HttpError(409, M.siteExists, 'SiteExists');
  const template = await availableTemplate(deps, body.webTemplateId);
  let slug: string;
  if (body.slug) slug = await checkedSlug(deps, body.slug);
  else {
    const brand = await deps.brand.brand(caller);
    const account = await db
      .selectFrom('users')
      .select('company_name')
      .where('id', '=', caller.id)
      .executeTakeFirst();
    slug = freeSlug(brand.companyName || account?.company_name || '', await takenSlugs(deps), 'site');
  }
  const now = clock.now().toISOString();
  let id: number;
  try {
    id = await deps.billing.insertCharged(caller.id, MODULES.web, (trx) =>
      trx.insertInto('websites').values({
        user_id: caller.id,
        slug,
        web_template_id: template.id,
        content_json: '{}',
        is_active: 1,
        created_at: now,
        updated_at: now,
      }),
    );
  } catch (err) {
    uniqueRefusal(err);
  }
  return websiteOf(deps, await siteById(db, id));
}

/** The Content tab's autosave: template, address and values (the live site changes only on Publish). */
export async function updateSite(
  deps: WebDeps,
  caller: AuthUser,
  id: number,
  body: WebsiteForm,
): Promise<Website> {
  const { db, clock } = deps.ctx;
  const row = await visibleSite(db, caller, id);
  const templateId =
    body.webTemplateId !== undefined && body.webTemplateId !== row.web_template_id
      ? (await availableTemplate(deps, body.webTemplateId)).id
      : row.web_template_id;
  const slug =
    body.slug !== undefined && body.slug !== row.slug ? await checkedSlug(deps, body.slug, id) : row.slug;
  let content = contentOf(row);
  let settings: readonly WebSetting[] | null = null;
  if (body.content !== undefined || templateId !== row.web_template_id) {
    const renderer = await deps.templates.renderer(templateId, { assetUrl: () => '' });
    settings = renderer?.manifest.settings ?? [];
    const owner = { ...caller, id: row.user_id, role: 'User' } as AuthUser;
    const checked = await checkedContent(
      settings,
      { ...content, ...(body.content ?? {}) },
      imageCheck(deps, owner),
    );
    if (Object.keys(checked.errors).length) throw invalid(checked.errors);
    content = checked.values;
  }
  try {
    await db
      .updateTable('websites')
      .set({
        web_template_id: templateId,
        slug,
        content_json: JSON.stringify(content),
        updated_at: clock.now().toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  } catch (err) {
    uniqueRefusal(err);
  }
  // A changed address serves (or stops serving) at once.
  if (slug !== row.slug) deps.liveRows.clear();
  // The draft keeps its images; one it no longer shows goes when nothing else uses it.
  if (settings) await keepDraftFiles(deps, row.id, settings, content);
  return websiteOf(deps, await siteById(db, row.id));
}

export async function siteOf(deps: WebDeps, caller: AuthUser, id: number): Promise<Website> {
  return websiteOf(deps, await visibleSite(deps.ctx.db, caller, id));
}

/** The caller's website, or null before it is created. */
export async function mySite(deps: WebDeps, caller: AuthUser): Promise<Website | null> {
  const row = await sitesWithOwner(deps.ctx.db).where('websites.user_id', '=', caller.id).executeTakeFirst();
  return row ? websiteOf(deps, row) : null;
}

/** A User's own site (a list of at most one); an Admin every site, searched by address, company or user. */
export async function listSites(deps: WebDeps, caller: AuthUser, q: ListInput) {
  const { db, clock } = deps.ctx;
  const base = filteredList(
    ownedBy(
      db
        .selectFrom('websites')
        .innerJoin('users', 'users.id', 'websites.user_id')
        .leftJoin('web_templates as t', 't.id', 'websites.web_template_id'),
      'websites.user_id',
      caller,
    ),
    { term: q.Search, in: ['websites.slug', 'users.company_name', 'users.user_name'] },
    { range: clock.dayRange(q.StartDate, q.EndDate), on: 'websites.created_at' },
  );
  const direction = q.SortType ?? 'desc';
  const page = await pageOf(
    base,
    (b) =>
      b
        .selectAll('websites')
        .select(['users.user_name', 'users.company_name as owner_company', 't.template_name'])
        .orderBy(sortedOn(q.SortColumn, SORTS, 'websites.created_at'), direction)
        .orderBy('websites.id', direction),
    q,
    (r) => r as SiteRow,
  );
  const records = await Promise.all(page.records.map((r) => websiteOf(deps, r)));
  if (!q.IsExport) return { records, total_Record_Count: page.total_Record_Count };
  return xlsxAnswer(
    'websites',
    'Websites',
    [
      { header: 'Company Name', value: (r: Website) => r.companyName },
      { header: 'User Name', value: (r) => r.userName },
      { header: 'Address', value: (r) => r.url },
      { header: 'Template', value: (r) => r.templateName },
      {
        header: 'Last Published',
        value: (r) => (r.lastPublishedDate ? clock.formatDateTime(r.lastPublishedDate) : ''),
      },
      { header: 'Status', value: (r) => (r.isActive ? 'Active' : 'Inactive') },
      { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
    ],
    records,
  );
}

/** Admin's website status toggle (spec 00 section 7): an inactive site answers 410. */
export async function setSiteStatus(deps: WebDeps, id: number, isActive: boolean): Promise<Website> {
  const { db, clock } = deps.ctx;
  const row = await siteById(db, id);
  await db
    .updateTable('websites')
    .set({ is_active: isActive ? 1 : 0, updated_at: clock.now().toISOString() })
    .where('id', '=', row.id)
    .execute();
  deps.liveRows.clear();
  return websiteOf(deps, await siteById(db, row.id));
}

/** The bots issue's Deploy on Website: the next publish adds (or drops) the widget. */
/** The bot a site carries: its id, the key its widget is loaded with, and its name. */
export interface SiteBot {
  id: number;
  widgetKey: string;
  name: string;
}

export async function setSiteBot(deps: WebDeps, userId: number, bot: SiteBot | null): Promise<Website> {
  const { db, clock } = deps.ctx;
  const row = await sitesWithOwner(db).where('websites.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, M.noSite, 'NoWebsite');
  await db
    .updateTable('websites')
    .set({
      bot_id: bot?.id ?? null,
      bot_key: bot?.widgetKey ?? null,
      bot_name: bot?.name ?? null,
      updated_at: clock.now().toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  return websiteOf(deps, await siteById(db, row.id));
}

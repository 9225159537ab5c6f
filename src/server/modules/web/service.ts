import type { z } from 'zod';
import type { webContract } from '../../../shared/web/contract';
import type { WebsiteCreate, websiteFormSchema } from '../../../shared/web/schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { billingService } from '../billing/service';
import { brandService } from '../brand/service';
import { filesService } from '../files/service';
import { webTemplatesService } from '../web-templates/service';
import { siteLocks, type SiteLocks, type WebDeps } from './deps';
import { liveSiteRows } from './page-cache';
import { beaconScriptUrl } from './analytics/beacon';
import { siteForms } from './forms/tokens';
import { previewSite } from './preview';
import { publishSite, rollbackSite, siteVersions } from './publish';
import {
  createSite,
  listSites,
  mySite,
  setSiteBot as setBot,
  setSiteStatus,
  type SiteBot,
  siteOf,
  updateSite,
} from './sites';
import { siteUrlOf } from './draft';
import {
  addUpdate as add,
  deleteWebUpdate,
  listWebUpdates,
  removeUpdate as remove,
  webUpdateById,
  type NewWebUpdate,
} from './updates';

type WebsitesQuery = z.output<(typeof webContract)['websites']['query']>;
type UpdatesQuery = z.output<(typeof webContract)['webUpdates']['query']>;

/** One lock table per server: publishes and update re-renders of a site never overlap. */
const locksOf = new WeakMap<AppContext, SiteLocks>();
const services = new WeakMap<AppContext, ReturnType<typeof buildWebService>>();

/**
 * The Web app's entry (issue 24): websites (sites.ts), preview, publish and rollback (publish.ts),
 * updates (updates.ts) and the public site (serving.ts, bound by routes.ts). Forms, subscribers and
 * analytics are the forms/ and analytics/ folders'.
 */
export function webService(ctx: AppContext) {
  let known = services.get(ctx);
  if (!known) services.set(ctx, (known = buildWebService(ctx)));
  return known;
}

function buildWebService(ctx: AppContext) {
  let locks = locksOf.get(ctx);
  if (!locks) locksOf.set(ctx, (locks = siteLocks()));
  const deps: WebDeps = {
    ctx,
    templates: webTemplatesService(ctx),
    brand: brandService(ctx),
    billing: billingService(ctx),
    files: filesService(ctx),
    locks,
    liveRows: liveSiteRows(),
    beaconUrl: () => beaconScriptUrl(ctx),
    formsOf: (site) => siteForms(ctx, site),
  };
  const service = {
    deps,
    create: (caller: AuthUser, body: WebsiteCreate) => createSite(deps, caller, body),
    update: (caller: AuthUser, id: number, body: z.output<typeof websiteFormSchema>) =>
      updateSite(deps, caller, id, body),
    byId: (caller: AuthUser, id: number) => siteOf(deps, caller, id),
    mine: (caller: AuthUser) => mySite(deps, caller),
    list: (caller: AuthUser, q: WebsitesQuery) => listSites(deps, caller, q),
    preview: (caller: AuthUser, id: number, path: string) => previewSite(deps, caller, id, path),
    publish: (caller: AuthUser, id: number) => publishSite(deps, caller, id),
    versions: (caller: AuthUser, id: number) => siteVersions(deps, caller, id),
    rollback: (caller: AuthUser, id: number, version: number) => rollbackSite(deps, caller, id, version),
    setStatus: (id: number, isActive: boolean) => setSiteStatus(deps, id, isActive),
    setSiteBot: (userId: number, bot: SiteBot | null) => setBot(deps, userId, bot),
    updates: {
      list: (caller: AuthUser, q: UpdatesQuery) => listWebUpdates(deps, caller, q),
      byId: (caller: AuthUser, id: number) => webUpdateById(deps, caller, id),
      remove: (caller: AuthUser, id: number) => deleteWebUpdate(deps, caller, id),
      add: (userId: number, u: NewWebUpdate) => add(deps, userId, u),
      removeOfPost: (userId: number, postId: number) => remove(deps, userId, postId),
    },
    /**
     * The user's published site as the Web account a post can go to (platform 5): id = the
     * website's id, name = its address. Null before the first publish or while the site is off.
     */
    async webAccount(userId: number) {
      const row = await ctx.db
        .selectFrom('websites')
        .select(['id', 'slug', 'live_version', 'is_active'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row || row.live_version === null || row.is_active !== 1) return null;
      return { id: row.id, name: `${siteUrlOf(deps, row.slug)}/` };
    },
  };
  return service;
}
export type WebService = ReturnType<typeof webService>;

/** Adds a web update post to the user's website, re-rendering only its home and update pages (the posts area). */
export const addUpdate = (ctx: AppContext, userId: number, u: NewWebUpdate) =>
  webService(ctx).updates.add(userId, u);

/** Removes a deleted post's update from the user's website at once (the posts area). */
export const removeUpdate = (ctx: AppContext, userId: number, postId: number) =>
  webService(ctx).updates.removeOfPost(userId, postId);

/**
 * The bots issue's Deploy on Website: sets (or with null clears) the site's bot; the next publish
 * adds the widget to every page, and until then the site shows 'bot' among its unpublished reasons.
 */
export const setSiteBot = (ctx: AppContext, userId: number, bot: SiteBot | null) =>
  webService(ctx).setSiteBot(userId, bot);

/** The user's published site as a Web account (platform 5), or null. */
export const webAccountOf = (ctx: AppContext, userId: number) => webService(ctx).webAccount(userId);

export type { NewWebUpdate, SiteBot };

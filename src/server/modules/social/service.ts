import type { Selectable } from 'kysely';
import {
  networkOfPlatform,
  PLATFORM,
  SOCIAL_NETWORKS,
  type ConnectNetwork,
  type Network,
} from '../../../shared/social/platforms';
import {
  SOCIAL_MESSAGES as M,
  type SocialAccount,
  type SocialAccounts,
} from '../../../shared/social/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { SocialAccountsTable } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { subjectUserId } from '../../db/tenancy';
import { socialProviders, type SocialProviders } from '../../providers/social';
import type { SocialOptions, Target } from '../../providers/social/types';
import { webAccountOf } from '../web/service';
import { connectionTokens } from './connections';
import { finishSignIn, startSignIn } from './sign-in';

/**
 * The social area's public entry (issue 21 §3, Names): connected accounts, their sign-ins and
 * tokens. The posts area publishes through what this file exports.
 */

export type AccountRow = Selectable<SocialAccountsTable>;

/**
 * What a post goes to: a connected account's row, or the user's published website (platform Web 5,
 * its id the website's, its name the site's address).
 */
export type PostAccount = Pick<AccountRow, 'id' | 'platform_id' | 'name'>;

/** The networks' providers from the Settings cards, on the server's one clock. */
export function socialProvidersOf(ctx: AppContext, options: SocialOptions = {}): SocialProviders {
  return socialProviders(ctx.settings, { now: () => ctx.clock.now(), ...options });
}

/** The network that publishes to an account's platform (every stored account has one). */
export const networkOfAccount = (a: Pick<AccountRow, 'platform_id'>): Network =>
  networkOfPlatform(a.platform_id)!;

/** An account row as the provider's Target (the page token opened). */
export function targetOf(ctx: AppContext, a: AccountRow, network: Network): Target {
  const meta = JSON.parse(a.meta || '{}') as Record<string, string>;
  return {
    network,
    externalId: a.external_id,
    name: a.name,
    pictureUrl: a.picture_url ?? undefined,
    token: a.page_token ? (ctx.box.open(a.page_token, `social-page:${a.user_id}`) ?? undefined) : undefined,
    meta,
  };
}

/** One account by id; undefined once it was disconnected. */
export const accountById = (db: DB, id: number) =>
  db.selectFrom('social_accounts').selectAll().where('id', '=', id).executeTakeFirst();

/** Every account of a user (bulk scheduling matches them by name or id). */
export const accountsOfUser = (db: DB, userId: number) =>
  db.selectFrom('social_accounts').selectAll().where('user_id', '=', userId).execute();

/** What other areas do when an account goes: called inside the removal's transaction. */
export interface SocialHooks {
  onRemove?(trx: DB, accountId: number): Promise<void>;
}

/**
 * Connected accounts (spec 01 §2 Connected Accounts card, §3, §7; issue 13 Accounts): the lists
 * with each account's status, the accounts a post may use, the sign-ins (sign-in.ts) and the
 * removal (whose hook cancels the account's pending posts).
 */
export function socialService(ctx: AppContext, providers: SocialProviders, hooks: SocialHooks = {}) {
  const { db } = ctx;
  const tokens = connectionTokens(ctx, providers);

  function entry(a: AccountRow & { status: string; status_reason: string | null }): SocialAccount {
    return {
      id: a.id,
      socialPlatformId: a.platform_id,
      name: a.name,
      pictureUrl: a.picture_url,
      status: a.status === 'ReconnectNeeded' ? 'ReconnectNeeded' : 'Active',
      statusReason: a.status_reason,
    };
  }

  const accountsOf = (userId: number) =>
    db
      .selectFrom('social_accounts as a')
      .innerJoin('social_connections as c', 'c.id', 'a.connection_id')
      .selectAll('a')
      .select(['c.status', 'c.status_reason'])
      .where('a.user_id', '=', userId)
      .orderBy('a.platform_id')
      .orderBy('a.name')
      .execute();

  /** The user's published website as the one Web account (issue 24), or none. */
  async function websiteAccounts(userId: number): Promise<SocialAccount[]> {
    const site = await webAccountOf(ctx, userId);
    if (!site) return [];
    return [
      {
        id: site.id,
        socialPlatformId: PLATFORM.web,
        name: site.name,
        pictureUrl: null,
        status: 'Active',
        statusReason: null,
      },
    ];
  }

  return {
    tokens,
    start: (caller: AuthUser, network: ConnectNetwork, redirectUri: string) =>
      startSignIn(ctx, providers, caller, network, redirectUri),
    connect: (caller: AuthUser, network: ConnectNetwork, code: string, state: string) =>
      finishSignIn(ctx, providers, caller, network, code, state),

    /** §7 GET social accounts (an Admin names the user with `id`). */
    async list(caller: AuthUser, id?: number): Promise<SocialAccounts> {
      const userId = await subjectUserId(db, caller, id);
      const rows = (await accountsOf(userId)).map((r) => ({ row: r, e: entry(r) }));
      const of = (platformId: number) => rows.filter((r) => r.row.platform_id === platformId);
      const configured: Record<string, boolean> = {};
      for (const n of SOCIAL_NETWORKS) configured[n] = await providers.configured(n);
      return {
        facebookPages: of(PLATFORM.facebook).map((r) => ({ ...r.e, pageName: r.row.name })),
        instragramList: of(PLATFORM.instagram).map((r) => ({ ...r.e, userName: r.row.name })),
        twitterList: of(PLATFORM.x).map((r) => ({ ...r.e, userName: r.row.name })),
        linkedInList: of(PLATFORM.linkedin).map((r) => ({ ...r.e, localizedName: r.row.name })),
        googleLocationsList: of(PLATFORM.google).map((r) => ({ ...r.e, title: r.row.name })),
        webAccount: await websiteAccounts(userId),
        youTubeChannels: of(PLATFORM.youtube).map((r) => ({ ...r.e, channelName: r.row.name })),
        configured,
      };
    },

    /**
     * The accounts a post may go to: the user's own, by id and platform (the website by its id);
     * anything else is 404.
     */
    async ownAccounts(userId: number, wanted: { id: number; platformId: number }[]): Promise<PostAccount[]> {
      if (!wanted.length) return [];
      const site = wanted.some((w) => w.platformId === PLATFORM.web) ? await webAccountOf(ctx, userId) : null;
      const rows = await db
        .selectFrom('social_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          wanted.map((w) => w.id),
        )
        .execute();
      return wanted.map((w): PostAccount => {
        if (w.platformId === PLATFORM.web) {
          if (!site || site.id !== w.id) throw new HttpError(404, M.accountNotFound, 'NotFound');
          return { id: site.id, platform_id: PLATFORM.web, name: site.name };
        }
        const row = rows.find((r) => r.id === w.id && r.platform_id === w.platformId);
        if (!row) throw new HttpError(404, M.accountNotFound, 'NotFound');
        return row;
      });
    },

    /** §7 DELETE social account {id}/{platformId}: its pending posts are cancelled (the posts area's hook). */
    async remove(caller: AuthUser, id: number, platformId: number) {
      const row = await db
        .selectFrom('social_accounts')
        .selectAll()
        .where('id', '=', id)
        .where('platform_id', '=', platformId)
        .where('user_id', '=', caller.id)
        .executeTakeFirst();
      if (!row) throw notFound('Account');
      await db.transaction().execute(async (trx) => {
        await hooks.onRemove?.(trx, id);
        await trx.deleteFrom('social_accounts').where('id', '=', id).execute();
        // A grant with no account left is forgotten with its tokens.
        const left = await trx
          .selectFrom('social_accounts')
          .select('id')
          .where('connection_id', '=', row.connection_id)
          .executeTakeFirst();
        if (!left) await trx.deleteFrom('social_connections').where('id', '=', row.connection_id).execute();
      });
      return null;
    },
  };
}

export type SocialService = ReturnType<typeof socialService>;

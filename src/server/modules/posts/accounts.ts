import crypto from 'node:crypto';
import { PLATFORM, platformName } from '../../../shared/posts/platforms';
import {
  POST_MESSAGES as M,
  type ConnectNetwork,
  type SocialAccount,
  type SocialAccounts,
} from '../../../shared/posts/schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { subjectUserId } from '../../db/tenancy';
import type { SocialProviders } from '../../providers/social';
import { newPkce } from '../../providers/social/oauth';
import {
  SocialError,
  SocialNotConfigured,
  type Network,
  type Target,
  type Tokens,
} from '../../providers/social/types';
import { connectionTokens, type AccountRow } from './connections';
import { settlePostStatus } from './post-view';

/** Issue 13: a sign-in's state and verifier are good for 10 minutes, once. */
const STATE_TTL_MS = 10 * 60_000;

/** Which networks' accounts one sign-in brings (Facebook's pages bring their Instagram accounts). */
const NETWORKS_OF_SIGN_IN: Record<ConnectNetwork, Network[]> = {
  facebook: ['facebook', 'instagram'],
  x: ['x'],
  linkedin: ['linkedin'],
  google: ['google'],
  youtube: ['youtube'],
};

export const NETWORK_OF_PLATFORM: Record<number, Network> = {
  [PLATFORM.facebook]: 'facebook',
  [PLATFORM.instagram]: 'instagram',
  [PLATFORM.x]: 'x',
  [PLATFORM.linkedin]: 'linkedin',
  [PLATFORM.google]: 'google',
  [PLATFORM.youtube]: 'youtube',
};
const PLATFORM_OF_NETWORK = Object.fromEntries(
  Object.entries(NETWORK_OF_PLATFORM).map(([id, n]) => [n, Number(id)]),
) as Record<Network, number>;

const nowIso = () => new Date().toISOString();

/**
 * RFC 8252: the desktop app catches the redirect on a loopback address; in browser mode it lands on
 * the product's own /profile/{platform}. Any other address could hand the code to someone else.
 */
function allowedRedirect(ctx: AppContext, uri: string): boolean {
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return false;
  }
  if (u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) return true;
  return u.origin === new URL(ctx.config.publicBaseUrl).origin && u.pathname.startsWith('/profile/');
}

/**
 * Connected accounts (spec 01 §2 Connected Accounts card, §3, §7; issue 13 Accounts): the sign-in of
 * each network with state and PKCE verifier kept here, the accounts it brings, their status and
 * their removal (which cancels their pending posts).
 */
export function accountsService(ctx: AppContext, providers: SocialProviders) {
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

  return {
    tokens,

    /** §7 GET social accounts (an Admin names the user with `id`). */
    async list(caller: AuthUser, id?: number): Promise<SocialAccounts> {
      const userId = await subjectUserId(db, caller, id);
      const rows = (await accountsOf(userId)).map((r) => ({ row: r, e: entry(r) }));
      const of = (platformId: number) => rows.filter((r) => r.row.platform_id === platformId);
      const configured: Record<string, boolean> = {};
      for (const n of ['facebook', 'x', 'linkedin', 'google', 'youtube'] as const)
        configured[n] = await providers.configured(n);
      return {
        facebookPages: of(PLATFORM.facebook).map((r) => ({ ...r.e, pageName: r.row.name })),
        instragramList: of(PLATFORM.instagram).map((r) => ({ ...r.e, userName: r.row.name })),
        twitterList: of(PLATFORM.x).map((r) => ({ ...r.e, userName: r.row.name })),
        linkedInList: of(PLATFORM.linkedin).map((r) => ({ ...r.e, localizedName: r.row.name })),
        googleLocationsList: of(PLATFORM.google).map((r) => ({ ...r.e, title: r.row.name })),
        // The website is offered once the Web app lands (issue 13, Fits the foundation).
        webAccount: [],
        youTubeChannels: of(PLATFORM.youtube).map((r) => ({ ...r.e, channelName: r.row.name })),
        configured,
      };
    },

    /** The accounts a post may go to: the user's own, by id and platform; anything else is 404. */
    async ownAccounts(userId: number, wanted: { id: number; platformId: number }[]) {
      if (!wanted.length) return [];
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
      return wanted.map((w) => {
        const row = rows.find((r) => r.id === w.id && r.platform_id === w.platformId);
        if (!row) throw new HttpError(404, M.accountNotFound, 'NotFound');
        return row;
      });
    },

    /** Starts a sign-in: state and PKCE verifier stay here; the client opens the answered address. */
    async start(caller: AuthUser, network: ConnectNetwork, redirectUri: string) {
      if (!allowedRedirect(ctx, redirectUri))
        throw invalid({
          redirectUri: 'The sign-in must come back to this app (a loopback address or /profile/…)',
        });
      const provider = await providers.provider(network);
      const state = crypto.randomBytes(24).toString('base64url');
      const pkce = newPkce();
      let authUrl: string;
      try {
        authUrl = provider.authUrl({ state, redirectUri, codeChallenge: pkce.challenge });
      } catch (err) {
        // "X is not set up: fill in Settings → X (X_CLIENT_ID, X_CLIENT_SECRET)."
        if (err instanceof SocialNotConfigured) throw new HttpError(503, err.message, 'NotConfigured');
        throw err;
      }
      // Expired states of anyone go with each new one: the table stays small.
      await db.deleteFrom('oauth_states').where('expires_at', '<', nowIso()).execute();
      await db
        .insertInto('oauth_states')
        .values({
          state,
          user_id: caller.id,
          network,
          code_verifier: pkce.verifier,
          redirect_uri: redirectUri,
          expires_at: new Date(Date.now() + STATE_TTL_MS).toISOString(),
        })
        .execute();
      return { authUrl, state };
    },

    /**
     * Finishes a sign-in: the state is spent (single use) before the code is exchanged; the accounts
     * the grant reaches are saved, an account connected before keeping its id (Reconnect).
     */
    async connect(caller: AuthUser, network: ConnectNetwork, code: string, state: string) {
      const spent = await db
        .deleteFrom('oauth_states')
        .where('state', '=', state)
        .where('user_id', '=', caller.id)
        .where('network', '=', network)
        .where('expires_at', '>', nowIso())
        .returningAll()
        .executeTakeFirst();
      if (!spent) throw invalid({ state: M.stateInvalid });
      const provider = await providers.provider(network);
      let grant: Tokens;
      let targets: Target[];
      try {
        grant = await provider.exchangeCode({
          code,
          redirectUri: spent.redirect_uri,
          codeVerifier: spent.code_verifier,
        });
        targets = [];
        for (const n of NETWORKS_OF_SIGN_IN[network]) {
          const p = n === network ? provider : await providers.provider(n);
          targets.push(...(await p.listTargets(grant)));
        }
      } catch (err) {
        if (err instanceof SocialError) throw new HttpError(422, err.message, 'ConnectFailed');
        if (err instanceof SocialNotConfigured) throw new HttpError(503, err.message, 'NotConfigured');
        throw err;
      }
      if (!targets.length)
        throw new HttpError(
          422,
          `No ${platformName(PLATFORM_OF_NETWORK[network])} accounts were found to post to.`,
          'ConnectFailed',
        );
      await saveGrant(caller.id, network, grant, targets);
      return {
        success: true,
        message: `${targets.length === 1 ? 'One account' : `${targets.length} accounts`} connected`,
        accounts: targets.length,
      };
    },

    /** §7 DELETE social account {id}/{platformId}: its pending posts are cancelled. */
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
        const cancelled = await trx
          .updateTable('post_targets')
          .set({ status: 'CANCELLED', error: 'The account was disconnected', updated_at: nowIso() })
          .where('account_id', '=', id)
          .where('status', '=', 'PENDING')
          .returning('post_id')
          .execute();
        for (const postId of new Set(cancelled.map((c) => c.post_id))) await settlePostStatus(trx, postId);
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

  async function saveGrant(userId: number, network: ConnectNetwork, grant: Tokens, targets: Target[]) {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const sealed = tokens.seal({ user_id: userId, network }, grant);
      const connection = await trx
        .insertInto('social_connections')
        .values({
          user_id: userId,
          network,
          external_user_id: crypto.randomUUID(),
          name: targets[0].name,
          ...sealed,
          status: 'Active',
          status_reason: null,
          refresh_lock_until: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const previous = new Set<number>();
      for (const t of targets) {
        const platformId = PLATFORM_OF_NETWORK[t.network];
        const values = {
          connection_id: connection.id,
          name: t.name.slice(0, 200),
          picture_url: t.pictureUrl ?? null,
          page_token: t.token ? ctx.box.seal(t.token, `social-page:${userId}`) : null,
          meta: JSON.stringify(t.meta ?? {}),
        };
        const existing = await trx
          .selectFrom('social_accounts')
          .select(['id', 'connection_id'])
          .where('user_id', '=', userId)
          .where('platform_id', '=', platformId)
          .where('external_id', '=', t.externalId)
          .executeTakeFirst();
        if (existing) {
          previous.add(existing.connection_id);
          await trx.updateTable('social_accounts').set(values).where('id', '=', existing.id).execute();
        } else {
          await trx
            .insertInto('social_accounts')
            .values({
              ...values,
              user_id: userId,
              platform_id: platformId,
              external_id: t.externalId,
              created_at: now,
            })
            .execute();
        }
      }
      // Grants whose every account moved to this one are spent.
      for (const id of previous) {
        const left = await trx
          .selectFrom('social_accounts')
          .select('id')
          .where('connection_id', '=', id)
          .executeTakeFirst();
        if (!left) await trx.deleteFrom('social_connections').where('id', '=', id).execute();
      }
    });
  }
}

export type AccountsService = ReturnType<typeof accountsService>;

import crypto from 'node:crypto';
import {
  networkName,
  networksOfSignIn,
  platformIdOf,
  platformName,
  settingsCardOf,
  type ConnectNetwork,
} from '../../../shared/social/platforms';
import { SOCIAL_MESSAGES as M } from '../../../shared/social/schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import type { SocialProviders } from '../../providers/social';
import { newPkce } from '../../providers/social/oauth';
import { SocialError, SocialNotConfigured, type Target, type Tokens } from '../../providers/social/types';
import { notSetUp } from '../settings/service';
import { connectionTokens, type ConnectionTokens } from './connections';

/**
 * A network's sign-in (spec 01 §7; issue 13 Accounts): state and PKCE verifier kept here, single
 * use, 10 minutes; the accounts the grant reaches are saved, one connection holding their tokens.
 */

/** Issue 13: a sign-in's state and verifier are good for 10 minutes, once. */
const STATE_TTL_MS = 10 * 60_000;

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
 * A network whose card is empty: a User reads "X is not available yet. Please contact the
 * administrator.", an Admin "X is not set up: fill in Settings → X." (as payments answer).
 */
const networkNotSetUp = (err: SocialNotConfigured, caller: AuthUser) =>
  notSetUp(networkName(err.network), settingsCardOf(err.network), caller.role);

/** Starts a sign-in: state and PKCE verifier stay here; the client opens the answered address. */
export async function startSignIn(
  ctx: AppContext,
  providers: SocialProviders,
  caller: AuthUser,
  network: ConnectNetwork,
  redirectUri: string,
) {
  const { db, clock } = ctx;
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
    if (err instanceof SocialNotConfigured) throw networkNotSetUp(err, caller);
    throw err;
  }
  // Expired states of anyone go with each new one: the table stays small.
  await db.deleteFrom('oauth_states').where('expires_at', '<', clock.now().toISOString()).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state,
      user_id: caller.id,
      network,
      code_verifier: pkce.verifier,
      redirect_uri: redirectUri,
      expires_at: new Date(clock.now().getTime() + STATE_TTL_MS).toISOString(),
    })
    .execute();
  return { authUrl, state };
}

/**
 * Finishes a sign-in: the state is spent (single use) before the code is exchanged; the accounts
 * the grant reaches are saved, an account connected before keeping its id (Reconnect).
 */
export async function finishSignIn(
  ctx: AppContext,
  providers: SocialProviders,
  caller: AuthUser,
  network: ConnectNetwork,
  code: string,
  state: string,
) {
  const { db, clock } = ctx;
  const spent = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('user_id', '=', caller.id)
    .where('network', '=', network)
    .where('expires_at', '>', clock.now().toISOString())
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
    for (const n of networksOfSignIn(network)) {
      const p = n === network ? provider : await providers.provider(n);
      targets.push(...(await p.listTargets(grant)));
    }
  } catch (err) {
    if (err instanceof SocialError) throw new HttpError(422, err.message, 'ConnectFailed');
    if (err instanceof SocialNotConfigured) throw networkNotSetUp(err, caller);
    throw err;
  }
  if (!targets.length)
    throw new HttpError(
      422,
      `No ${platformName(platformIdOf(network))} accounts were found to post to.`,
      'ConnectFailed',
    );
  await saveGrant(ctx, connectionTokens(ctx, providers), caller.id, network, grant, targets);
  return {
    success: true,
    message: `${targets.length === 1 ? 'One account' : `${targets.length} accounts`} connected`,
    accounts: targets.length,
  };
}

async function saveGrant(
  ctx: AppContext,
  tokens: ConnectionTokens,
  userId: number,
  network: ConnectNetwork,
  grant: Tokens,
  targets: Target[],
) {
  const { db, clock } = ctx;
  const now = clock.now().toISOString();
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
      const platformId = platformIdOf(t.network);
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

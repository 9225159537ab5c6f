import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransientFailure } from '../../src/server/providers/social/types';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { businessClock } from '../../src/shared/time/business-clock';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 22 §6: X's refresh token is single use and rotates. A token call whose answer is lost is
 * never repeated (the repeat would spend the rotated-away token and lock the account out), and the
 * refresh lock is released only by its holder.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const MINUTE = 60_000;

describe.each(dbKinds())('refresh tokens spent once (%s)', (kind) => {
  let current = Date.now();
  const clock = businessClock({ now: () => new Date(current) });
  let server: TestServer;
  let x: XFake;
  let userId: number;

  beforeAll(async () => {
    x = await startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      kind,
      {},
      {
        clock,
        settings: { x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url } },
        // A short time-out so a hanging token call ends quickly; no waits between tries.
        posts: { social: { sleep: async () => {}, retryWaitMs: 0, timeoutMs: 500 } },
      },
    );
    const user = await registerUser(server, { companyName: 'Token Co' });
    userId = user.id;
    const asUser = server.client(user.token);
    const { authUrl, state } = (
      await asUser.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    await asUser.call(pc.connectTwitter, { body: { code: x.oauth.authorize(authUrl).code, state } });
  });
  afterAll(async () => {
    await server?.close();
    await x?.close();
  });
  beforeEach(() => x.clearFaults());

  const connection = () =>
    server.ctx.db
      .selectFrom('social_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .where('network', '=', 'x')
      .executeTakeFirstOrThrow();
  const refreshCalls = () =>
    x.requests.filter((r) => r.path === '/2/oauth2/token' && r.form?.get('grant_type') === 'refresh_token')
      .length;
  const tokens = () => server.posting.accounts.tokens;

  it.each([
    ['times out', { kind: 'hang' as const }],
    ['answers 503', { kind: 503 as const }],
  ])(
    'a refresh whose answer is lost (X rotated the token, then %s) is not repeated and does not mark the account',
    async (_, fault) => {
      const before = await connection();
      const calls = refreshCalls();
      x.fault({ ...fault, match: '/2/oauth2/token', afterHandling: true });
      const err = await tokens()
        .refresh(before.id, tokens().open(before))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(TransientFailure);
      expect(refreshCalls()).toBe(calls + 1);
      const after = await connection();
      expect(after.status).toBe('Active');
      // What we hold is kept (the lost answer's tokens never arrived): the next refresh tries it, and
      // only X refusing it makes the account Reconnect needed. The lock is free again.
      expect(after.refresh_token).toBe(before.refresh_token);
      expect(after.refresh_lock_until).toBeNull();
    },
  );

  it('a refresh lock taken over by a second caller is not released by the first one’s finish', async () => {
    const c = await connection();
    const seen = tokens().open(c);
    x.fault({ kind: 'hang', match: '/2/oauth2/token', times: 2 });
    const calls = refreshCalls();
    const first = tokens()
      .refresh(c.id, seen)
      .catch((e: unknown) => e);
    await until(() => refreshCalls() === calls + 1);
    // The first caller's lock runs out (its process stalled); a second caller takes it over.
    current += 10 * MINUTE;
    const second = tokens()
      .refresh(c.id, seen)
      .catch((e: unknown) => e);
    await until(() => refreshCalls() === calls + 2);
    const held = await connection();
    await first;
    const afterFirst = await connection();
    expect(afterFirst.refresh_lock_until).not.toBeNull();
    expect(afterFirst.refresh_lock_until).toBe(held.refresh_lock_until);
    await second;
    expect((await connection()).refresh_lock_until).toBeNull();
  });

  async function until(condition: () => boolean) {
    const deadline = performance.now() + 10_000;
    while (!condition()) {
      if (performance.now() > deadline) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 5));
    }
  }
});

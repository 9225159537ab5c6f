import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiContract } from '../../src/shared/ai/contract';
import { ApiError } from '../../src/shared/http/client';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { SETTINGS_ENV_NAMES } from '../../src/shared/settings/not-set-up';
import { settingsContract } from '../../src/shared/settings/contract';
import { networkName, SOCIAL_NETWORKS } from '../../src/shared/social/platforms';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, seedSettings, startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 23, words meant for someone else: a feature whose outside service is not set up tells a
 * User it is not available yet and to contact the administrator, never a setting or variable name;
 * an Admin is told which Settings card to fill in (as Pay Now already did).
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const keywordsBody = { one_line_explain: 'Family bakery in Pune', p_keywords: [] };
const descriptionBody = { one_line_explain: 'Family bakery in Pune' };

/** The failed call's status, message and code. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: unknown) => {
      if (!(err instanceof ApiError)) throw err;
      return { status: err.status, message: err.message, code: err.errorCode };
    },
  );

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

describe.each(dbKinds())('features not set up, in the words of who reads them (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let user: string;
  /** Every not-set-up sentence a User was given in this file. */
  const userMessages: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await setupAdmin(server);
    user = (await registerUser(server)).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(SOCIAL_NETWORKS)(
    'a User connecting %s is told it is not available yet, with no variable name',
    async (network) => {
      const answer = await failure(
        server.client(user).call(pc.connectStart, { body: { network, redirectUri: REDIRECT } }),
      );
      userMessages.push(answer.message);
      expect(answer).toEqual({
        status: 503,
        code: 'NotConfigured',
        message: `${networkName(network)} is not available yet. Please contact the administrator.`,
      });
    },
  );

  it('a User asking the AI writer is told AI writing is not available yet, not to try again later', async () => {
    const keywords = await failure(server.client(user).call(aiContract.keywords, { body: keywordsBody }));
    const description = await failure(
      server.client(user).call(aiContract.description, { body: descriptionBody }),
    );
    const expected = {
      status: 503,
      code: 'NotConfigured',
      message: 'AI writing is not available yet. Please contact the administrator.',
    };
    expect(keywords).toEqual(expected);
    expect(description).toEqual(expected);
    userMessages.push(keywords.message, description.message);
  });

  it('the AI status says so before a button is pressed: to a User, to an Admin, and once set up', async () => {
    const forUser = (await server.client(user).call(aiContract.status)).data;
    expect(forUser).toEqual({
      available: false,
      message: 'AI writing is not available yet. Please contact the administrator.',
    });
    userMessages.push(forUser.message!);
    expect((await server.client(admin).call(aiContract.status)).data).toEqual({
      available: false,
      message: 'AI writing is not set up: fill in Settings → AI writer (Base URL, Model).',
    });
    const adminCall = await failure(server.client(admin).call(aiContract.keywords, { body: keywordsBody }));
    expect(adminCall.message).toBe(
      'AI writing is not set up: fill in Settings → AI writer (Base URL, Model).',
    );

    await seedSettings(server, { ai: { baseUrl: 'http://127.0.0.1:9/v1', model: 'writer-small' } });
    expect((await server.client(user).call(aiContract.status)).data).toEqual({
      available: true,
      message: null,
    });
  });

  it('no message a User was given names an environment variable or a Settings card', () => {
    expect(userMessages.length).toBeGreaterThan(SOCIAL_NETWORKS.length);
    for (const message of userMessages) {
      for (const env of SETTINGS_ENV_NAMES) expect(message).not.toContain(env);
      expect(message).not.toContain('Settings');
      expect(message).toMatch(/is not available yet\. Please contact the administrator\.$/);
    }
  });

  it('Settings → Facebook test says Meta was not reached when it was not, not what Meta “answered”', async () => {
    const port = await closedPort();
    const { data } = await server.client(admin).call(settingsContract.testCard, {
      params: { id: 'facebook' },
      body: {
        values: {
          clientId: '123456789',
          clientSecret: { action: 'replace', value: 'fb-secret' },
          apiBase: `http://127.0.0.1:${port}`,
        },
      },
    });
    expect(data).toEqual({
      ok: false,
      message: `Meta was not reached at 127.0.0.1:${port}: the connection was refused.`,
    });
    // Nothing filled in: nothing is called, and the card says what to fill in.
    const empty = await server
      .client(admin)
      .call(settingsContract.testCard, { params: { id: 'facebook' }, body: {} });
    expect(empty.data).toEqual({ ok: false, message: 'Fill in App id and App secret first.' });
  });
});

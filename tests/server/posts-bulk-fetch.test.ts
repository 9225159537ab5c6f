import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FETCH_FAILED } from '../../src/server/http/guarded-fetch';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { startRawFake } from '../fakes/http-fake';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 22 §4 through the API: a CSV's media_url is fetched by the guarded fetch. The media host is
 * a loopback fake that the test-only FETCH_TEST_HOSTS names and lets through; everything else
 * internal (another port on this computer, the metadata service behind a redirect) is refused with
 * one sentence, and the bytes are capped per file and per CSV.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';

const listen = (handler: http.RequestListener) => startRawFake(handler);

describe('CSV media_url fetched through the guard', () => {
  let server: TestServer;
  let x: XFake;
  let media: Awaited<ReturnType<typeof listen>>;
  let internal: Awaited<ReturnType<typeof listen>>;
  let asUser: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    media = await listen((req, res) => {
      if (req.url === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (req.url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (req.url === '/huge.bin') return res.end(Buffer.alloc(250_000, 1));
      if (req.url?.startsWith('/part')) return res.end(Buffer.alloc(190_000, 2));
      res.writeHead(404).end();
    });
    internal = await listen((_req, res) => res.end('internal'));
    x = await startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      'sqlite',
      { FETCH_TEST_HOSTS: `media.example.com=127.0.0.1:${media.port}` },
      {
        settings: { x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url } },
        posts: { bulk: { maxFileBytes: 200_000, maxCsvBytes: 300_000 } },
      },
    );
    const user = await registerUser(server, { companyName: 'Bulk Fetch Co' });
    asUser = server.client(user.token);
    await givePlan(server, user.id, { 1: 100 });
    const { authUrl, state } = (
      await asUser.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    await asUser.call(pc.connectTwitter, { body: { code: x.oauth.authorize(authUrl).code, state } });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([x?.close(), media?.close(), internal?.close()]);
  });

  it('fetches a public file, refuses internal places with one sentence, and caps the bytes per file and per CSV', async () => {
    const at = `http://media.example.com:${media.port}`;
    const csv = [
      'caption,media_url,accounts,when',
      `Fresh photo,${at}/photo.jpg,bizsuite_shop,best`,
      `Metadata,${at}/to-metadata,bizsuite_shop,best`,
      // The name that the test lets through is pinned to its own port: another one is internal.
      `Other port,http://media.example.com:${internal.port}/x.jpg,bizsuite_shop,best`,
      `Huge,${at}/huge.bin,bizsuite_shop,best`,
      `Part one,${at}/part1,bizsuite_shop,best`,
      `Part two,${at}/part2,bizsuite_shop,best`,
    ].join('\n');
    const answer = (await asUser.call(pc.bulkSchedule, { body: { csv, dryRun: false } })).data;
    const mediaErrors = (row: number) =>
      answer.errors.filter((e) => e.row === row && e.field === 'media_url').map((e) => e.message);
    expect(mediaErrors(2)).toEqual([]);
    expect(mediaErrors(3)).toEqual([FETCH_FAILED]);
    expect(mediaErrors(4)).toEqual([FETCH_FAILED]);
    expect(mediaErrors(5)).toEqual([expect.stringMatching(/^The file is larger than/)]);
    expect(mediaErrors(7)).toEqual([expect.stringMatching(/^The files of this CSV come to more than/)]);
    expect(internal.hits).toEqual([]);
    // Each fetched once, straight to the checked address.
    expect(media.hits.filter((h) => h === '/photo.jpg')).toHaveLength(1);
  });
});

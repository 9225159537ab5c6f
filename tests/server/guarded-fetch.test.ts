import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FETCH_FAILED, guardedFetch, type Resolver } from '../../src/server/http/guarded-fetch';
import { isForbiddenAddress } from '../../src/server/http/private-address';
import { startRawFake, type RawFake } from '../fakes/http-fake';

/**
 * Issue 22 §4: the one fetch of a user's address. A loopback server on 127.0.0.1 plays the public
 * host (let through by the test-only allow-list); one on 127.0.0.2, same port, plays the internal
 * service that must never be reached.
 */
type Fake = RawFake;
const listen = (host: string, port: number, handler: http.RequestListener) =>
  startRawFake(handler, { host, port });

describe('the guarded fetch', () => {
  let outside: Fake;
  let inside: Fake;
  let closedPort: number;
  const BIG = 64 * 1024;

  beforeAll(async () => {
    outside = await listen('127.0.0.1', 0, (req, res) => {
      if (req.url === '/photo.jpg') return res.end(Buffer.alloc(1000, 1));
      if (req.url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (req.url === '/to-inside')
        return res.writeHead(301, { location: `http://127.0.0.2:${outside.port}/secret` }).end();
      if (req.url === '/hop') return res.writeHead(302, { location: '/photo.jpg' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/big-declared')
        return res.writeHead(200, { 'content-length': BIG + 1 }).end(Buffer.alloc(BIG + 1));
      if (req.url === '/big-streamed') {
        res.writeHead(200); // no length: only counting while reading catches it
        for (let i = 0; i < 16; i++) res.write(Buffer.alloc(8 * 1024));
        return res.end();
      }
      res.writeHead(404).end('not here');
    });
    inside = await listen('127.0.0.2', outside.port, (_req, res) => res.end('internal secret'));
    const spare = await listen('127.0.0.1', 0, () => undefined);
    closedPort = spare.port;
    await spare.close();
  });
  afterAll(async () => {
    await outside?.close();
    await inside?.close();
  });

  const allow = () => [`127.0.0.1:${outside.port}`];
  const fixed =
    (...answers: string[]): Resolver =>
    async () =>
      answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('fetched');
      },
      (err: Error) => err.message,
    );

  it('connects to the address it checked: a name that rebinds to an internal address after the check is not followed', async () => {
    const answers = ['127.0.0.1', '127.0.0.2'];
    let lookups = 0;
    const rebinding: Resolver = async () => [{ address: answers[Math.min(lookups++, 1)], family: 4 }];
    const got = await guardedFetch(`http://media.example.com:${outside.port}/photo.jpg`, {
      maxBytes: BIG,
      resolve: rebinding,
      allowPrivate: allow(),
    });
    expect(got.bytes.length).toBe(1000);
    expect(lookups).toBe(1);
    expect(inside.hits).toEqual([]);
  });

  it('refuses a name with any internal answer, and internal addresses however written', async () => {
    for (const resolve of [fixed('127.0.0.1', '127.0.0.2'), fixed('127.0.0.2'), fixed('::ffff:127.0.0.2')])
      expect(
        await failure(
          guardedFetch(`http://media.example.com:${outside.port}/x`, {
            maxBytes: BIG,
            resolve,
            allowPrivate: allow(),
          }),
        ),
      ).toBe(FETCH_FAILED);
    expect(inside.hits).toEqual([]);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.20.0.1',
      '192.168.1.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('follows a redirect only to where it may go: never to the metadata service or an internal host', async () => {
    const options = { maxBytes: BIG, resolve: fixed('127.0.0.1'), allowPrivate: allow() };
    const base = `http://media.example.com:${outside.port}`;
    expect((await guardedFetch(`${base}/hop`, options)).bytes.length).toBe(1000);
    expect(await failure(guardedFetch(`${base}/to-metadata`, options))).toBe(FETCH_FAILED);
    expect(await failure(guardedFetch(`${base}/to-inside`, options))).toBe(FETCH_FAILED);
    expect(await failure(guardedFetch(`${base}/loop`, options))).toBe(FETCH_FAILED);
    expect(inside.hits).toEqual([]);
  });

  it('stops reading past the byte cap, whether the size was declared or not', async () => {
    const options = {
      maxBytes: BIG,
      resolve: fixed('127.0.0.1'),
      allowPrivate: allow(),
      tooLarge: 'Too big',
    };
    const base = `http://media.example.com:${outside.port}`;
    expect(await failure(guardedFetch(`${base}/big-declared`, options))).toBe('Too big');
    expect(await failure(guardedFetch(`${base}/big-streamed`, options))).toBe('Too big');
  });

  it('says the same whether an internal port answers, is closed, or the page is missing', async () => {
    const internalOpen = await failure(guardedFetch(`http://127.0.0.2:${outside.port}/`, { maxBytes: BIG }));
    const internalClosed = await failure(guardedFetch(`http://127.0.0.2:${closedPort}/`, { maxBytes: BIG }));
    const missing = await failure(
      guardedFetch(`http://media.example.com:${outside.port}/nothing`, {
        maxBytes: BIG,
        resolve: fixed('127.0.0.1'),
        allowPrivate: allow(),
      }),
    );
    const refused = await failure(
      guardedFetch(`http://media.example.com:${closedPort}/`, {
        maxBytes: BIG,
        resolve: fixed('127.0.0.1'),
        allowPrivate: [`127.0.0.1:${closedPort}`],
      }),
    );
    const unknown = await failure(
      guardedFetch('http://nowhere.example.com/', { maxBytes: BIG, resolve: fixed() }),
    );
    expect(new Set([internalOpen, internalClosed, missing, refused, unknown])).toEqual(
      new Set([FETCH_FAILED]),
    );
    expect(inside.hits).toEqual([]);
  });
});

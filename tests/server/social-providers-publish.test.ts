import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleProviders } from '../../src/server/providers/social/google';
import { providerFor } from '../../src/server/providers/social/index';
import { linkedinProvider } from '../../src/server/providers/social/linkedin';
import { metaProviders } from '../../src/server/providers/social/meta';
import {
  PermanentFailure,
  TransientFailure,
  type Media,
  type Target,
} from '../../src/server/providers/social/types';
import { xProvider } from '../../src/server/providers/social/x';
import { startGoogleFake, type GoogleFake } from '../fakes/social/google';
import { startLinkedInFake, type LinkedInFake } from '../fakes/social/linkedin';
import { startMetaFake, type MetaFake } from '../fakes/social/meta';
import { startXFake, type XFake } from '../fakes/social/x';

/**
 * Publishing through each network's client against its fake (issue 13, Providers and Tests): what
 * each network receives, the Instagram container traps, media uploads, the networks' own refusals
 * as the target's error text, and finding a post again after a crash.
 */

const fast = () => {
  const waits: number[] = [];
  return { waits, options: { sleep: async (ms: number) => void waits.push(ms), pollIntervalMs: 1000 } };
};
const noRefresh = (accessToken: string) => ({ accessToken, refreshToken: null, expiresAt: null });

const image = (n = 1): Media => ({
  url: `https://cdn.example.com/photo-${n}.jpg`,
  kind: 'image',
  mime: 'image/jpeg',
  bytes: async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, n]),
});
const video = (size = 10): Media => ({
  url: 'https://cdn.example.com/clip.mp4',
  kind: 'video',
  mime: 'video/mp4',
  bytes: async () => Buffer.alloc(size, 7),
});

let x: XFake;
let meta: MetaFake;
let li: LinkedInFake;
let google: GoogleFake;

beforeAll(async () => {
  [x, meta, li, google] = await Promise.all([
    startXFake({ clientId: 'x', clientSecret: 'xs', redirectUris: [] }),
    startMetaFake({ appId: '42', appSecret: 'ms', redirectUris: [] }),
    startLinkedInFake({ clientId: 'l', clientSecret: 'ls', redirectUris: [] }),
    startGoogleFake({ clientId: 'g', clientSecret: 'gs', redirectUris: [] }),
  ]);
});
afterAll(async () => {
  await Promise.all([x?.close(), meta?.close(), li?.close(), google?.close()]);
});

describe('Facebook pages', () => {
  const page: Target = {
    network: 'facebook',
    externalId: '110000000000001',
    name: 'Sharma Sweets',
    token: 'page-token-110000000000001',
  };

  it('posts text, one photo, or several photos attached to one post, with the page’s own token', async () => {
    const { facebook } = metaProviders(
      { clientId: '42', clientSecret: 'ms', base: meta.url },
      fast().options,
    );
    const user = noRefresh('user-token-not-used');
    const text = await facebook.publish(user, page, { text: 'Open till 10 pm', media: [] });
    const one = await facebook.publish(user, page, { text: 'New rasmalai', media: [image()] });
    const two = await facebook.publish(user, page, { text: 'Festive boxes', media: [image(1), image(2)] });
    expect(text.postUrl).toBe(`https://www.facebook.com/${text.externalPostId}`);
    expect(meta.posts.filter((p) => p.on === page.externalId).map((p) => [p.text, p.media.length])).toEqual([
      ['Open till 10 pm', 0],
      ['New rasmalai', 1],
      ['Festive boxes', 2],
    ]);
    expect(one.externalPostId).toMatch(/^110000000000001_/);
    expect(two.externalPostId).toMatch(/^110000000000001_/);
    expect(
      meta.requests
        .filter((r) => r.method === 'POST' && r.path.includes(page.externalId))
        .every((r) => r.headers.authorization === `Bearer ${page.token}`),
    ).toBe(true);

    // Crash recovery finds the post by its text, and metrics add reactions, comments and shares.
    const found = await facebook.findRecent(user, page, {
      since: new Date(Date.now() - 60_000),
      text: 'New rasmalai',
    });
    expect(found?.externalPostId).toBe(one.externalPostId);
    expect(
      await facebook.findRecent(user, page, { since: new Date(Date.now() - 60_000), text: 'Never posted' }),
    ).toBeNull();
    expect(await facebook.metrics(user, page, one.externalPostId)).toEqual({ engagement: 8 });
  });
});

describe('Instagram', () => {
  const account: Target = {
    network: 'instagram',
    externalId: '17841400000000001',
    name: 'sharmasweets',
    token: 'page-token-110000000000001',
  };
  const user = noRefresh('unused');

  it('polls a container until FINISHED before media_publish, and retries "Media ID is not available"', async () => {
    const { waits, options } = fast();
    const { instagram } = metaProviders({ clientId: '42', clientSecret: 'ms', base: meta.url }, options);
    meta.script.inProgressPolls = 3;
    meta.script.mediaNotAvailable = 2;
    const steps: string[] = [];
    const before = meta.posts.length;
    const published = await instagram.publish(
      user,
      account,
      { text: 'Reel of the day', media: [video()] },
      (s) => steps.push(s),
    );
    meta.script.inProgressPolls = 0;

    expect(meta.posts.length).toBe(before + 1);
    expect(meta.posts.at(-1)).toMatchObject({ network: 'instagram', text: 'Reel of the day' });
    expect(published.postUrl).toBe(`https://www.instagram.com/p/${published.externalPostId}/`);
    const container = meta.requests.find((r) => r.method === 'POST' && r.path.endsWith('/media'));
    expect(container?.json).toMatchObject({
      media_type: 'REELS',
      video_url: 'https://cdn.example.com/clip.mp4',
    });
    expect(meta.requests.filter((r) => r.path.endsWith('/media_publish')).length).toBe(3);
    expect(waits).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(steps).toContain('Instagram is processing the media');
  });

  it('a carousel waits for each item, and more than 10 items is refused before any call', async () => {
    const { instagram } = metaProviders(
      { clientId: '42', clientSecret: 'ms', base: meta.url },
      fast().options,
    );
    meta.script.inProgressPolls = 1;
    const published = await instagram.publish(user, account, {
      text: 'Three sweets',
      media: [image(1), image(2), image(3)],
    });
    meta.script.inProgressPolls = 0;
    expect(meta.posts.find((p) => p.id === published.externalPostId)?.media).toHaveLength(3);

    const calls = meta.requests.length;
    const eleven = Array.from({ length: 11 }, (_, i) => image(i));
    await expect(instagram.publish(user, account, { text: 'Too many', media: eleven })).rejects.toThrow(
      expect.objectContaining({
        name: 'PermanentFailure',
        message: 'Instagram takes at most 10 items in a carousel.',
      }),
    );
    await expect(instagram.publish(user, account, { text: 'No picture', media: [] })).rejects.toThrow(
      PermanentFailure,
    );
    expect(meta.requests.length).toBe(calls);
  });

  it('a container that ends in ERROR fails with Instagram’s status text', async () => {
    const { instagram } = metaProviders(
      { clientId: '42', clientSecret: 'ms', base: meta.url },
      fast().options,
    );
    meta.script.containerError = 'Error: Media upload has failed with error code 2207026.';
    try {
      await expect(instagram.publish(user, account, { text: 'Broken', media: [video()] })).rejects.toThrow(
        expect.objectContaining({
          name: 'PermanentFailure',
          message:
            'Instagram could not process the media: Error: Media upload has failed with error code 2207026.',
        }),
      );
    } finally {
      meta.script.containerError = undefined;
    }
  });

  it('past 50 posts in a day Instagram’s refusal defers the target instead of failing it', async () => {
    const busy = await startMetaFake({ appId: '42', appSecret: 'ms', redirectUris: [] });
    try {
      const { instagram } = metaProviders(
        { clientId: '42', clientSecret: 'ms', base: busy.url },
        fast().options,
      );
      for (let i = 0; i < 50; i++)
        busy.posts.push({
          id: `old${i}`,
          on: account.externalId,
          network: 'instagram',
          text: '',
          media: [],
          createdAt: new Date(),
        });
      const err = await instagram
        .publish(user, account, { text: 'One more', media: [image()] })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransientFailure);
      expect((err as Error).message).toBe(
        'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
      );
      expect(await instagram.findRecent(user, account, { since: new Date(0), text: 'One more' })).toBeNull();
    } finally {
      await busy.close();
    }
  });
});

describe('X', () => {
  const target: Target = { network: 'x', externalId: '1500000000000000001', name: 'bizsuite_shop' };

  it('uploads up to 4 images, then posts them; findRecent and metrics see the post', async () => {
    const provider = xProvider({ clientId: 'x', clientSecret: 'xs', base: x.url }, fast().options);
    const tokens = { ...x.oauth.tokens(), expiresAt: null };
    const published = await provider.publish(tokens, target, {
      text: 'Two new flavours',
      media: [image(1), image(2)],
    });
    const post = x.posts.find((p) => p.id === published.externalPostId)!;
    expect(post.mediaIds).toHaveLength(2);
    const uploads = x.requests.filter((r) => r.path === '/2/media/upload' && r.method === 'POST');
    expect(uploads.at(-1)?.multipart?.get('media_category')).toBe('tweet_image');

    x.metrics.set(published.externalPostId, {
      like_count: 3,
      retweet_count: 1,
      reply_count: 1,
      quote_count: 0,
    });
    expect(await provider.metrics(tokens, target, published.externalPostId)).toEqual({ engagement: 5 });
    expect(
      await provider.findRecent(tokens, target, {
        since: new Date(Date.now() - 5000),
        text: 'Two new flavours',
      }),
    ).toEqual(published);
    await expect(
      provider.publish(tokens, target, { text: 'Five', media: [1, 2, 3, 4, 5].map(image) }),
    ).rejects.toThrow(PermanentFailure);
  });

  it('uploads a video in chunks and waits while X processes it', async () => {
    const { waits, options } = fast();
    const provider = xProvider({ clientId: 'x', clientSecret: 'xs', base: x.url }, options);
    x.script.videoPolls = 2;
    const published = await provider.publish({ ...x.oauth.tokens(), expiresAt: null }, target, {
      text: 'Kitchen tour',
      media: [video(5 * 1024 * 1024)],
    });
    x.script.videoPolls = 0;
    expect(x.requests.filter((r) => r.path.endsWith('/append'))).toHaveLength(2);
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(x.posts.find((p) => p.id === published.externalPostId)?.mediaIds).toHaveLength(1);
  });

  it('a post whose answer was lost is not posted twice: the retry’s duplicate refusal finds it', async () => {
    const provider = xProvider(
      { clientId: 'x', clientSecret: 'xs', base: x.url },
      { ...fast().options, timeoutMs: 300 },
    );
    x.fault({ kind: 'hang', match: '/2/tweets', afterHandling: true });
    const before = x.posts.length;
    const published = await provider.publish({ ...x.oauth.tokens(), expiresAt: null }, target, {
      text: 'Answer lost once',
      media: [],
    });
    expect(x.posts.length).toBe(before + 1);
    expect(published.externalPostId).toBe(x.posts.at(-1)!.id);
  });

  it('X’s own refusals are the target’s error text', async () => {
    const provider = xProvider({ clientId: 'x', clientSecret: 'xs', base: x.url }, fast().options);
    const tokens = { ...x.oauth.tokens(), expiresAt: null };
    await expect(provider.publish(tokens, target, { text: 'a'.repeat(281), media: [] })).rejects.toThrow(
      expect.objectContaining({
        name: 'PermanentFailure',
        message: expect.stringMatching(/^Your Tweet text is too long/),
      }),
    );
    await provider.publish(tokens, target, { text: 'Same words', media: [] });
    await expect(provider.publish(tokens, target, { text: 'Same words', media: [] })).rejects.toThrow(
      expect.objectContaining({
        name: 'PermanentFailure',
        message: 'You are not allowed to create a Tweet with duplicate content.',
      }),
    );
  });
});

describe('LinkedIn', () => {
  it('uploads an image then posts, with LinkedIn’s reserved characters escaped and hashtags kept', async () => {
    const provider = linkedinProvider({ clientId: 'l', clientSecret: 'ls', base: li.url }, fast().options);
    const tokens = { ...li.oauth.tokens(), expiresAt: null };
    const org: Target = {
      network: 'linkedin',
      externalId: 'urn:li:organization:2414183',
      name: 'Rao Textiles',
    };
    const text = 'Sale (20% off) on silk #Diwali_Sale';
    const published = await provider.publish(tokens, org, { text, media: [image()] });
    expect(published.postUrl).toBe(`https://www.linkedin.com/feed/update/${published.externalPostId}/`);
    const post = li.posts.at(-1)!;
    expect(post.author).toBe(org.externalId);
    expect(post.commentary).toBe('Sale \\(20% off\\) on silk {hashtag|\\#|Diwali\\_Sale}');
    expect(post.headers['linkedin-version']).toMatch(/^\d{6}$/);
    expect([...li.images.values()].at(-1)).toMatchObject({ owner: org.externalId, uploaded: true, bytes: 5 });
    expect(await provider.findRecent(tokens, org, { since: new Date(Date.now() - 5000), text })).toEqual(
      published,
    );
    expect(await provider.metrics(tokens, org, published.externalPostId)).toEqual({ engagement: 7 });
  });

  it('a refused post shows LinkedIn’s text', async () => {
    const provider = linkedinProvider({ clientId: 'l', clientSecret: 'ls', base: li.url }, fast().options);
    const member: Target = { network: 'linkedin', externalId: 'urn:li:person:yrZCpj2Z12', name: 'Anita Rao' };
    await expect(
      provider.publish({ ...li.oauth.tokens(), expiresAt: null }, member, {
        text: 'x'.repeat(3001),
        media: [],
      }),
    ).rejects.toThrow(
      expect.objectContaining({
        name: 'PermanentFailure',
        message: '/commentary :: length 3001 exceeds maximum allowed 3000',
      }),
    );
  });
});

describe('Google Business Profile and YouTube', () => {
  const location: Target = {
    network: 'google',
    externalId: 'accounts/111/locations/9001',
    name: 'Sharma Sweets, Andheri',
  };
  const channel: Target = {
    network: 'youtube',
    externalId: 'UCx7Bq2dS0000000000000A',
    name: 'Sharma Sweets Kitchen',
  };

  it('a location post carries one photo by URL; Google’s refusal of a phone number is the error text', async () => {
    const { google: gbp } = googleProviders(
      { clientId: 'g', clientSecret: 'gs', base: google.url },
      fast().options,
    );
    const tokens = { ...google.oauth.tokens(), expiresAt: null };
    const published = await gbp.publish(tokens, location, {
      text: 'Fresh stock of kaju katli',
      media: [image()],
    });
    expect(google.localPosts.at(-1)).toMatchObject({
      summary: 'Fresh stock of kaju katli',
      media: [{ mediaFormat: 'PHOTO', sourceUrl: 'https://cdn.example.com/photo-1.jpg' }],
    });
    expect(published.postUrl).toMatch(/^https:\/\/local\.google\.com\//);
    expect(
      (
        await gbp.findRecent(tokens, location, {
          since: new Date(Date.now() - 5000),
          text: 'Fresh stock of kaju katli',
        })
      )?.externalPostId,
    ).toBe(published.externalPostId);
    await expect(
      gbp.publish(tokens, location, { text: 'Call 98765 43210 to order', media: [] }),
    ).rejects.toThrow(
      expect.objectContaining({
        name: 'PermanentFailure',
        message: 'Request contains an invalid argument. Summary contains a phone number.',
      }),
    );
    await expect(gbp.publish(tokens, location, { text: 'Clip', media: [video()] })).rejects.toThrow(
      PermanentFailure,
    );
  });

  it('a YouTube video goes up by a resumable upload, titled from the caption’s first line', async () => {
    const { youtube } = googleProviders(
      { clientId: 'g', clientSecret: 'gs', base: google.url },
      fast().options,
    );
    const tokens = { ...google.oauth.tokens(), expiresAt: null };
    const published = await youtube.publish(tokens, channel, {
      text: 'How we make <soan papdi>\nFull recipe inside',
      media: [video(2048)],
    });
    expect(google.videos.at(-1)).toMatchObject({
      id: published.externalPostId,
      title: 'How we make soan papdi',
      bytes: 2048,
    });
    expect(published.postUrl).toBe(`https://www.youtube.com/watch?v=${published.externalPostId}`);
    expect(
      await youtube.findRecent(tokens, channel, {
        since: new Date(Date.now() - 5000),
        text: 'How we make <soan papdi>\nFull recipe inside',
      }),
    ).toEqual(published);
    expect(await youtube.metrics(tokens, channel, published.externalPostId)).toEqual({ engagement: 13 });
    await expect(youtube.publish(tokens, channel, { text: 'Photo', media: [image()] })).rejects.toThrow(
      PermanentFailure,
    );
  });

  it('YouTube’s daily upload limit defers the target without retrying now', async () => {
    const limited = await startGoogleFake({
      clientId: 'g',
      clientSecret: 'gs',
      redirectUris: [],
      uploadsPerDay: 0,
    });
    try {
      const { waits, options } = fast();
      const { youtube } = googleProviders({ clientId: 'g', clientSecret: 'gs', base: limited.url }, options);
      const err = await youtube
        .publish({ ...limited.oauth.tokens(), expiresAt: null }, channel, { text: 'Clip', media: [video()] })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransientFailure);
      expect((err as Error).message).toBe('The user has exceeded the number of videos they may upload.');
      expect(waits).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('a lost answer to the call that makes the post', () => {
  const cases = () => [
    {
      network: 'facebook' as const,
      app: { clientId: '42', clientSecret: 'ms', base: meta.url },
      tokens: noRefresh('unused'),
      target: {
        network: 'facebook',
        externalId: '110000000000001',
        name: 'Sharma Sweets',
        token: 'page-token-110000000000001',
      } as Target,
      match: '/feed',
      media: [image(1), image(2)],
      made: () => meta.posts.length,
      fault: meta.fault,
    },
    {
      network: 'instagram' as const,
      app: { clientId: '42', clientSecret: 'ms', base: meta.url },
      tokens: noRefresh('unused'),
      target: {
        network: 'instagram',
        externalId: '17841400000000001',
        name: 'sharmasweets',
        token: 'page-token-110000000000001',
      } as Target,
      match: '/media_publish',
      media: [image()],
      made: () => meta.posts.length,
      fault: meta.fault,
    },
    {
      network: 'linkedin' as const,
      app: { clientId: 'l', clientSecret: 'ls', base: li.url },
      tokens: { ...li.oauth.tokens(), expiresAt: null },
      target: {
        network: 'linkedin',
        externalId: 'urn:li:organization:2414183',
        name: 'Rao Textiles',
      } as Target,
      match: '/rest/posts',
      media: [],
      made: () => li.posts.length,
      fault: li.fault,
    },
    {
      network: 'google' as const,
      app: { clientId: 'g', clientSecret: 'gs', base: google.url },
      tokens: { ...google.oauth.tokens(), expiresAt: null },
      target: {
        network: 'google',
        externalId: 'accounts/111/locations/9001',
        name: 'Sharma Sweets',
      } as Target,
      match: '/localPosts',
      media: [],
      made: () => google.localPosts.length,
      fault: google.fault,
    },
  ];

  it.each(['facebook', 'instagram', 'linkedin', 'google'])(
    '%s: a 502 after the post was made finds it instead of posting it twice; one before is repeated',
    async (network) => {
      const c = cases().find((k) => k.network === network)!;
      const provider = providerFor(c.network, c.app, fast().options);
      const publish = (text: string) => provider.publish(c.tokens, c.target, { text, media: c.media });

      let before = c.made();
      c.fault({ kind: 502, match: c.match, afterHandling: true });
      const kept = await publish(`Made once though unanswered (${network})`);
      expect(c.made()).toBe(before + 1);
      expect(kept.externalPostId).toBeTruthy();

      before = c.made();
      c.fault({ kind: 502, match: c.match });
      await publish(`Refused at first, then made (${network})`);
      expect(c.made()).toBe(before + 1);
    },
  );
});

import { count, requireId } from './answers';
import { hostOf, type SocialApp } from './app';
import { socialHttp, type SocialHttp } from './http';
import { codeGrant, refreshGrant, sameText, tokenCall, withQuery } from './oauth';
import {
  PermanentFailure,
  ReconnectNeeded,
  type Auth,
  type SocialOptions,
  type SocialProvider,
  type Tokens,
} from './types';
import { type Network } from '../../../shared/social/platforms';

/**
 * Google Business Profile locations (`title`) and YouTube channels (`channelName`) on one Google
 * OAuth client (issue 13). Google returns a refresh token only when asked for offline access with
 * consent; a sign-in answered without one would fail every day from tomorrow, so it is refused at
 * once as ReconnectNeeded. GBP posts are localPosts (one photo, fetched by Google from its URL);
 * YouTube takes one video by resumable videos.insert.
 */

const GBP_SCOPES = ['https://www.googleapis.com/auth/business.manage'];
const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];

const NO_REFRESH_TOKEN =
  'Google did not give a refresh token, so the account could not stay connected. Remove the app’s access at myaccount.google.com/permissions, then connect again.';

/** Google's reasons for "over quota": they reset daily, so the post is deferred, not retried now. */
const googleReason = (body: unknown) =>
  String(
    (body as { error?: { errors?: { reason?: string }[] } } | undefined)?.error?.errors?.[0]?.reason ?? '',
  );
const rules = {
  later: (_s: number, body: unknown) =>
    ['quotaExceeded', 'dailyLimitExceeded', 'uploadLimitExceeded'].includes(googleReason(body)),
  transient: (_s: number, body: unknown) =>
    ['rateLimitExceeded', 'userRateLimitExceeded', 'backendError'].includes(googleReason(body)),
};

function googleOAuth(
  app: SocialApp,
  http: SocialHttp,
  network: Network,
  scopes: string[],
  options: SocialOptions,
) {
  const accounts = hostOf(app, 'https://accounts.google.com');
  const oauth = hostOf(app, 'https://oauth2.googleapis.com');
  const now = options.now ?? (() => new Date());
  return {
    authUrl: ({
      state,
      redirectUri,
      codeChallenge,
    }: {
      state: string;
      redirectUri: string;
      codeChallenge: string;
    }) =>
      withQuery(`${accounts}/o/oauth2/v2/auth`, {
        client_id: app.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }),
    async exchangeCode({
      code,
      redirectUri,
      codeVerifier,
    }: {
      code: string;
      redirectUri: string;
      codeVerifier: string;
    }) {
      const tokens = await tokenCall(
        http,
        network,
        {
          url: `${oauth}/token`,
          form: codeGrant(app, code, redirectUri, codeVerifier),
        },
        now(),
      );
      if (!tokens.refreshToken) throw new ReconnectNeeded(NO_REFRESH_TOKEN, network);
      return tokens;
    },
    async refresh(t: Tokens) {
      if (!t.refreshToken) throw new ReconnectNeeded(NO_REFRESH_TOKEN, network);
      // Google keeps the refresh token; its answer carries only a new access token.
      return tokenCall(
        http,
        network,
        { url: `${oauth}/token`, form: refreshGrant(app, t.refreshToken) },
        now(),
        t.refreshToken,
      );
    },
  };
}

export function googleProviders(
  app: SocialApp,
  options: SocialOptions = {},
): { google: SocialProvider; youtube: SocialProvider } {
  const accountApi = hostOf(app, 'https://mybusinessaccountmanagement.googleapis.com');
  const infoApi = hostOf(app, 'https://mybusinessbusinessinformation.googleapis.com');
  const postsApi = hostOf(app, 'https://mybusiness.googleapis.com');
  const youtubeApi = hostOf(app, 'https://www.googleapis.com');
  const now = options.now ?? (() => new Date());
  const gbp = socialHttp('google', options, rules);
  const yt = socialHttp('youtube', options, rules);

  const accountsOf = async (t: Auth) =>
    (await gbp.json<{ accounts?: { name?: string }[] }>({ url: `${accountApi}/v1/accounts`, auth: t }))
      .accounts ?? [];

  const google: SocialProvider = {
    network: 'google',
    ...googleOAuth(app, gbp, 'google', GBP_SCOPES, options),
    async listTargets(t) {
      const out = [];
      for (const account of await accountsOf(t)) {
        if (!account.name?.startsWith('accounts/')) continue;
        let pageToken: string | undefined;
        for (let page = 0; page < 20; page++) {
          const body: { locations?: { name?: string; title?: string }[]; nextPageToken?: string } =
            await gbp.json({
              url: withQuery(`${infoApi}/v1/${account.name}/locations`, {
                readMask: 'name,title',
                pageSize: '100',
                pageToken,
              }),
              auth: t,
            });
          for (const l of body.locations ?? []) {
            if (!l.name?.startsWith('locations/')) continue;
            // v4 localPosts need the account and the location together.
            out.push({
              network: 'google' as const,
              externalId: `${account.name}/${l.name}`,
              name: l.title ?? l.name,
            });
          }
          pageToken = body.nextPageToken;
          if (!pageToken) break;
        }
      }
      return out;
    },
    async validate(t) {
      await accountsOf(t);
    },
    async publish(t, target, post) {
      // Spec 01 §5: Google is hidden for videos and for more than one image; checked here too.
      if (post.media.some((m) => m.kind === 'video'))
        throw new PermanentFailure('Google Business Profile posts cannot carry a video.', 'google');
      if (post.media.length > 1)
        throw new PermanentFailure('A Google Business Profile post takes one image.', 'google');
      const since = now();
      const body = await gbp.json<{ name?: string; searchUrl?: string }>({
        url: `${postsApi}/v4/${target.externalId}/localPosts`,
        auth: t,
        alreadyDone: () => google.findRecent(t, target, { since, text: post.text }),
        json: {
          languageCode: 'en',
          summary: post.text,
          topicType: 'STANDARD',
          ...(post.media.length ? { media: [{ mediaFormat: 'PHOTO', sourceUrl: post.media[0].url }] } : {}),
        },
      });
      const id = requireId({ id: body.name }, 'google');
      return {
        externalPostId: id,
        postUrl: body.searchUrl ?? `https://www.google.com/maps?q=${encodeURIComponent(target.name)}`,
      };
    },
    async findRecent(t, target, { since, text }) {
      const body = await gbp.json<{
        localPosts?: { name: string; summary?: string; createTime?: string; searchUrl?: string }[];
      }>({
        url: `${postsApi}/v4/${target.externalId}/localPosts?pageSize=10`,
        auth: t,
      });
      const found = (body.localPosts ?? []).find(
        (p) =>
          (!p.createTime || Date.parse(p.createTime) >= since.getTime() - 60_000) &&
          sameText(p.summary, text),
      );
      return found ? { externalPostId: found.name, postUrl: found.searchUrl ?? '' } : null;
    },
    // Google Business Profile offers no per-post engagement figure to this API: best time for a
    // location falls back to the default slots (issue 13, Schedule).
    metrics: async () => ({ engagement: 0 }),
  };

  const channels = async (t: Auth) =>
    (
      await yt.json<{
        items?: { id?: string; snippet?: { title?: string; thumbnails?: { default?: { url?: string } } } }[];
      }>({
        url: `${youtubeApi}/youtube/v3/channels?part=snippet&mine=true`,
        auth: t,
      })
    ).items ?? [];

  const youtube: SocialProvider = {
    network: 'youtube',
    ...googleOAuth(app, yt, 'youtube', YOUTUBE_SCOPES, options),
    async listTargets(t) {
      return (await channels(t))
        .filter((c) => c.id)
        .map((c) => ({
          network: 'youtube' as const,
          externalId: c.id!,
          name: c.snippet?.title ?? c.id!,
          pictureUrl: c.snippet?.thumbnails?.default?.url,
        }));
    },
    async validate(t) {
      await channels(t);
    },
    async publish(t, _target, post, onProgress) {
      const video = post.media.find((m) => m.kind === 'video');
      if (!video || post.media.length !== 1)
        throw new PermanentFailure('A YouTube post is one video.', 'youtube');
      const data = await video.bytes();
      const start = await yt.call({
        url: `${youtubeApi}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
        auth: t,
        headers: { 'X-Upload-Content-Length': String(data.length), 'X-Upload-Content-Type': video.mime },
        json: {
          snippet: {
            title: youtubeTitle(post.text),
            description: post.text.replace(/[<>]/g, ''),
            categoryId: '22',
          },
          status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
        },
        answer: 'any',
      });
      const location = start.headers.get('location');
      if (!location) throw new PermanentFailure('YouTube answered without an upload address.', 'youtube');
      onProgress?.('uploading video');
      // Repeating the PUT to the session's address is safe: an upload session makes one video.
      const body = await yt.json<{ id?: string }>({
        method: 'PUT',
        url: location,
        auth: t,
        bytes: { data, type: video.mime },
        timeoutMs: 30 * 60_000,
      });
      const id = requireId(body, 'youtube');
      return { externalPostId: id, postUrl: `https://www.youtube.com/watch?v=${id}` };
    },
    async findRecent(t, target, { since, text }) {
      // The channel's uploads playlist (UU… for UC…) costs 1 quota unit; search would cost 100.
      const playlist = target.externalId.replace(/^UC/, 'UU');
      const body = await yt.json<{
        items?: {
          snippet?: {
            title?: string;
            description?: string;
            publishedAt?: string;
            resourceId?: { videoId?: string };
          };
        }[];
      }>({
        url: withQuery(`${youtubeApi}/youtube/v3/playlistItems`, {
          part: 'snippet',
          playlistId: playlist,
          maxResults: '10',
        }),
        auth: t,
      });
      const found = (body.items ?? []).find(
        (i) =>
          i.snippet?.resourceId?.videoId &&
          (!i.snippet.publishedAt || Date.parse(i.snippet.publishedAt) >= since.getTime() - 60_000) &&
          (sameText(i.snippet.description, text.replace(/[<>]/g, '')) ||
            i.snippet.title === youtubeTitle(text)),
      );
      const id = found?.snippet?.resourceId?.videoId;
      return id ? { externalPostId: id, postUrl: `https://www.youtube.com/watch?v=${id}` } : null;
    },
    async metrics(t, _target, videoId) {
      const body = await yt.json<{
        items?: { statistics?: { likeCount?: string; commentCount?: string } }[];
      }>({
        url: `${youtubeApi}/youtube/v3/videos?part=statistics&id=${encodeURIComponent(videoId)}`,
        auth: t,
      });
      const s = body.items?.[0]?.statistics;
      return { engagement: count(s?.likeCount) + count(s?.commentCount) };
    },
  };

  return { google, youtube };
}

/** YouTube titles: at most 100 characters, no < or >; the caption's first line. */
export function youtubeTitle(text: string): string {
  const line =
    text
      .split('\n')
      .find((l) => l.trim())
      ?.replace(/[<>]/g, '')
      .trim() ?? '';
  return [...line].slice(0, 100).join('') || 'Video';
}

/**
 * Test connection: Google has no app-only check either, so this trades a code that does not
 * exist: a wrong client is `invalid_client`, a right one's code `invalid_grant`.
 */
export async function checkGoogleApp(app: SocialApp, options: SocialOptions = {}): Promise<void> {
  const { google } = googleProviders(app, { ...options, retryWaitMs: 0 });
  await google
    .exchangeCode({
      code: 'bizsuite-connection-test',
      redirectUri: 'http://127.0.0.1/connection-test',
      codeVerifier: 'x'.repeat(43),
    })
    .catch((err) => {
      if (!(err instanceof ReconnectNeeded)) throw err;
    });
}

import { count, requireId } from './answers';
import { hostOf, type SocialApp } from './app';
import { socialHttp } from './http';
import { basicAuth, sameText, tokenCall, withQuery } from './oauth';
import {
  PermanentFailure,
  ReconnectNeeded,
  TransientFailure,
  type Media,
  type SocialOptions,
  type SocialProvider,
} from './types';

/**
 * X through OAuth 2.0 with PKCE (authorize at twitter.com/i/oauth2/authorize, tokens at
 * api.x.com/2/oauth2/token with the client's Basic auth), media upload v2 and POST /2/tweets.
 * Access tokens last two hours; the refresh token is single use and comes back new with each
 * refresh, so the caller refreshes one account at a time and keeps the answer (issue 13).
 */

const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'];
/** Spec 01 §9: X takes 4 images or one video. */
export const X_IMAGE_MAX = 4;
const CHUNK = 4 * 1024 * 1024;

interface ProcessingInfo {
  state?: string;
  check_after_secs?: number;
  error?: { message?: string };
}

export function xProvider(app: SocialApp, options: SocialOptions = {}): SocialProvider {
  const site = hostOf(app, 'https://twitter.com');
  const api = hostOf(app, 'https://api.x.com');
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxPolls = options.maxPolls ?? 120;
  const http = socialHttp('x', options);
  const basic = { Authorization: basicAuth(app.clientId, app.clientSecret) };

  async function me(t: Parameters<SocialProvider['validate']>[0]) {
    const body = await http.json<{
      data?: { id: string; username: string; name?: string; profile_image_url?: string };
    }>({
      url: `${api}/2/users/me?user.fields=profile_image_url`,
      auth: t,
    });
    if (!body.data?.id) throw new PermanentFailure('X answered without the signed-in user.', 'x');
    return body.data;
  }

  async function upload(
    t: Parameters<SocialProvider['validate']>[0],
    m: Media,
    onProgress?: (s: string) => void,
  ) {
    const data = await m.bytes();
    if (m.kind === 'image') {
      const form = new FormData();
      form.set('media', new Blob([new Uint8Array(data)], { type: m.mime }), 'media');
      form.set('media_category', 'tweet_image');
      form.set('media_type', m.mime);
      const body = await http.json<{ data?: { id?: string } }>({
        url: `${api}/2/media/upload`,
        auth: t,
        multipart: form,
        timeoutMs: 120_000,
      });
      return requireId(body.data, 'x');
    }
    // Videos go in chunks, then X processes them before a post may use them.
    const init = await http.json<{ data?: { id?: string } }>({
      url: `${api}/2/media/upload/initialize`,
      auth: t,
      json: { media_type: m.mime, total_bytes: data.length, media_category: 'tweet_video' },
    });
    const id = requireId(init.data, 'x');
    for (let i = 0, offset = 0; offset < data.length; i++, offset += CHUNK) {
      onProgress?.(`uploading video part ${i + 1} of ${Math.ceil(data.length / CHUNK)}`);
      const form = new FormData();
      form.set('media', new Blob([new Uint8Array(data.subarray(offset, offset + CHUNK))]), 'media');
      form.set('segment_index', String(i));
      await http.call({
        url: `${api}/2/media/upload/${id}/append`,
        auth: t,
        multipart: form,
        answer: 'any',
        timeoutMs: 300_000,
      });
    }
    const done = await http.json<{ data?: { processing_info?: ProcessingInfo } }>({
      url: `${api}/2/media/upload/${id}/finalize`,
      auth: t,
      method: 'POST',
    });
    let info = done.data?.processing_info;
    for (let poll = 0; info && info.state !== 'succeeded'; poll++) {
      if (info.state === 'failed')
        throw new PermanentFailure(info.error?.message ?? 'X could not process the video.', 'x');
      if (poll >= maxPolls)
        throw new TransientFailure(
          'X is still processing the video; it will be tried again.',
          undefined,
          'x',
        );
      onProgress?.('X is processing the video');
      await sleep((info.check_after_secs ?? 5) * 1000);
      const status = await http.json<{ data?: { processing_info?: ProcessingInfo } }>({
        url: withQuery(`${api}/2/media/upload`, { command: 'STATUS', media_id: id }),
        auth: t,
      });
      info = status.data?.processing_info ?? { state: 'succeeded' };
    }
    return id;
  }

  const provider: SocialProvider = {
    network: 'x',
    authUrl: ({ state, redirectUri, codeChallenge }) =>
      withQuery(`${site}/i/oauth2/authorize`, {
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }),
    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      tokenCall(
        http,
        'x',
        {
          url: `${api}/2/oauth2/token`,
          headers: basic,
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            code_verifier: codeVerifier,
            client_id: app.clientId,
          },
        },
        now(),
      ),
    async refresh(t) {
      if (!t.refreshToken)
        throw new ReconnectNeeded('This X account has no refresh token; connect it again.', 'x');
      return tokenCall(
        http,
        'x',
        {
          url: `${api}/2/oauth2/token`,
          headers: basic,
          form: { grant_type: 'refresh_token', refresh_token: t.refreshToken, client_id: app.clientId },
        },
        now(),
      );
    },
    async listTargets(t) {
      const user = await me(t);
      return [
        {
          network: 'x',
          externalId: user.id,
          name: user.username,
          pictureUrl: user.profile_image_url,
          meta: user.name ? { displayName: user.name } : undefined,
        },
      ];
    },
    async validate(t) {
      await me(t);
    },
    async publish(t, target, post, onProgress) {
      const videos = post.media.filter((m) => m.kind === 'video').length;
      if (videos > 1 || (videos && post.media.length > 1))
        throw new PermanentFailure('A post on X takes one video, or up to 4 images.', 'x');
      if (post.media.length > X_IMAGE_MAX)
        throw new PermanentFailure('A post on X takes up to 4 images.', 'x');
      const mediaIds: string[] = [];
      for (const [i, m] of post.media.entries()) {
        onProgress?.(`uploading media ${i + 1} of ${post.media.length}`);
        mediaIds.push(await upload(t, m, onProgress));
      }
      const started = now();
      let repeated = false;
      const body = await http
        .json<{ data?: { id?: string } }>({
          url: `${api}/2/tweets`,
          auth: t,
          json: { text: post.text, ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}) },
          onRetry: () => (repeated = true),
        })
        .catch(async (err: unknown) => {
          // A retried POST whose first try went through (the answer was lost) is refused as a
          // duplicate: that post is ours, made just now.
          if (!repeated || !(err instanceof PermanentFailure) || !/duplicate content/i.test(err.message))
            throw err;
          const mine = await provider.findRecent(t, target, { since: started, text: post.text });
          if (!mine) throw err;
          return { data: { id: mine.externalPostId } };
        });
      const id = requireId(body.data, 'x');
      return { externalPostId: id, postUrl: `https://x.com/${target.name}/status/${id}` };
    },
    async findRecent(t, target, { since, text }) {
      const body = await http.json<{ data?: { id: string; text?: string }[] }>({
        url: withQuery(`${api}/2/users/${encodeURIComponent(target.externalId)}/tweets`, {
          max_results: '10',
          start_time: new Date(since.getTime() - 60_000).toISOString(),
          'tweet.fields': 'created_at',
        }),
        auth: t,
      });
      const found = (body.data ?? []).find((p) => sameText(p.text, text));
      return found
        ? { externalPostId: found.id, postUrl: `https://x.com/${target.name}/status/${found.id}` }
        : null;
    },
    async metrics(t, _target, postId) {
      const body = await http.json<{ data?: { public_metrics?: Record<string, number> } }>({
        url: `${api}/2/tweets/${encodeURIComponent(postId)}?tweet.fields=public_metrics`,
        auth: t,
      });
      const m = body.data?.public_metrics ?? {};
      return {
        engagement:
          count(m.like_count) + count(m.retweet_count) + count(m.reply_count) + count(m.quote_count),
      };
    },
  };
  return provider;
}

/**
 * Test connection. X has no call that checks a client id and secret alone, so this refreshes a
 * token that does not exist: X refuses a wrong client as `unauthorized_client` and a right one's
 * bogus token as `invalid_request`.
 */
export async function checkXApp(app: SocialApp, options: SocialOptions = {}): Promise<void> {
  const provider = xProvider(app, { ...options, retryWaitMs: 0 });
  await provider
    .refresh({ accessToken: '', refreshToken: 'bizsuite-connection-test', expiresAt: null })
    .catch((err) => {
      if (err instanceof PermanentFailure) throw err;
      // A refused token means X accepted the client (ReconnectNeeded); anything else goes up.
      if (!(err instanceof ReconnectNeeded)) throw err;
    });
}

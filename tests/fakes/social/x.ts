import { oauthFake } from './oauth';
import { basicOf, bearerOf, startSocialFake, type FakeRequest, type Reply } from './server';

/**
 * A fake of X's API v2 as our client uses it: OAuth 2.0 token endpoint (Basic client auth, PKCE,
 * single-use rotating refresh tokens refused on reuse with X's own body), /2/users/me, media
 * upload v2 (simple, and chunked for video with processing), POST /2/tweets with the 280
 * weighted-character limit, duplicate refusal and 200 posts per 15 minutes, the user's timeline
 * and public metrics. Error bodies are X's problem shape (`title`, `detail`, `type`, `status`).
 */

export const X_REUSED_REFRESH = {
  error: 'invalid_request',
  error_description: 'Value passed for the token was invalid.',
};

const problem = (status: number) =>
  status === 401
    ? { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }
    : status === 429
      ? { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 }
      : { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status };

/** X's weighted length: links count 23, most Latin text 1, other characters (CJK, emoji) 2. */
export function weightedLength(text: string): number {
  let n = 0;
  const rest = text.replace(/https?:\/\/\S+/g, () => {
    n += 23;
    return '';
  });
  for (const ch of rest) {
    const c = ch.codePointAt(0)!;
    n +=
      c <= 4351 || (c >= 8192 && c <= 8205) || (c >= 8208 && c <= 8223) || (c >= 8242 && c <= 8247) ? 1 : 2;
  }
  return n;
}

export interface XFakeOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  user?: { id: string; username: string; name: string };
  accessTtlSec?: number;
}

export async function startXFake(options: XFakeOptions) {
  const user = options.user ?? {
    id: '1500000000000000001',
    username: 'bizsuite_shop',
    name: 'BizSuite Shop',
  };
  const oauth = oauthFake({
    prefix: 'x',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUris: options.redirectUris,
    pkce: true,
    accessTtlSec: options.accessTtlSec ?? 7200,
    refresh: 'rotate',
  });
  const posts: { id: string; text: string; mediaIds: string[]; createdAt: Date }[] = [];
  const media = new Map<
    string,
    { kind: 'image' | 'video'; bytes: number; polls: number; finalized: boolean }
  >();
  const metrics = new Map<
    string,
    { like_count: number; retweet_count: number; reply_count: number; quote_count: number }
  >();
  const state = { postWindowStart: Date.now(), postsInWindow: 0 };
  /** How many STATUS polls a video stays in_progress. */
  const script = { videoPolls: 0 };
  let ids = 1_800_000_000_000_000_000n;
  const nextId = () => String(++ids);

  function token(req: FakeRequest): Reply {
    const client = basicOf(req);
    if (!client || !oauth.clientOk(client.id, client.secret))
      return {
        status: 401,
        body: { error: 'unauthorized_client', error_description: 'Missing valid authorization header' },
      };
    const form = req.form ?? new URLSearchParams();
    const grant =
      form.get('grant_type') === 'authorization_code'
        ? oauth.exchange({
            code: form.get('code') ?? '',
            redirectUri: form.get('redirect_uri') ?? '',
            verifier: form.get('code_verifier') ?? '',
          })
        : form.get('grant_type') === 'refresh_token'
          ? oauth.refreshGrant(form.get('refresh_token') ?? '')
          : ({
              ok: false,
              error: 'invalid_request',
              description: 'Missing required parameter [grant_type].',
            } as const);
    if (grant.ok) return { status: 200, body: grant.body };
    // X answers a bad code and a used or unknown refresh token alike.
    return {
      status: 400,
      body:
        grant.error === 'invalid_grant' && grant.description.includes('revoked')
          ? { error: 'invalid_grant', error_description: grant.description }
          : X_REUSED_REFRESH,
    };
  }

  const handler = async (req: FakeRequest): Promise<Reply> => {
    if (req.path === '/2/oauth2/token' && req.method === 'POST') return token(req);
    if (oauth.check(bearerOf(req)) !== 'ok') return { status: 401, body: problem(401) };

    if (req.path === '/2/users/me')
      return {
        status: 200,
        body: {
          data: { ...user, profile_image_url: 'https://pbs.twimg.com/profile_images/1/me_normal.jpg' },
        },
      };

    if (req.path === '/2/media/upload' && req.method === 'POST') {
      const file = req.multipart?.get('media');
      if (!(file instanceof Blob) || !file.size)
        return {
          status: 400,
          body: {
            errors: [{ message: 'media must be provided' }],
            title: 'Invalid Request',
            detail: 'One or more parameters to your request was invalid.',
            type: 'https://api.twitter.com/2/problems/invalid-request',
          },
        };
      if (file.size > 5 * 1024 * 1024)
        return {
          status: 400,
          body: {
            errors: [{ message: 'File size exceeds 5242880 bytes.' }],
            title: 'Invalid Request',
            detail: 'One or more parameters to your request was invalid.',
            type: 'https://api.twitter.com/2/problems/invalid-request',
          },
        };
      const id = nextId();
      media.set(id, { kind: 'image', bytes: file.size, polls: 0, finalized: true });
      return {
        status: 200,
        body: {
          data: {
            id,
            media_key: `3_${id}`,
            size: file.size,
            expires_after_secs: 86400,
            image: { image_type: 'image/jpeg', w: 1, h: 1 },
          },
        },
      };
    }
    if (req.path === '/2/media/upload' && req.method === 'GET') {
      const m = media.get(req.query.get('media_id') ?? '');
      if (!m)
        return {
          status: 400,
          body: {
            errors: [{ message: 'Invalid media_id' }],
            title: 'Invalid Request',
            detail: 'Invalid media_id',
            type: 'about:blank',
          },
        };
      const done = m.polls >= script.videoPolls;
      m.polls += 1;
      return {
        status: 200,
        body: {
          data: {
            id: req.query.get('media_id'),
            processing_info: done
              ? { state: 'succeeded', progress_percent: 100 }
              : { state: 'in_progress', check_after_secs: 1, progress_percent: 50 },
          },
        },
      };
    }
    if (req.path === '/2/media/upload/initialize') {
      const id = nextId();
      media.set(id, { kind: 'video', bytes: 0, polls: 0, finalized: false });
      return { status: 200, body: { data: { id, media_key: `7_${id}`, expires_after_secs: 86400 } } };
    }
    const chunk = req.path.match(/^\/2\/media\/upload\/(\d+)\/(append|finalize)$/);
    if (chunk) {
      const m = media.get(chunk[1]);
      if (!m)
        return {
          status: 400,
          body: {
            errors: [{ message: 'Invalid media_id' }],
            title: 'Invalid Request',
            detail: 'Invalid media_id',
            type: 'about:blank',
          },
        };
      if (chunk[2] === 'append') {
        const part = req.multipart?.get('media');
        m.bytes += part instanceof Blob ? part.size : 0;
        return { status: 204 };
      }
      m.finalized = true;
      return {
        status: 200,
        body: {
          data: {
            id: chunk[1],
            media_key: `7_${chunk[1]}`,
            size: m.bytes,
            processing_info: { state: 'pending', check_after_secs: 1 },
          },
        },
      };
    }

    if (req.path === '/2/tweets' && req.method === 'POST') {
      const text = String(req.json?.text ?? '');
      const mediaIds: string[] = req.json?.media?.media_ids ?? [];
      if (Date.now() - state.postWindowStart > 15 * 60_000)
        Object.assign(state, { postWindowStart: Date.now(), postsInWindow: 0 });
      if (state.postsInWindow >= 200)
        return {
          status: 429,
          body: problem(429),
          headers: { 'x-rate-limit-reset': String(Math.ceil((state.postWindowStart + 15 * 60_000) / 1000)) },
        };
      if (weightedLength(text) > 280)
        return {
          status: 400,
          body: {
            errors: [
              {
                parameters: { text: [text] },
                message:
                  'Your Tweet text is too long. For more information on how X counts characters, see https://docs.x.com/fundamentals/counting-characters.',
              },
            ],
            title: 'Invalid Request',
            detail: 'One or more parameters to your request was invalid.',
            type: 'https://api.twitter.com/2/problems/invalid-request',
          },
        };
      if (mediaIds.some((id) => !media.get(id)?.finalized))
        return {
          status: 400,
          body: {
            errors: [{ message: 'Your media IDs are invalid.' }],
            title: 'Invalid Request',
            detail: 'One or more parameters to your request was invalid.',
            type: 'https://api.twitter.com/2/problems/invalid-request',
          },
        };
      if (posts.some((p) => p.text === text && text))
        return {
          status: 403,
          body: {
            detail: 'You are not allowed to create a Tweet with duplicate content.',
            type: 'about:blank',
            title: 'Forbidden',
            status: 403,
          },
        };
      const id = nextId();
      posts.push({ id, text, mediaIds, createdAt: new Date() });
      state.postsInWindow += 1;
      return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
    }

    const timeline = req.path.match(/^\/2\/users\/(\d+)\/tweets$/);
    if (timeline) {
      const since = Date.parse(req.query.get('start_time') ?? '') || 0;
      const data = posts
        .filter((p) => timeline[1] === user.id && p.createdAt.getTime() >= since)
        .reverse()
        .slice(0, Number(req.query.get('max_results') ?? 10))
        .map((p) => ({
          id: p.id,
          text: p.text,
          created_at: p.createdAt.toISOString(),
          edit_history_tweet_ids: [p.id],
        }));
      return {
        status: 200,
        body: data.length ? { data, meta: { result_count: data.length } } : { meta: { result_count: 0 } },
      };
    }
    const tweet = req.path.match(/^\/2\/tweets\/(\d+)$/);
    if (tweet && req.method === 'GET') {
      const p = posts.find((x) => x.id === tweet[1]);
      if (!p)
        return {
          status: 200,
          body: {
            errors: [
              {
                value: tweet[1],
                detail: `Could not find tweet with id: [${tweet[1]}].`,
                title: 'Not Found Error',
                type: 'https://api.twitter.com/2/problems/resource-not-found',
              },
            ],
          },
        };
      return {
        status: 200,
        body: {
          data: {
            id: p.id,
            text: p.text,
            public_metrics: metrics.get(p.id) ?? {
              like_count: 0,
              retweet_count: 0,
              reply_count: 0,
              quote_count: 0,
            },
          },
        },
      };
    }
    return {
      status: 404,
      body: {
        title: 'Not Found Error',
        detail: `Unknown path ${req.path}`,
        type: 'about:blank',
        status: 404,
      },
    };
  };

  const fake = await startSocialFake(handler, problem);
  return {
    ...fake,
    oauth,
    user,
    /** Every post X received. */
    posts,
    media,
    metrics,
    script,
  };
}

export type XFake = Awaited<ReturnType<typeof startXFake>>;

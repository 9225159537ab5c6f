import type { SocialApp } from './app';
import { hostOf } from './app';
import { count, requireId } from './answers';
import { socialHttp, type SocialHttp } from './http';
import { oauthRefusal, sameText, withQuery } from './oauth';
import {
  PermanentFailure,
  ReconnectNeeded,
  TransientFailure,
  type Auth,
  type Media,
  type SocialOptions,
  type SocialProvider,
  type Tokens,
} from './types';

/**
 * Facebook pages and their Instagram business accounts through the Graph API v21 (issue 13):
 * pages from /me/accounts with their own tokens and `instagram_business_account`; Instagram posts
 * are containers polled until `status_code` is FINISHED (videos take minutes), then
 * `/media_publish`, whose "Media ID is not available" means "not yet", not "failed".
 * Meta gives no refresh token: the 60-day user token is exchanged for a fresh one while it works.
 */

const VERSION = 'v21.0';
const SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'business_management',
  'instagram_basic',
  'instagram_content_publish',
];
/** Instagram's carousel limit (issue 13, posting rules). */
export const IG_CAROUSEL_MAX = 10;

/** Graph marks an unusable token with code 190 (often on a 400), rate limits with 4, 17, 32, 613 or `is_transient`. */
const graphError = (body: unknown) => (body as { error?: Record<string, unknown> } | undefined)?.error ?? {};
const rules = {
  unauthorized: (_s: number, body: unknown) => graphError(body).code === 190,
  /** Instagram's 50 posts a day (code 9, subcode 2207042): hours away, the job defers the target. */
  later: (_s: number, body: unknown) =>
    graphError(body).code === 9 && graphError(body).error_subcode === 2207042,
  transient: (_s: number, body: unknown) => {
    const e = graphError(body);
    return e.is_transient === true || [2, 4, 17, 32, 341, 613].includes(Number(e.code));
  },
};

/** Instagram's "Media ID is not available" (code 9007, subcode 2207027): the container is not ready yet. */
class NotReadyYet extends TransientFailure {}
const mediaNotReady = (body: unknown) => {
  const e = graphError(body);
  return (
    e.code === 9007 ||
    e.error_subcode === 2207027 ||
    /media id is not available/i.test(String(e.message ?? ''))
  );
};

interface Page {
  id: string;
  name: string;
  access_token?: string;
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; profile_picture_url?: string };
}

export function metaProviders(
  app: SocialApp,
  options: SocialOptions = {},
): { facebook: SocialProvider; instagram: SocialProvider } {
  const www = `${hostOf(app, 'https://www.facebook.com')}/${VERSION}`;
  const graph = `${hostOf(app, 'https://graph.facebook.com')}/${VERSION}`;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const pollMs = options.pollIntervalMs ?? 5_000;
  const maxPolls = options.maxPolls ?? 120;
  const fb = socialHttp('facebook', options, rules);
  const ig = socialHttp('instagram', options, rules);

  /** A long-lived (about 60 days) user token for a short-lived one or for itself. */
  async function longLived(http: SocialHttp, token: string): Promise<Tokens> {
    const body = await http.json<{ access_token?: string; expires_in?: number }>({
      url: withQuery(`${graph}/oauth/access_token`, {
        grant_type: 'fb_exchange_token',
        client_id: app.clientId,
        client_secret: app.clientSecret,
        fb_exchange_token: token,
      }),
      classify: (status, answer, message) =>
        graphError(answer).code === 190 ? new ReconnectNeeded(message, 'facebook', status) : undefined,
    });
    if (!body.access_token)
      throw new PermanentFailure('Facebook answered without an access token.', 'facebook');
    const expiresIn = Number(body.expires_in);
    return {
      accessToken: body.access_token,
      refreshToken: null,
      expiresAt: expiresIn > 0 ? new Date(now().getTime() + expiresIn * 1000) : null,
    };
  }

  async function pages(http: SocialHttp, t: Auth): Promise<Page[]> {
    const out: Page[] = [];
    let url: string | undefined = withQuery(`${graph}/me/accounts`, {
      fields: 'id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}',
      limit: '100',
    });
    // Paging by `paging.next`, kept on our host (a fake or proxy answers its own links).
    for (let i = 0; url && i < 20; i++) {
      const body: { data?: Page[]; paging?: { next?: string } } = await http.json({ url, auth: t });
      out.push(...(body.data ?? []).filter((p) => p && typeof p.id === 'string'));
      const next = body.paging?.next;
      url = next
        ? `${graph}${new URL(next).pathname.replace(/^\/v[\d.]+/, '')}${new URL(next).search}`
        : undefined;
    }
    return out;
  }

  const common = (http: SocialHttp) => ({
    authUrl: ({ state, redirectUri }: { state: string; redirectUri: string }) =>
      withQuery(`${www}/dialog/oauth`, {
        client_id: app.clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: SCOPES.join(','),
      }),
    async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }) {
      const body = await http.json<{ access_token?: string }>({
        url: withQuery(`${graph}/oauth/access_token`, {
          client_id: app.clientId,
          client_secret: app.clientSecret,
          redirect_uri: redirectUri,
          code,
        }),
        classify: (status, answer, message) =>
          graphError(answer).code === 100 || graphError(answer).code === 190
            ? new ReconnectNeeded(message, http === fb ? 'facebook' : 'instagram', status)
            : oauthRefusal('facebook', status, answer, message),
      });
      if (!body.access_token)
        throw new PermanentFailure('Facebook answered without an access token.', 'facebook');
      return longLived(http, body.access_token);
    },
    /** Also turns the JS SDK's short-lived token (FBPagesAndTokens) into a long-lived one. */
    refresh: (t: Tokens) => longLived(http, t.accessToken),
    async validate(t: Auth) {
      await http.json({ url: `${graph}/me?fields=id`, auth: t });
    },
  });

  const facebook: SocialProvider = {
    network: 'facebook',
    ...common(fb),
    async listTargets(t) {
      return (await pages(fb, t)).map((p) => ({
        network: 'facebook',
        externalId: p.id,
        name: p.name,
        pictureUrl: p.picture?.data?.url,
        token: p.access_token,
      }));
    },
    async publish(t, target, post, onProgress) {
      const bearer = target.token ?? t.accessToken;
      const page = `${graph}/${encodeURIComponent(target.externalId)}`;
      const videos = post.media.filter((m) => m.kind === 'video');
      if (videos.length > 1 || (videos.length && post.media.length > 1))
        throw new PermanentFailure('A Facebook post takes one video, or images.', 'facebook');
      // The last call makes the post; a lost answer is checked on the page before any repeat.
      const since = now();
      const alreadyDone = () => facebook.findRecent(t, target, { since, text: post.text });
      let id: string;
      if (videos.length) {
        onProgress?.('uploading video');
        const body = await fb.json<{ id: string }>({
          url: `${page}/videos`,
          bearer,
          json: { file_url: videos[0].url, description: post.text },
          timeoutMs: 300_000,
          alreadyDone,
        });
        id = requireId(body, 'facebook');
        return { externalPostId: id, postUrl: `https://www.facebook.com/${target.externalId}/videos/${id}` };
      }
      if (post.media.length === 1) {
        const body = await fb.json<{ id: string; post_id?: string }>({
          url: `${page}/photos`,
          bearer,
          json: { url: post.media[0].url, caption: post.text },
          alreadyDone,
        });
        id = body.post_id ?? requireId(body, 'facebook');
      } else {
        const attached: string[] = [];
        for (const [i, m] of post.media.entries()) {
          onProgress?.(`uploading image ${i + 1} of ${post.media.length}`);
          const photo = await fb.json<{ id: string }>({
            url: `${page}/photos`,
            bearer,
            json: { url: m.url, published: false },
          });
          attached.push(requireId(photo, 'facebook'));
        }
        const body = await fb.json<{ id: string }>({
          url: `${page}/feed`,
          bearer,
          json: {
            message: post.text,
            ...(attached.length ? { attached_media: attached.map((media_fbid) => ({ media_fbid })) } : {}),
          },
          alreadyDone,
        });
        id = requireId(body, 'facebook');
      }
      return { externalPostId: id, postUrl: `https://www.facebook.com/${id}` };
    },
    async findRecent(t, target, { since, text }) {
      const body = await fb.json<{ data?: { id: string; message?: string; permalink_url?: string }[] }>({
        url: withQuery(`${graph}/${encodeURIComponent(target.externalId)}/posts`, {
          fields: 'id,message,created_time,permalink_url',
          since: String(Math.floor(since.getTime() / 1000)),
          limit: '25',
        }),
        bearer: target.token ?? t.accessToken,
      });
      const found = (body.data ?? []).find((p) => sameText(p.message, text));
      return found
        ? { externalPostId: found.id, postUrl: found.permalink_url ?? `https://www.facebook.com/${found.id}` }
        : null;
    },
    async metrics(t, target, postId) {
      const body = await fb.json<Record<string, any>>({
        url: withQuery(`${graph}/${encodeURIComponent(postId)}`, {
          fields: 'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares',
        }),
        bearer: target.token ?? t.accessToken,
      });
      return {
        engagement:
          count(body.reactions?.summary?.total_count) +
          count(body.comments?.summary?.total_count) +
          count(body.shares?.count),
      };
    },
  };

  /** Polls a container until FINISHED; ERROR and EXPIRED are Instagram's refusal. */
  async function ready(bearer: string, container: string, onProgress?: (s: string) => void) {
    for (let poll = 0; poll < maxPolls; poll++) {
      const body = await ig.json<{ status_code?: string; status?: string }>({
        url: withQuery(`${graph}/${encodeURIComponent(container)}`, { fields: 'status_code,status' }),
        bearer,
      });
      if (body.status_code === 'FINISHED' || body.status_code === 'PUBLISHED') return;
      if (body.status_code === 'ERROR' || body.status_code === 'EXPIRED')
        throw new PermanentFailure(
          `Instagram could not process the media${body.status ? `: ${body.status}` : '.'}`,
          'instagram',
        );
      if (body.status_code !== 'IN_PROGRESS')
        throw new PermanentFailure(
          `Instagram answered something unexpected for the media's status (${String(body.status_code)}).`,
          'instagram',
        );
      onProgress?.('Instagram is processing the media');
      await sleep(pollMs);
    }
    throw new TransientFailure(
      'Instagram is still processing the media; it will be tried again.',
      undefined,
      'instagram',
    );
  }

  async function container(bearer: string, user: string, fields: Record<string, unknown>) {
    return requireId(
      await ig.json<{ id: string }>({
        url: `${graph}/${encodeURIComponent(user)}/media`,
        bearer,
        json: fields,
      }),
      'instagram',
    );
  }

  const mediaFields = (m: Media, inCarousel: boolean) =>
    m.kind === 'video'
      ? { media_type: inCarousel ? 'VIDEO' : 'REELS', video_url: m.url }
      : { image_url: m.url };

  const instagram: SocialProvider = {
    network: 'instagram',
    ...common(ig),
    async listTargets(t) {
      return (await pages(ig, t))
        .filter((p) => p.instagram_business_account?.id)
        .map((p) => ({
          network: 'instagram',
          externalId: p.instagram_business_account!.id,
          name: p.instagram_business_account!.username ?? p.name,
          pictureUrl: p.instagram_business_account!.profile_picture_url,
          token: p.access_token,
          meta: { pageId: p.id, pageName: p.name },
        }));
    },
    async publish(t, target, post, onProgress) {
      const bearer = target.token ?? t.accessToken;
      const user = target.externalId;
      if (!post.media.length) throw new PermanentFailure('Instagram needs an image or a video.', 'instagram');
      if (post.media.length > IG_CAROUSEL_MAX)
        throw new PermanentFailure(
          `Instagram takes at most ${IG_CAROUSEL_MAX} items in a carousel.`,
          'instagram',
        );
      let creation: string;
      if (post.media.length === 1) {
        creation = await container(bearer, user, {
          ...mediaFields(post.media[0], false),
          caption: post.text,
        });
      } else {
        const children: string[] = [];
        for (const [i, m] of post.media.entries()) {
          onProgress?.(`preparing item ${i + 1} of ${post.media.length}`);
          const child = await container(bearer, user, { ...mediaFields(m, true), is_carousel_item: true });
          await ready(bearer, child, onProgress);
          children.push(child);
        }
        creation = await container(bearer, user, {
          media_type: 'CAROUSEL',
          children: children.join(','),
          caption: post.text,
        });
      }
      await ready(bearer, creation, onProgress);

      const since = now();
      let published: { id: string } | undefined;
      for (let tries = 0; !published; tries++) {
        try {
          published = await ig.json<{ id: string }>({
            url: `${graph}/${encodeURIComponent(user)}/media_publish`,
            bearer,
            json: { creation_id: creation },
            alreadyDone: () => instagram.findRecent(t, target, { since, text: post.text }),
            classify: (status, body, message) =>
              mediaNotReady(body) ? new NotReadyYet(message, undefined, 'instagram', status) : undefined,
          });
        } catch (err) {
          if (!(err instanceof NotReadyYet) || tries + 1 >= maxPolls) throw err;
          onProgress?.('waiting for Instagram to finish the media');
          await sleep(pollMs);
        }
      }
      const id = requireId(published, 'instagram');
      const link = await ig
        .json<{ permalink?: string }>({
          url: withQuery(`${graph}/${encodeURIComponent(id)}`, { fields: 'permalink' }),
          bearer,
        })
        .catch(() => ({ permalink: undefined }));
      return { externalPostId: id, postUrl: link.permalink ?? `https://www.instagram.com/${target.name}/` };
    },
    async findRecent(t, target, { since, text }) {
      const body = await ig.json<{
        data?: { id: string; caption?: string; timestamp?: string; permalink?: string }[];
      }>({
        url: withQuery(`${graph}/${encodeURIComponent(target.externalId)}/media`, {
          fields: 'id,caption,timestamp,permalink',
          limit: '25',
        }),
        bearer: target.token ?? t.accessToken,
      });
      const found = (body.data ?? []).find(
        (m) =>
          (!m.timestamp || Date.parse(m.timestamp) >= since.getTime() - 60_000) && sameText(m.caption, text),
      );
      return found
        ? {
            externalPostId: found.id,
            postUrl: found.permalink ?? `https://www.instagram.com/${target.name}/`,
          }
        : null;
    },
    async metrics(t, target, postId) {
      const body = await ig.json<{ like_count?: number; comments_count?: number }>({
        url: withQuery(`${graph}/${encodeURIComponent(postId)}`, { fields: 'like_count,comments_count' }),
        bearer: target.token ?? t.accessToken,
      });
      return { engagement: count(body.like_count) + count(body.comments_count) };
    },
  };

  return { facebook, instagram };
}

/** Test connection: an app token by client_credentials needs a valid app id and secret and nothing else. */
export async function checkMetaApp(app: SocialApp, options: SocialOptions = {}): Promise<void> {
  const graph = `${hostOf(app, 'https://graph.facebook.com')}/${VERSION}`;
  await socialHttp('facebook', { ...options, retryWaitMs: 0 }).json({
    url: withQuery(`${graph}/oauth/access_token`, {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'client_credentials',
    }),
  });
}

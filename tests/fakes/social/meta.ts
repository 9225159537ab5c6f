import { oauthFake } from './oauth';
import { bearerOf, startSocialFake, type FakeRequest, type Reply } from './server';

/**
 * A fake of the Graph API v21 as our client uses it: the OAuth code exchange (exact redirect_uri),
 * long-lived token exchange and app tokens, /me/accounts with page tokens and Instagram business
 * accounts, page feed/photos/videos, Instagram containers that stay IN_PROGRESS as many polls as
 * a test says, media_publish answering "Media ID is not available" when told or when the container
 * is not finished, and Instagram's 50 published posts a day. Errors in Graph's envelope.
 */

const graphError = (message: string, code: number, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEfGh123', ...extra },
});

const faultBody = (status: number) =>
  status === 401
    ? graphError(
        'Error validating access token: Session has expired on Monday, 23-Nov-26 10:00:00 PST.',
        190,
        { error_subcode: 463 },
      )
    : status === 429
      ? graphError('(#4) Application request limit reached', 4, { is_transient: true })
      : graphError('An unexpected error has occurred. Please retry your request later.', 2, {
          is_transient: true,
        });

export const MEDIA_NOT_READY = graphError('Media ID is not available', 9007, {
  error_subcode: 2207027,
  is_transient: false,
  error_user_title: 'Media not ready for publishing',
  error_user_msg: 'The media is not ready for publishing, please wait for a moment',
});

export interface MetaFakeOptions {
  appId: string;
  appSecret: string;
  redirectUris: string[];
  userId?: string;
  pages?: { id: string; name: string; instagram?: { id: string; username: string } }[];
}

interface Container {
  id: string;
  owner: string;
  fields: Record<string, unknown>;
  pollsLeft: number;
  published: boolean;
}

export async function startMetaFake(options: MetaFakeOptions) {
  const userId = options.userId ?? '10230000000000001';
  const pages = options.pages ?? [
    {
      id: '110000000000001',
      name: 'Sharma Sweets',
      instagram: { id: '17841400000000001', username: 'sharmasweets' },
    },
    { id: '110000000000002', name: 'Sharma Catering' },
  ];
  const oauth = oauthFake({
    prefix: 'fb',
    clientId: options.appId,
    clientSecret: options.appSecret,
    redirectUris: options.redirectUris,
    pkce: false,
    accessTtlSec: 3600,
    refresh: 'none',
  });
  const pageToken = (id: string) => `page-token-${id}`;
  const longLived = new Set<string>();
  const containers = new Map<string, Container>();
  /** Everything published: page posts and Instagram media. */
  const posts: {
    id: string;
    on: string;
    network: 'facebook' | 'instagram';
    text: string;
    media: unknown[];
    createdAt: Date;
  }[] = [];
  const script = {
    inProgressPolls: 0,
    mediaNotAvailable: 0,
    containerError: undefined as string | undefined,
  };
  let n = 0;
  const nextId = () => String(180000000000000 + ++n);

  /** The page or user a bearer token speaks for, or null. */
  function caller(req: FakeRequest): { user: boolean; pageId?: string } | null {
    const token = bearerOf(req);
    if (!token) return null;
    const page = pages.find((p) => pageToken(p.id) === token);
    if (page) return { user: false, pageId: page.id };
    if (oauth.check(token) === 'ok' || longLived.has(token)) return { user: true };
    return null;
  }

  const handler = (req: FakeRequest): Reply => {
    const path = req.path.replace(/^\/v[\d.]+/, '');
    const body = { ...Object.fromEntries(req.form ?? []), ...(req.json ?? {}) } as Record<string, any>;

    if (path === '/oauth/access_token') {
      const q = req.query;
      if (!oauth.clientOk(q.get('client_id'), q.get('client_secret')))
        return { status: 400, body: graphError('Error validating client secret.', 1) };
      if (q.get('grant_type') === 'client_credentials')
        return { status: 200, body: { access_token: `${options.appId}|app-token`, token_type: 'bearer' } };
      if (q.get('grant_type') === 'fb_exchange_token') {
        const t = q.get('fb_exchange_token') ?? '';
        if (oauth.check(t) !== 'ok' && !longLived.has(t)) return { status: 400, body: faultBody(401) };
        const fresh = `fb-long-${++n}`;
        longLived.add(fresh);
        return { status: 200, body: { access_token: fresh, token_type: 'bearer', expires_in: 5183944 } };
      }
      const grant = oauth.exchange({ code: q.get('code') ?? '', redirectUri: q.get('redirect_uri') ?? '' });
      if (!grant.ok)
        return {
          status: 400,
          body: graphError(
            grant.description.includes('redirect')
              ? "Can't load URL: The domain of this URL isn't included in the app's domains."
              : 'This authorization code has been used.',
            100,
            { error_subcode: 36009 },
          ),
        };
      return {
        status: 200,
        body: { access_token: grant.body.access_token, token_type: 'bearer', expires_in: 5183 },
      };
    }

    const who = caller(req);
    if (!who) return { status: 400, body: faultBody(401) };

    if (path === '/me') return { status: 200, body: { id: userId, name: 'Ravi Sharma' } };
    if (path === '/me/accounts')
      return {
        status: 200,
        body: {
          data: pages.map((p) => ({
            id: p.id,
            name: p.name,
            access_token: pageToken(p.id),
            category: 'Bakery',
            picture: { data: { url: `https://scontent.example/${p.id}.jpg` } },
            ...(p.instagram
              ? {
                  instagram_business_account: {
                    id: p.instagram.id,
                    username: p.instagram.username,
                    profile_picture_url: `https://scontent.example/${p.instagram.id}.jpg`,
                  },
                }
              : {}),
          })),
          paging: { cursors: { before: 'a', after: 'b' } },
        },
      };

    const [, id, edge] = path.match(/^\/([^/]+)(?:\/([^/]+))?$/) ?? [];
    const page = pages.find((p) => p.id === id);
    const ig = pages.find((p) => p.instagram?.id === id)?.instagram;

    if (page && req.method === 'POST' && ['feed', 'photos', 'videos'].includes(edge)) {
      if (who.pageId !== page.id)
        return {
          status: 403,
          body: graphError(
            '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
            200,
          ),
        };
      const pid = nextId();
      if (edge === 'photos' && body.published === false) return { status: 200, body: { id: pid } };
      const postId = `${page.id}_${pid}`;
      posts.push({
        id: edge === 'videos' ? pid : postId,
        on: page.id,
        network: 'facebook',
        text: String(body.message ?? body.caption ?? body.description ?? ''),
        media: body.attached_media ?? (body.url ? [body.url] : body.file_url ? [body.file_url] : []),
        createdAt: new Date(),
      });
      return {
        status: 200,
        body:
          edge === 'photos' ? { id: pid, post_id: postId } : edge === 'videos' ? { id: pid } : { id: postId },
      };
    }
    if (page && edge === 'posts') {
      const since = Number(req.query.get('since') ?? 0) * 1000;
      return {
        status: 200,
        body: {
          data: posts
            .filter((p) => p.on === page.id && p.createdAt.getTime() >= since)
            .reverse()
            .map((p) => ({
              id: p.id,
              message: p.text,
              created_time: p.createdAt.toISOString(),
              permalink_url: `https://www.facebook.com/${p.id}`,
            })),
        },
      };
    }

    if (ig && edge === 'media' && req.method === 'POST') {
      if (body.media_type === 'CAROUSEL') {
        const children = String(body.children ?? '')
          .split(',')
          .filter(Boolean);
        if (children.length > 10)
          return {
            status: 400,
            body: graphError('The carousel has more than 10 items.', 100, { error_subcode: 2207010 }),
          };
        if (children.some((c) => containers.get(c)?.pollsLeft !== 0))
          return {
            status: 400,
            body: graphError('Media ID is not available', 9007, { error_subcode: 2207027 }),
          };
      } else if (!body.image_url && !body.video_url) {
        return { status: 400, body: graphError('The parameter image_url is required.', 100) };
      }
      if (String(body.caption ?? '').length > 2200)
        return { status: 400, body: graphError('The caption is too long.', 100, { error_subcode: 2207018 }) };
      const c: Container = {
        id: nextId(),
        owner: ig.id,
        fields: body,
        pollsLeft: script.inProgressPolls,
        published: false,
      };
      containers.set(c.id, c);
      return { status: 200, body: { id: c.id } };
    }
    if (ig && edge === 'media_publish') {
      const c = containers.get(String(body.creation_id ?? ''));
      if (!c || c.owner !== ig.id) return { status: 400, body: graphError('Invalid parameter', 100) };
      const today = posts.filter(
        (p) => p.on === ig.id && Date.now() - p.createdAt.getTime() < 86_400_000,
      ).length;
      if (today >= 50)
        return {
          status: 400,
          body: graphError('Application request limit reached', 9, {
            error_subcode: 2207042,
            is_transient: false,
            error_user_title: 'Max posts reached',
            error_user_msg:
              'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
          }),
        };
      if (script.mediaNotAvailable > 0 || c.pollsLeft > 0) {
        script.mediaNotAvailable = Math.max(0, script.mediaNotAvailable - 1);
        return { status: 400, body: MEDIA_NOT_READY };
      }
      if (c.published) return { status: 400, body: graphError('Invalid parameter', 100) };
      c.published = true;
      const mid = nextId();
      posts.push({
        id: mid,
        on: ig.id,
        network: 'instagram',
        text: String(c.fields.caption ?? ''),
        media: c.fields.children
          ? String(c.fields.children).split(',')
          : [c.fields.image_url ?? c.fields.video_url],
        createdAt: new Date(),
      });
      return { status: 200, body: { id: mid } };
    }
    if (ig && edge === 'media' && req.method === 'GET')
      return {
        status: 200,
        body: {
          data: posts
            .filter((p) => p.on === ig.id)
            .reverse()
            .map((p) => ({
              id: p.id,
              caption: p.text,
              timestamp: p.createdAt.toISOString().replace('Z', '+0000'),
              permalink: `https://www.instagram.com/p/${p.id}/`,
            })),
        },
      };

    const container = containers.get(id);
    if (container && !edge) {
      if (script.containerError)
        return { status: 200, body: { id, status_code: 'ERROR', status: script.containerError } };
      if (container.pollsLeft > 0) {
        container.pollsLeft -= 1;
        return {
          status: 200,
          body: { id, status_code: 'IN_PROGRESS', status: 'In Progress: Media is still being processed.' },
        };
      }
      return {
        status: 200,
        body: {
          id,
          status_code: container.published ? 'PUBLISHED' : 'FINISHED',
          status: 'Finished: Media has been uploaded and it is ready to be published.',
        },
      };
    }
    const post = posts.find((p) => p.id === id);
    if (post && !edge)
      return {
        status: 200,
        body:
          post.network === 'instagram'
            ? { id, permalink: `https://www.instagram.com/p/${id}/`, like_count: 7, comments_count: 2 }
            : {
                id,
                reactions: { data: [], summary: { total_count: 5 } },
                comments: { data: [], summary: { total_count: 1 } },
                shares: { count: 2 },
              },
      };
    return {
      status: 400,
      body: graphError(
        `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        100,
        { error_subcode: 33 },
      ),
    };
  };

  const fake = await startSocialFake(handler, faultBody);
  return {
    ...fake,
    oauth,
    pages,
    pageToken,
    posts,
    containers,
    /** What the next containers and media_publish calls do. */
    script,
  };
}

export type MetaFake = Awaited<ReturnType<typeof startMetaFake>>;

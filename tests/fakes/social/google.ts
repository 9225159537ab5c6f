import { oauthFake } from './oauth';
import { bearerOf, startSocialFake, type FakeRequest, type Reply } from './server';

/**
 * A fake of Google's OAuth token endpoint (PKCE, exact redirect_uri, a refresh token only for
 * access_type=offline with prompt=consent, `invalid_grant` once revoked), Business Profile
 * accounts, locations (title) and v4 localPosts (1,500 characters, no phone numbers), and the
 * YouTube Data API: channels (title), resumable videos.insert, the uploads playlist, statistics,
 * and the daily upload limit. Errors in Google's `{ error: { code, message, status, errors } }`.
 */

const gError = (code: number, message: string, status: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message, status, ...extra },
});
const faultBody = (status: number) =>
  status === 401
    ? gError(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
        'UNAUTHENTICATED',
      )
    : status === 429
      ? gError(
          429,
          "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'.",
          'RESOURCE_EXHAUSTED',
        )
      : gError(status, 'The service is currently unavailable.', 'UNAVAILABLE');

export interface GoogleFakeOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  locations?: { account: string; id: string; title: string }[];
  channel?: { id: string; title: string };
  uploadsPerDay?: number;
}

export async function startGoogleFake(options: GoogleFakeOptions) {
  const locations = options.locations ?? [
    { account: '111', id: '9001', title: 'Sharma Sweets, Andheri' },
    { account: '111', id: '9002', title: 'Sharma Sweets, Bandra' },
  ];
  const channel = options.channel ?? { id: 'UCx7Bq2dS0000000000000A', title: 'Sharma Sweets Kitchen' };
  const oauth = oauthFake({
    prefix: 'ya29',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUris: options.redirectUris,
    pkce: true,
    accessTtlSec: 3599,
    refresh: 'reuse',
    refreshOnlyWithOfflineConsent: true,
  });
  const localPosts: {
    name: string;
    location: string;
    summary: string;
    media: unknown;
    createTime: string;
  }[] = [];
  const uploads = new Map<string, { snippet: any; status: any; length: number }>();
  const videos: { id: string; title: string; description: string; bytes: number; publishedAt: string }[] = [];
  let n = 0;
  let url = '';

  const handler = (req: FakeRequest): Reply => {
    if (req.path === '/token' && req.method === 'POST') {
      const f = req.form ?? new URLSearchParams();
      if (!oauth.clientOk(f.get('client_id'), f.get('client_secret')))
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
        };
      const grant =
        f.get('grant_type') === 'refresh_token'
          ? oauth.refreshGrant(f.get('refresh_token') ?? '')
          : oauth.exchange({
              code: f.get('code') ?? '',
              redirectUri: f.get('redirect_uri') ?? '',
              verifier: f.get('code_verifier') ?? '',
            });
      if (!grant.ok)
        return {
          status: 400,
          body: {
            error: 'invalid_grant',
            error_description: grant.description === 'refused' ? 'Bad Request' : grant.description,
          },
        };
      return { status: 200, body: { ...grant.body, token_type: 'Bearer' } };
    }
    if (oauth.check(bearerOf(req)) !== 'ok') return { status: 401, body: faultBody(401) };

    if (req.path === '/v1/accounts')
      return {
        status: 200,
        body: {
          accounts: [...new Set(locations.map((l) => l.account))].map((a) => ({
            name: `accounts/${a}`,
            accountName: 'Ravi Sharma',
            type: 'PERSONAL',
          })),
        },
      };
    const locs = req.path.match(/^\/v1\/accounts\/(\d+)\/locations$/);
    if (locs) {
      if (!req.query.get('readMask'))
        return {
          status: 400,
          body: gError(400, 'Request contains an invalid argument.', 'INVALID_ARGUMENT'),
        };
      return {
        status: 200,
        body: {
          locations: locations
            .filter((l) => l.account === locs[1])
            .map((l) => ({ name: `locations/${l.id}`, title: l.title })),
        },
      };
    }
    const lp = req.path.match(/^\/v4\/accounts\/(\d+)\/locations\/(\d+)\/localPosts$/);
    if (lp) {
      const location = `accounts/${lp[1]}/locations/${lp[2]}`;
      if (!locations.some((l) => l.account === lp[1] && l.id === lp[2]))
        return { status: 404, body: gError(404, 'Requested entity was not found.', 'NOT_FOUND') };
      if (req.method === 'GET')
        return {
          status: 200,
          body: {
            localPosts: localPosts
              .filter((p) => p.location === location)
              .reverse()
              .map((p) => ({
                ...p,
                searchUrl: `https://local.google.com/place?id=1&use=posts&lpsid=${p.name.split('/').pop()}`,
              })),
          },
        };
      const summary = String(req.json?.summary ?? '');
      const invalid = (message: string) => ({
        status: 400,
        body: gError(400, 'Request contains an invalid argument.', 'INVALID_ARGUMENT', {
          details: [
            {
              '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError',
              errorDetails: [{ code: 3, field: 'summary', message }],
            },
          ],
        }),
      });
      if (summary.length > 1500) return invalid('Summary is too long. The maximum is 1500 characters.');
      if (/(\+?\d[\d\s-]{8,}\d)/.test(summary)) return invalid('Summary contains a phone number.');
      const name = `${location}/localPosts/${++n}`;
      localPosts.push({
        name,
        location,
        summary,
        media: req.json?.media,
        createTime: new Date().toISOString(),
      });
      return {
        status: 200,
        body: {
          name,
          summary,
          state: 'LIVE',
          searchUrl: `https://local.google.com/place?id=1&use=posts&lpsid=${n}`,
          createTime: new Date().toISOString(),
        },
      };
    }

    if (req.path === '/youtube/v3/channels')
      return {
        status: 200,
        body: {
          kind: 'youtube#channelListResponse',
          items: [
            {
              kind: 'youtube#channel',
              id: channel.id,
              snippet: {
                title: channel.title,
                thumbnails: { default: { url: 'https://yt3.ggpht.example/c.jpg' } },
              },
            },
          ],
        },
      };
    if (req.path === '/upload/youtube/v3/videos' && req.method === 'POST') {
      if (req.query.get('uploadType') !== 'resumable')
        return { status: 400, body: gError(400, 'Media type not supported.', 'INVALID_ARGUMENT') };
      const today = videos.filter((v) => Date.now() - Date.parse(v.publishedAt) < 86_400_000).length;
      if (today >= (options.uploadsPerDay ?? 100))
        return {
          status: 400,
          body: gError(
            400,
            'The user has exceeded the number of videos they may upload.',
            'FAILED_PRECONDITION',
            {
              errors: [
                {
                  message: 'The user has exceeded the number of videos they may upload.',
                  domain: 'youtube.video',
                  reason: 'uploadLimitExceeded',
                },
              ],
            },
          ),
        };
      const title = String(req.json?.snippet?.title ?? '');
      if (!title || title.length > 100 || /[<>]/.test(title))
        return {
          status: 400,
          body: gError(400, 'The request metadata specifies an invalid video title.', 'INVALID_ARGUMENT', {
            errors: [
              {
                reason: 'invalidTitle',
                domain: 'youtube.video',
                message: 'The request metadata specifies an invalid video title.',
              },
            ],
          }),
        };
      const id = `up${++n}`;
      uploads.set(id, {
        snippet: req.json.snippet,
        status: req.json.status,
        length: Number(req.headers['x-upload-content-length'] ?? 0),
      });
      return {
        status: 200,
        headers: { location: `${url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}` },
      };
    }
    if (req.path === '/upload/youtube/v3/videos' && req.method === 'PUT') {
      const up = uploads.get(req.query.get('upload_id') ?? '');
      if (!up) return { status: 404, body: gError(404, 'Not Found', 'NOT_FOUND') };
      if (up.length && up.length !== req.raw.length)
        return {
          status: 400,
          body: gError(400, 'Failed to parse Content-Range header.', 'INVALID_ARGUMENT'),
        };
      const id = `dQw4w9WgX${n}${Math.random().toString(36).slice(2, 4)}`;
      videos.push({
        id,
        title: up.snippet.title,
        description: up.snippet.description,
        bytes: req.raw.length,
        publishedAt: new Date().toISOString(),
      });
      return {
        status: 200,
        body: {
          kind: 'youtube#video',
          id,
          snippet: up.snippet,
          status: { uploadStatus: 'uploaded', ...up.status },
        },
      };
    }
    if (req.path === '/youtube/v3/playlistItems') {
      if (req.query.get('playlistId') !== channel.id.replace(/^UC/, 'UU'))
        return {
          status: 404,
          body: gError(
            404,
            "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
            'NOT_FOUND',
          ),
        };
      return {
        status: 200,
        body: {
          items: [...videos].reverse().map((v) => ({
            snippet: {
              title: v.title,
              description: v.description,
              publishedAt: v.publishedAt,
              resourceId: { kind: 'youtube#video', videoId: v.id },
            },
          })),
        },
      };
    }
    if (req.path === '/youtube/v3/videos' && req.method === 'GET')
      return {
        status: 200,
        body: {
          items: videos
            .filter((v) => v.id === req.query.get('id'))
            .map((v) => ({ id: v.id, statistics: { viewCount: '120', likeCount: '9', commentCount: '4' } })),
        },
      };
    return { status: 404, body: gError(404, `Not found: ${req.path}`, 'NOT_FOUND') };
  };

  const fake = await startSocialFake(handler, faultBody);
  url = fake.url;
  return { ...fake, oauth, locations, channel, localPosts, videos };
}

export type GoogleFake = Awaited<ReturnType<typeof startGoogleFake>>;

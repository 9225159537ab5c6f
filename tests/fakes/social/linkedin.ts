import { oauthFake } from './oauth';
import { bearerOf, startSocialFake, type FakeRequest, type Reply } from './server';

/**
 * A fake of LinkedIn as our client uses it: /oauth/v2/accessToken (client id and secret in the
 * form, exact redirect_uri, 60-day tokens without a refresh token), /v2/userinfo,
 * /rest/organizationAcls and /rest/organizations (localizedName), image upload by
 * initializeUpload then PUT to the address it gave, /rest/posts (201 with x-restli-id, 3,000
 * characters at most) and the author's posts. Errors in LinkedIn's `{ message, status }` shape.
 */

const liError = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  message,
  status,
  ...extra,
});
const faultBody = (status: number) =>
  status === 401
    ? liError(401, 'Invalid access token', { serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' })
    : status === 429
      ? liError(429, 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.')
      : liError(status, 'Internal Server Error');

export interface LinkedInFakeOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  member?: { sub: string; name: string };
  organisations?: { id: string; localizedName: string }[];
  /** Answer organizationAcls with 403, as for an app without the organisation scopes. */
  noOrganisationScope?: boolean;
}

export async function startLinkedInFake(options: LinkedInFakeOptions) {
  const member = options.member ?? { sub: 'yrZCpj2Z12', name: 'Anita Rao' };
  const organisations = options.organisations ?? [{ id: '2414183', localizedName: 'Rao Textiles' }];
  const oauth = oauthFake({
    prefix: 'li',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUris: options.redirectUris,
    pkce: false,
    accessTtlSec: 5183999,
    refresh: 'none',
  });
  const images = new Map<string, { owner: string; uploaded: boolean; bytes: number }>();
  const posts: {
    id: string;
    author: string;
    commentary: string;
    content: unknown;
    createdAt: number;
    headers: FakeRequest['headers'];
  }[] = [];
  let n = 0;
  let url = '';

  const handler = (req: FakeRequest): Reply => {
    if (req.path === '/oauth/v2/accessToken' && req.method === 'POST') {
      const f = req.form ?? new URLSearchParams();
      if (!oauth.clientOk(f.get('client_id'), f.get('client_secret')))
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client authentication failed' },
        };
      const grant = oauth.exchange({ code: f.get('code') ?? '', redirectUri: f.get('redirect_uri') ?? '' });
      if (!grant.ok)
        return {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description:
              'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists',
          },
        };
      const { access_token, expires_in, scope } = grant.body;
      return { status: 200, body: { access_token, expires_in, scope } };
    }
    const upload = req.path.match(/^\/upload\/image\/(.+)$/);
    if (upload && req.method === 'PUT') {
      const image = images.get(decodeURIComponent(upload[1]));
      if (!image) return { status: 404, body: liError(404, 'Not Found') };
      image.uploaded = true;
      image.bytes = req.raw.length;
      return { status: 201 };
    }
    if (oauth.check(bearerOf(req)) !== 'ok') return { status: 401, body: faultBody(401) };

    if (req.path === '/v2/userinfo')
      return {
        status: 200,
        body: {
          sub: member.sub,
          name: member.name,
          given_name: member.name.split(' ')[0],
          picture: 'https://media.licdn.example/me.jpg',
          locale: { country: 'IN', language: 'en' },
        },
      };

    const rest = req.path.startsWith('/rest/');
    if (rest && (!req.headers['linkedin-version'] || req.headers['x-restli-protocol-version'] !== '2.0.0'))
      return {
        status: 426,
        body: liError(
          426,
          'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
          { code: 'VERSION_MISSING' },
        ),
      };

    if (req.path === '/rest/organizationAcls') {
      if (options.noOrganisationScope)
        return {
          status: 403,
          body: liError(
            403,
            'Not enough permissions to access: organizationAcls.FINDER-roleAssignee.20240601',
            { serviceErrorCode: 100, code: 'ACCESS_DENIED' },
          ),
        };
      return {
        status: 200,
        body: {
          elements: organisations.map((o) => ({
            organization: `urn:li:organization:${o.id}`,
            role: 'ADMINISTRATOR',
            state: 'APPROVED',
            roleAssignee: `urn:li:person:${member.sub}`,
          })),
          paging: { count: 10, start: 0 },
        },
      };
    }
    const org = req.path.match(/^\/rest\/organizations\/(\d+)$/);
    if (org) {
      const o = organisations.find((x) => x.id === org[1]);
      return o
        ? {
            status: 200,
            body: {
              id: Number(o.id),
              localizedName: o.localizedName,
              vanityName: o.localizedName.toLowerCase().replace(/\W+/g, '-'),
            },
          }
        : { status: 404, body: liError(404, 'Not Found') };
    }
    if (req.path === '/rest/images' && req.query.get('action') === 'initializeUpload') {
      const owner = req.json?.initializeUploadRequest?.owner;
      const id = `urn:li:image:C4E10AQ${++n}`;
      images.set(id, { owner, uploaded: false, bytes: 0 });
      return {
        status: 200,
        body: {
          value: {
            uploadUrlExpiresAt: Date.now() + 3_600_000,
            uploadUrl: `${url}/upload/image/${encodeURIComponent(id)}`,
            image: id,
          },
        },
      };
    }
    if (req.path === '/rest/posts' && req.method === 'POST') {
      const b = req.json ?? {};
      if (typeof b.commentary === 'string' && b.commentary.length > 3000)
        return {
          status: 422,
          body: liError(422, `/commentary :: length ${b.commentary.length} exceeds maximum allowed 3000`, {
            code: 'UNPROCESSABLE_ENTITY',
          }),
        };
      const ids: string[] = b.content?.media?.id
        ? [b.content.media.id]
        : (b.content?.multiImage?.images ?? []).map((i: { id: string }) => i.id);
      if (ids.some((id) => !images.get(id)?.uploaded))
        return {
          status: 422,
          body: liError(422, `/content/media/id :: ${ids[0]} is not a valid image urn or it is not uploaded`),
        };
      const allowed =
        b.author === `urn:li:person:${member.sub}` ||
        organisations.some((o) => b.author === `urn:li:organization:${o.id}`);
      if (!allowed)
        return {
          status: 403,
          body: liError(
            403,
            `Unpermitted fields present in REQUEST_BODY: Data Processing Exception while processing fields [/author]`,
            { code: 'ACCESS_DENIED' },
          ),
        };
      const id = `urn:li:share:${7200000000000000000 + ++n}`;
      posts.push({
        id,
        author: b.author,
        commentary: b.commentary,
        content: b.content,
        createdAt: Date.now(),
        headers: req.headers,
      });
      return { status: 201, headers: { 'x-restli-id': id } };
    }
    if (req.path === '/rest/posts' && req.method === 'GET')
      return {
        status: 200,
        body: {
          elements: posts
            .filter((p) => p.author === req.query.get('author'))
            .reverse()
            .map((p) => ({
              id: p.id,
              author: p.author,
              commentary: p.commentary,
              createdAt: p.createdAt,
              lifecycleState: 'PUBLISHED',
            })),
        },
      };
    const social = req.path.match(/^\/rest\/socialActions\/(.+)$/);
    if (social)
      return {
        status: 200,
        body: { likesSummary: { totalLikes: 4 }, commentsSummary: { aggregatedTotalComments: 3 } },
      };
    return { status: 404, body: liError(404, `No virtual resource found`) };
  };

  const fake = await startSocialFake(handler, faultBody);
  url = fake.url;
  return { ...fake, oauth, member, organisations, images, posts };
}

export type LinkedInFake = Awaited<ReturnType<typeof startLinkedInFake>>;

import { count } from './answers';
import { hostOf, type SocialApp } from './app';
import { socialHttp } from './http';
import { codeGrant, refreshGrant, sameText, tokenCall, withQuery } from './oauth';
import {
  PermanentFailure,
  ReconnectNeeded,
  type Auth,
  type Media,
  type SocialOptions,
  type SocialProvider,
  type Target,
} from './types';

/**
 * LinkedIn members and the organisations they administer (issue 13): OAuth at
 * www.linkedin.com/oauth/v2, the member from /v2/userinfo, organisations from
 * /rest/organizationAcls (their `localizedName`), images and videos uploaded by
 * initializeUpload then PUT, posts by /rest/posts. Tokens last 60 days and come without a refresh
 * token for most apps: the account is flagged for Reconnect before then (the lead's job).
 */

/** LinkedIn retires a REST version a year after it ships: raise this when LinkedIn says so. */
export const LINKEDIN_VERSION = '202510';
const SCOPES = ['openid', 'profile', 'w_member_social', 'r_organization_admin', 'w_organization_social'];
const REST = { 'LinkedIn-Version': LINKEDIN_VERSION, 'X-Restli-Protocol-Version': '2.0.0' };

/**
 * LinkedIn's "little text" treats | { } @ [ ] ( ) < > # \ * _ ~ as markup and silently cuts a post
 * at the first one it cannot read: each is escaped, and #word becomes a real hashtag.
 */
export function littleText(text: string): string {
  return text
    .split(/(#[\p{L}\p{N}_]+)/u)
    .map((part, i) =>
      i % 2 === 1
        ? `{hashtag|\\#|${part.slice(1).replace(/_/g, '\\_')}}`
        : part.replace(/[\\|{}@[\]()<>#*_~]/g, '\\$&'),
    )
    .join('');
}

export function linkedinProvider(app: SocialApp, options: SocialOptions = {}): SocialProvider {
  const www = hostOf(app, 'https://www.linkedin.com');
  const api = hostOf(app, 'https://api.linkedin.com');
  const now = options.now ?? (() => new Date());
  const http = socialHttp('linkedin', options);

  async function member(t: Auth) {
    const body = await http.json<{ sub?: string; name?: string; picture?: string }>({
      url: `${api}/v2/userinfo`,
      auth: t,
    });
    if (!body.sub) throw new PermanentFailure('LinkedIn answered without the signed-in member.', 'linkedin');
    return body;
  }

  async function organisations(t: Auth): Promise<Target[]> {
    let acls: { elements?: { organization?: string; state?: string }[] };
    try {
      acls = await http.json({
        url: `${api}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED`,
        auth: t,
        headers: REST,
      });
    } catch (err) {
      // Without the organisation scopes (an app not approved for them) the member posts alone.
      if (err instanceof PermanentFailure && err.status === 403) return [];
      throw err;
    }
    const out: Target[] = [];
    for (const acl of acls.elements ?? []) {
      const id = acl.organization?.match(/^urn:li:organization:(\d+)$/)?.[1];
      if (!id) continue;
      const org = await http.json<{ localizedName?: string }>({
        url: `${api}/rest/organizations/${id}`,
        auth: t,
        headers: REST,
      });
      out.push({
        network: 'linkedin',
        externalId: `urn:li:organization:${id}`,
        name: org.localizedName ?? `Organisation ${id}`,
      });
    }
    return out;
  }

  async function uploadImage(t: Auth, owner: string, m: Media): Promise<string> {
    const init = await http.json<{ value?: { uploadUrl?: string; image?: string } }>({
      url: `${api}/rest/images?action=initializeUpload`,
      auth: t,
      headers: REST,
      json: { initializeUploadRequest: { owner } },
    });
    if (!init.value?.uploadUrl || !init.value.image)
      throw new PermanentFailure('LinkedIn answered without an upload address for the image.', 'linkedin');
    await http.call({
      method: 'PUT',
      url: init.value.uploadUrl,
      auth: t,
      bytes: { data: await m.bytes(), type: m.mime },
      answer: 'any',
      timeoutMs: 300_000,
    });
    return init.value.image;
  }

  async function uploadVideo(
    t: Auth,
    owner: string,
    m: Media,
    onProgress?: (s: string) => void,
  ): Promise<string> {
    const data = await m.bytes();
    const init = await http.json<{
      value?: {
        video?: string;
        uploadToken?: string;
        uploadInstructions?: { uploadUrl: string; firstByte: number; lastByte: number }[];
      };
    }>({
      url: `${api}/rest/videos?action=initializeUpload`,
      auth: t,
      headers: REST,
      json: {
        initializeUploadRequest: {
          owner,
          fileSizeBytes: data.length,
          uploadCaptions: false,
          uploadThumbnail: false,
        },
      },
    });
    const v = init.value;
    if (!v?.video || !v.uploadInstructions?.length)
      throw new PermanentFailure('LinkedIn answered without an upload address for the video.', 'linkedin');
    const parts: string[] = [];
    for (const [i, part] of v.uploadInstructions.entries()) {
      onProgress?.(`uploading video part ${i + 1} of ${v.uploadInstructions.length}`);
      const res = await http.call({
        method: 'PUT',
        url: part.uploadUrl,
        auth: t,
        bytes: { data: data.subarray(part.firstByte, part.lastByte + 1), type: 'application/octet-stream' },
        answer: 'any',
        timeoutMs: 300_000,
      });
      parts.push(res.headers.get('etag') ?? '');
    }
    await http.call({
      url: `${api}/rest/videos?action=finalizeUpload`,
      auth: t,
      headers: REST,
      json: {
        finalizeUploadRequest: { video: v.video, uploadToken: v.uploadToken ?? '', uploadedPartIds: parts },
      },
      answer: 'any',
    });
    return v.video;
  }

  const postUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

  const provider: SocialProvider = {
    network: 'linkedin',
    // LinkedIn's PKCE is for native apps only; this is a web app with a client secret.
    authUrl: ({ state, redirectUri }) =>
      withQuery(`${www}/oauth/v2/authorization`, {
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        state,
        scope: SCOPES.join(' '),
      }),
    exchangeCode: ({ code, redirectUri }) =>
      tokenCall(
        http,
        'linkedin',
        {
          url: `${www}/oauth/v2/accessToken`,
          form: codeGrant(app, code, redirectUri),
        },
        now(),
      ),
    async refresh(t) {
      if (!t.refreshToken)
        throw new ReconnectNeeded(
          'LinkedIn gives no refresh token for this app: connect the account again.',
          'linkedin',
        );
      return tokenCall(
        http,
        'linkedin',
        { url: `${www}/oauth/v2/accessToken`, form: refreshGrant(app, t.refreshToken) },
        now(),
      );
    },
    async listTargets(t) {
      const me = await member(t);
      return [
        {
          network: 'linkedin',
          externalId: `urn:li:person:${me.sub}`,
          name: me.name ?? 'LinkedIn member',
          pictureUrl: me.picture,
        },
        ...(await organisations(t)),
      ];
    },
    async validate(t) {
      await member(t);
    },
    async publish(t, target, post, onProgress) {
      const author = target.externalId;
      const videos = post.media.filter((m) => m.kind === 'video');
      if (videos.length && post.media.length > 1)
        throw new PermanentFailure('A LinkedIn post takes one video, or images.', 'linkedin');
      const ids: string[] = [];
      for (const [i, m] of post.media.entries()) {
        onProgress?.(`uploading media ${i + 1} of ${post.media.length}`);
        ids.push(
          m.kind === 'video' ? await uploadVideo(t, author, m, onProgress) : await uploadImage(t, author, m),
        );
      }
      const content =
        ids.length === 1
          ? { content: { media: { id: ids[0] } } }
          : ids.length > 1
            ? { content: { multiImage: { images: ids.map((id) => ({ id })) } } }
            : {};
      const since = now();
      const res = await http.call({
        url: `${api}/rest/posts`,
        auth: t,
        headers: REST,
        alreadyDone: () => provider.findRecent(t, target, { since, text: post.text }),
        json: {
          author,
          commentary: littleText(post.text),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          ...content,
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        },
        answer: 'any',
      });
      const urn = res.headers.get('x-restli-id') ?? (res.body as { id?: string } | undefined)?.id;
      if (!urn) throw new PermanentFailure('LinkedIn answered without the new post’s id.', 'linkedin');
      return { externalPostId: urn, postUrl: postUrl(urn) };
    },
    async findRecent(t, target, { since, text }) {
      const body = await http.json<{ elements?: { id: string; commentary?: string; createdAt?: number }[] }>({
        url: `${api}/rest/posts?author=${encodeURIComponent(target.externalId)}&q=author&count=10&sortBy=LAST_MODIFIED`,
        auth: t,
        headers: REST,
      });
      const found = (body.elements ?? []).find(
        (p) => (!p.createdAt || p.createdAt >= since.getTime() - 60_000) && sameText(p.commentary, text),
      );
      return found ? { externalPostId: found.id, postUrl: postUrl(found.id) } : null;
    },
    async metrics(t, _target, postId) {
      const body = await http.json<{
        likesSummary?: { totalLikes?: number };
        commentsSummary?: { aggregatedTotalComments?: number };
      }>({ url: `${api}/rest/socialActions/${encodeURIComponent(postId)}`, auth: t, headers: REST });
      return {
        engagement:
          count(body.likesSummary?.totalLikes) + count(body.commentsSummary?.aggregatedTotalComments),
      };
    },
  };
  return provider;
}

/**
 * Test connection: LinkedIn has no app-only token for posting apps, so this trades a code that
 * does not exist. A wrong client is refused as `invalid_client`; a right one's code as
 * `invalid_request`.
 */
export async function checkLinkedInApp(app: SocialApp, options: SocialOptions = {}): Promise<void> {
  const provider = linkedinProvider(app, { ...options, retryWaitMs: 0 });
  await provider
    .exchangeCode({
      code: 'bizsuite-connection-test',
      redirectUri: 'http://127.0.0.1/connection-test',
      codeVerifier: '',
    })
    .catch((err) => {
      if (!(err instanceof ReconnectNeeded)) throw err;
    });
}

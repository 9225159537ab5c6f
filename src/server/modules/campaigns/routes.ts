import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { campaignsContract } from '../../../shared/campaigns/contract';
import { CAMPAIGN_MESSAGES as M } from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import { publicAssetDirs } from '../../http/page-scripts';
import { bindContract, type BindDeps } from '../../http/bind';
import { HttpError } from '../../http/errors';
import type { HotPages } from '../../http/hot-pages';
import { PUBLIC_PAGE_HEADERS, sendPage } from '../../http/page-cache';
import { ok } from '../../http/reply';
import { notFoundPageHtml, pageCsp } from './page';
import type { CampaignsService } from './service';

/** Files of the public page (its script, style and their maps): plain names only, never a path. */
const ASSET_NAME = /^[a-z0-9][a-z0-9.-]{0,80}\.(js|css|map)$/;
const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

export function campaignsRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  ctx: AppContext,
  campaigns: CampaignsService,
  hot: HotPages,
): void {
  bindContract(app, deps, campaignsContract, {
    campaigns: ({ user, query }) => campaigns.list(user, query),
    campaignOptions: () => campaigns.options(),
    campaignUploadUrl: ({ user }) => campaigns.presign(user),
    campaignImageUpload: async ({ user, files, reservation }) =>
      ok(await campaigns.uploadImage(user, files.file!, reservation), undefined, 201),
    campaignById: ({ user, params }) => campaigns.byId(user, params.id),
    createCampaign: async ({ user, body }) => ok(await campaigns.create(user, body), M.added, 201),
    updateCampaign: async ({ user, params, body }) =>
      ok(await campaigns.update(user, params.id, body), M.edited),
    deleteCampaign: async ({ user, params }) => ok(await campaigns.remove(user, params.id), M.deleted),
    campaignVisitors: ({ user, params, query }) => campaigns.visitors.list(user, params.campId, query),
    campaignVisitorsExport: ({ user, params, query }) =>
      campaigns.visitors.export(user, params.campId, query),
    publicCampaign: ({ params }) => campaigns.publicCampaign(params.url),
    addCampaignVisitor: ({ params, body, req }) =>
      campaigns.visitors.add(params.url, body, {
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
      }),
    changeCampaignVisitor: ({ params, body, req }) =>
      campaigns.visitors.change(params.url, params.visitorId, body, {
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
      }),
    sendCampaignWhatsapp: async ({ params, body }) =>
      ok(await campaigns.visitors.sendWhatsapp(params.url, params.visitorId, body.token), M.whatsappSent),
  });

  // A page in memory is answered before routing (issue 28), the same answer as below. A url with an
  // escape or a slash is left to the router, which decodes it.
  hot.add({
    prefix: '/p/',
    find(url) {
      const page = /[%/]/.test(url) ? undefined : campaigns.cachedPublicPage(url);
      return page && { page, csp: page.csp };
    },
  });

  // The public page (issue 15): `{CAMPAIGN_BASE_URL}/{url}`, by default this server's /p/{url}.
  app.get<{ Params: { url: string } }>('/p/:url', async (req, reply) => {
    reply.headers(PUBLIC_PAGE_HEADERS).header('Cache-Control', 'no-cache');
    try {
      // From memory, as the card page (issue 28); its ETag lets a browser revalidate for free.
      const page = await campaigns.publicPage(req.params.url);
      return sendPage(req, reply, page, page.csp);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 404) throw err;
      return reply
        .status(404)
        .header('Content-Security-Policy', pageCsp())
        .type('text/html; charset=utf-8')
        .send(notFoundPageHtml());
    }
  });

  // The page's script and style, from a static folder when one is there (another part builds them).
  app.get<{ Params: { file: string } }>('/p-assets/:file', async (req, reply) => {
    const name = req.params.file;
    const missing = () =>
      reply.status(404).send({
        success: false,
        message: 'File not found',
        error: { errorCode: 'NotFound', errorMessage: 'File not found' },
      });
    if (!ASSET_NAME.test(name) || name.includes('..')) return missing();
    for (const dir of publicAssetDirs(ctx)) {
      const bytes = await fs.readFile(path.join(dir, name)).catch(() => null);
      if (!bytes) continue;
      const etag = `"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`;
      // A fixed name: revalidated on each visit (ETag), so a new release applies at once.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('Content-Type', ASSET_TYPES[name.split('.').pop()!])
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    }
    return missing();
  });
}

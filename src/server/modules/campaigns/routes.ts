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
import { ok } from '../../http/reply';
import { VISIT_FOLDER } from './images';
import { campaignPageHtml, notFoundPageHtml, pageCsp } from './page';
import type { Storage } from '../../providers/storage/storage';
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

  /**
   * Where the page's PUT of a composed image goes besides this server (an S3-compatible bucket): the
   * origin of an upload address of the storage in use, worked out once per storage.
   */
  const originsOf = new WeakMap<Storage, string[]>();
  async function uploadOrigins(): Promise<string[]> {
    const storage = await ctx.storage();
    let origins = originsOf.get(storage);
    if (!origins) {
      const sample = await storage.presignedUpload(
        `${VISIT_FOLDER}/00000000-0000-0000-0000-000000000000.jpg`,
        'image/jpeg',
        1,
        60,
      );
      origins = [...new Set([new URL(ctx.config.publicBaseUrl).origin, new URL(sample.url).origin])];
      originsOf.set(storage, origins);
    }
    return origins;
  }

  // The public page (issue 15): `{CAMPAIGN_BASE_URL}/{url}`, by default this server's /p/{url}.
  app.get<{ Params: { url: string } }>('/p/:url', async (req, reply) => {
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Cache-Control', 'no-cache');
    try {
      const { campaign, imageAddress } = await campaigns.publicPage(req.params.url);
      return reply
        .header('Content-Security-Policy', pageCsp(await uploadOrigins()))
        .type('text/html; charset=utf-8')
        .send(campaignPageHtml(campaign, imageAddress));
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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEB_MESSAGES } from '../../../shared/web/schemas';
import { SITE_ROOT } from '../../../shared/web/public-paths';
import { assetTypeOf } from '../../../shared/web-templates/package-rules';
import { escapeHtml } from '../../../shared/web-templates/head';
import type { WebDeps } from './deps';
import { assetHashOf } from './draft';
import { sitePageCache } from './page-cache';
import { fileOfRequest, versionDir } from './site-files';

/**
 * The CSP of a published site (the card page's, cardPageCsp): our own scripts only (the beacon, the
 * bot widget), never inline script; inline styles because templates set style attributes (the
 * default template's accent colour); forms post to the site itself. `platformOrigins` (the
 * server's public origin): the bot widget's script, its calls and its images (icon, files).
 */
export const sitePageCsp = (platformOrigins: string[] = []) =>
  [
    "default-src 'none'",
    `script-src 'self' ${platformOrigins.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    `connect-src 'self' ${platformOrigins.join(' ')}`.trim(),
    `img-src 'self' data: ${platformOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The encoding to send: brotli, then gzip, when the browser takes it (q=0 refuses). */
export function chosenEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const smallPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(text)}</h1></main></body></html>`;

/**
 * `/s/{slug}/…` (issue 24): the live version's static files, negotiated br/gzip, an ETag and
 * `no-cache` (revalidated), 304 on If-None-Match; an inactive site 410, one never published 404.
 * `/s/_t/{templateId}/{hash}/{file}`: a template's assets, immutable under their package's hash.
 */
export function siteRoutes(app: FastifyInstance, deps: WebDeps): void {
  const { db, config } = deps.ctx;
  const csp = sitePageCsp([new URL(config.publicBaseUrl).origin]);
  const pages = sitePageCache();

  const common = (reply: FastifyReply) =>
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Content-Security-Policy', csp);

  /** The live site as this request reads it: the version, and its state (an update re-renders it). */
  interface LiveSite {
    id: number;
    version: number;
    state: string;
  }

  /**
   * Sends a file of the live version, negotiated; false when the version has no such file. A boolean,
   * not the reply: a reply is a thenable, so awaiting one waits for the response's end and answers
   * undefined, which made every page found look missing and sent the 404 page after it.
   */
  async function sendFile(
    req: FastifyRequest,
    reply: FastifyReply,
    site: LiveSite,
    file: string,
    status: number,
  ): Promise<boolean> {
    const dir = versionDir(config, site.id, site.version);
    const found = await pages.file(site.id, site.state, dir, file);
    if (!found) return false;
    const { etag } = found;
    common(reply)
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', 'no-cache')
      .type(TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
    if (status === 200) {
      reply.header('ETag', etag);
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim() === etag)) {
        reply.status(304).send();
        return true;
      }
    }
    const encoding = chosenEncoding(req.headers['accept-encoding']);
    const bytes = encoding === 'br' ? found.br : encoding === 'gzip' ? found.gzip : null;
    if (bytes) reply.status(status).header('Content-Encoding', encoding!).send(bytes);
    else reply.status(status).send(found.plain);
    return true;
  }

  async function serve(req: FastifyRequest<{ Params: { slug: string; '*'?: string } }>, reply: FastifyReply) {
    const { slug } = req.params;
    const site = /^[a-z0-9-]{1,60}$/.test(slug)
      ? await deps.liveRows.get(slug, () =>
          db
            .selectFrom('websites')
            .select(['id', 'is_active', 'live_version', 'published_inputs_hash'])
            .where('slug', '=', slug)
            .executeTakeFirst(),
        )
      : undefined;
    if (!site || site.live_version === null)
      return common(reply)
        .status(404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(smallPage('Not found', 'This website could not be found'));
    if (site.is_active !== 1)
      return common(reply)
        .status(410)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(smallPage(WEB_MESSAGES.inactive, WEB_MESSAGES.inactive));
    const rest = req.params['*'];
    if (rest === undefined) {
      // The query goes along: a shared link's utm_source is the visit's source.
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`${SITE_ROOT}/${slug}/${query}`, 301);
    }
    // The version is read once: every file of this answer comes from it.
    const live: LiveSite = {
      id: site.id,
      version: site.live_version,
      state: `${site.live_version}:${site.published_inputs_hash ?? ''}`,
    };
    const file = fileOfRequest(rest);
    if (file && (await sendFile(req, reply, live, file, 200))) return reply;
    if (await sendFile(req, reply, live, '404.html', 404)) return reply;
    return common(reply)
      .status(404)
      .type('text/html; charset=utf-8')
      .send(smallPage('Not found', 'This page could not be found'));
  }

  app.get<{ Params: { templateId: string; hash: string; '*': string } }>(
    `${SITE_ROOT}/_t/:templateId/:hash/*`,
    async (req, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      const id = Number(req.params.templateId);
      const file = req.params['*'];
      const type = assetTypeOf(file);
      const renderer =
        Number.isInteger(id) && id > 0 && id < 2 ** 31 && type && !file.includes('..')
          ? await deps.templates.renderer(id, { assetUrl: () => '' }).catch(() => null)
          : null;
      const bytes = renderer?.file(`assets/${file}`);
      if (!renderer || !bytes) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      // A page published with an older package asks for its hash: it gets today's file, revalidated.
      const current = assetHashOf(renderer.packageKey) === req.params.hash;
      return (
        reply
          .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
          // The preview's sandboxed frame (origin "null") loads fonts as CORS requests.
          .header('Access-Control-Allow-Origin', '*')
          .type(type!)
          .send(Buffer.from(bytes))
      );
    },
  );
  app.get(`${SITE_ROOT}/:slug`, serve);
  app.get(`${SITE_ROOT}/:slug/*`, serve);
}

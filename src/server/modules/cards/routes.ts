import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cardsContract } from '../../../shared/cards/contract';
import { CARD_LEAD_MESSAGES, CARD_MESSAGES as M } from '../../../shared/cards/schemas';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { HttpError } from '../../http/errors';
import type { HotPages } from '../../http/hot-pages';
import { etagOf, PUBLIC_PAGE_HEADERS, sendPage } from '../../http/page-cache';
import { ok } from '../../http/reply';
import { cardPageScript } from './page-script';
import type { CardsService } from './service';

const FONT_FILES = new Set(['roboto-latin-400-normal.woff2', 'roboto-latin-700-normal.woff2']);

/** The CSP of a hosted page: nothing but our own script, style, fonts and beacon, images from us and the storage. */
export const cardPageCsp = (imageOrigins: string[] = []) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    // The page's own <style> block (rendered at save, every value checked) needs inline styles.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "connect-src 'self'",
    `img-src 'self' ${imageOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

export function cardsRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  ctx: AppContext,
  cards: CardsService,
  hot: HotPages,
): void {
  bindContract(app, deps, cardsContract, {
    cards: ({ user, query }) => cards.list(user, query),
    uploadCardFile: async ({ user, files, reservation }) =>
      ok(await cards.upload(user, files.file!, reservation), M.uploaded, 201),
    cardById: ({ user, params }) => cards.byId(user, params.id),
    cardCopy: ({ user, params }) => cards.copy(user, params.id),
    cardLink: ({ user, params }) => cards.link(user, params.id),
    newCardLink: ({ query }) => cards.newLink(query),
    cardPdf: ({ user, params }) => cards.pdf(user, params.id),
    createCard: async ({ user, body }) => ok(await cards.create(user, body), M.created, 201),
    updateCard: async ({ user, params, body }) => ok(await cards.update(user, params.id, body), M.updated),
    deleteCard: async ({ user, params }) => ok(await cards.remove(user, params.id), M.deleted),
    cardVisitors: ({ user, params, query }) => cards.visitors.list(user, params.id, query),
    cardVisitorsExport: ({ user, params, query }) => cards.visitors.export(user, params.id, query),
    cardLeads: ({ user, params, query }) => cards.leads.list(user, params.id, query),
    cardLeadsExport: ({ user, params, query }) => cards.leads.export(user, params.id, query),
    addCardLead: async ({ body, req }) =>
      ok(await cards.leads.add(body, { ip: req.ip }), CARD_LEAD_MESSAGES.thanks, 201),
    addCardVisitor: ({ body, req }) =>
      cards.visitors.add(body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') }),
  });

  // Fixed for the process: the storage origin comes from the configuration.
  const pageCsp = cardPageCsp([new URL(ctx.config.publicBaseUrl).origin]);

  const pageFile = /^([a-z0-9-]{1,120})\.(html|vcf)$/;
  // A page in memory is answered before routing (issue 28), the same answer as below.
  hot.add({
    prefix: '/c/',
    find(file) {
      const m = pageFile.exec(file);
      const page = m?.[2] === 'html' ? cards.cachedPublicPage(m[1]) : undefined;
      return page && { page, csp: pageCsp };
    },
  });

  // The hosted page (issue 14): `{CARD_BASE_URL}/{slug}.html`, by default this server's /c/{slug}.html.
  app.get<{ Params: { file: string } }>('/c/:file', async (req, reply) => {
    reply.headers(PUBLIC_PAGE_HEADERS);
    const m = pageFile.exec(req.params.file);
    try {
      if (!m) throw new HttpError(404, M.notFound, 'CardNotFound');
      if (m[2] === 'vcf') {
        const { fileName: name, text } = await cards.vcard(m[1]);
        // Save To Contact (§3): named first name-last name; RFC 6266 filename* for non-ASCII names.
        return reply
          .header(
            'Content-Disposition',
            `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header('Cache-Control', 'no-cache')
          .type('text/vcard; charset=utf-8')
          .send(text);
      }
      // The page from memory (issue 14 speed target); its ETag lets a browser revalidate for free.
      return sendPage(req, reply, await cards.publicPage(m[1]), pageCsp);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 404) throw err;
      return reply
        .status(404)
        .header('Content-Security-Policy', cardPageCsp())
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>Card not found</title><p>Card not found</p>');
    }
  });

  // The beacon and the bundled Roboto (@fontsource), served by us so the CSP stays 'self'.
  const require = createRequire(import.meta.url);
  app.get<{ Params: { file: string } }>('/c-assets/:file', async (req, reply) => {
    const name = req.params.file;
    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'public, max-age=86400');
    const missing = () =>
      reply.status(404).send({
        success: false,
        message: 'File not found',
        error: { errorCode: 'NotFound', errorMessage: 'File not found' },
      });
    // The page's script (src/pages/card, built by the pages build).
    if (name === 'beacon.js') {
      const script = await cardPageScript(ctx);
      return script ? reply.type('text/javascript; charset=utf-8').send(script) : missing();
    }
    if (!FONT_FILES.has(name)) return missing();
    const dir = path.dirname(require.resolve('@fontsource/roboto/package.json'));
    const bytes = await fs.readFile(path.join(dir, 'files', name));
    // The editor's preview is a sandboxed srcdoc frame (origin "null"): fonts are CORS requests, so
    // the font files, and only they, say any page may use them (issue 23).
    return reply
      .header('ETag', etagOf(bytes))
      .header('Access-Control-Allow-Origin', '*')
      .type('font/woff2')
      .send(bytes);
  });
}

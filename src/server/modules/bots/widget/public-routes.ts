import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BOT_WIDGET_ROUTES, WIDGET_SCRIPT_PATH } from '../../../../shared/bots/public-routes';
import type { AppContext } from '../../../context';
import { pageScript } from '../../../http/page-scripts';

/** The script as the pages build writes it (vite.pages.config.ts) and its source. */
const SCRIPT_FILE = 'widget-v1.js';
const SOURCE = path.resolve('src', 'pages', 'widget', 'main.ts');

let loaded: Promise<{ text: string; etag: string } | null> | null = null;

function widgetScript(ctx: AppContext) {
  loaded ??= pageScript(ctx, SCRIPT_FILE, SOURCE).then((text) => {
    if (!text) {
      loaded = null;
      return null;
    }
    return { text, etag: `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 22)}"` };
  });
  return loaded;
}

const WIDGET_API = /^\/widget\/[^/]+\/(start|continue|poll)(\?|$)/;

/**
 * What the widget needs besides its endpoints (issue 25): the script at /widget/v1.js, and CORS, as
 * it runs on the customer's website and calls this server from there (no cookies, any origin).
 */
export function widgetPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (req, reply) => {
    if (WIDGET_API.test(req.url)) reply.header('Access-Control-Allow-Origin', '*');
  });
  for (const route of Object.values(BOT_WIDGET_ROUTES))
    app.options(route.path, async (_req, reply) =>
      reply
        .status(204)
        .header('Access-Control-Allow-Origin', '*')
        .header('Access-Control-Allow-Methods', 'GET, POST')
        .header('Access-Control-Allow-Headers', 'Content-Type')
        .header('Access-Control-Max-Age', '86400')
        .send(),
    );

  app.get(WIDGET_SCRIPT_PATH, async (req, reply) => {
    const script = await widgetScript(ctx);
    // Loaded by other sites' pages, those that require it (COEP) included.
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!script)
      return reply.status(404).send({
        success: false,
        message: 'File not found',
        error: { errorCode: 'NotFound', errorMessage: 'File not found' },
      });
    // v1 is a stable name: short caching, revalidated by its ETag.
    reply.header('Cache-Control', 'public, max-age=300, must-revalidate').header('ETag', script.etag);
    if (req.headers['if-none-match'] === script.etag) return reply.status(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script.text);
  });
}

import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SITE_PUBLIC_PATHS } from '../../../../shared/web/public-paths';
import type { AppContext } from '../../../context';
import { pageScript } from '../../../http/page-scripts';

/** The script as the pages build writes it (vite.pages.config.ts) and its source. */
const SCRIPT_FILE = 'site-beacon.js';
const SOURCE = path.resolve('src', 'pages', 'site', 'beacon.ts');

export interface BeaconScript {
  text: string;
  /** `beacon.{hash}.js`: a new script is a new name, so the old one may be cached for ever. */
  file: string;
}

let loaded: Promise<BeaconScript | null> | null = null;

async function load(ctx: AppContext): Promise<BeaconScript | null> {
  const text = await pageScript(ctx, SCRIPT_FILE, SOURCE);
  if (!text) return null;
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { text, file: `beacon.${hash}.js` };
}

/** The website script, read once per process (null: neither built nor buildable; sites go without). */
export function beaconScript(ctx: AppContext): Promise<BeaconScript | null> {
  loaded ??= load(ctx).then((s) => {
    if (!s) loaded = null;
    return s;
  });
  return loaded;
}

/** Where published pages load the script from (`/s/_platform/beacon.{hash}.js`), or null. */
export async function beaconScriptUrl(ctx: AppContext): Promise<string | null> {
  const script = await beaconScript(ctx);
  return script ? SITE_PUBLIC_PATHS.platformAsset(script.file) : null;
}

/**
 * Serves the script. Its current name is immutable; a page published before the script changed asks
 * for an older name and gets today's script, revalidated, so it keeps counting until republished.
 */
export function beaconRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(SITE_PUBLIC_PATHS.platformAsset(':file'), async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const script = /^beacon\.[0-9a-f]{12}\.js$/.test(req.params.file) ? await beaconScript(ctx) : null;
    if (!script)
      return reply.status(404).send({
        success: false,
        message: 'File not found',
        error: { errorCode: 'NotFound', errorMessage: 'File not found' },
      });
    return reply
      .header(
        'Cache-Control',
        req.params.file === script.file ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      .type('text/javascript; charset=utf-8')
      .send(script.text);
  });
}

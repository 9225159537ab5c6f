import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';

/** The hosted card page's script as the pages build writes it (vite.pages.config.ts, src/pages/card). */
const SCRIPT_FILE = 'card-page.js';
const SOURCE = path.resolve('src', 'pages', 'card', 'main.ts');

/**
 * The folders the built script is looked for in, first found wins, as for the campaign page's:
 * `p-assets` of the built renderer (STATIC_DIR: browser mode, the Docker image), then
 * `out/p-assets` beside the server.
 */
const scriptDirs = (ctx: AppContext) => [
  ...(ctx.config.staticDir ? [path.join(ctx.config.staticDir, 'p-assets')] : []),
  path.resolve('out', 'p-assets'),
];

let fromSource: Promise<string | null> | null = null;

/**
 * A checkout that has not run the pages build (its unit tests run first) bundles the script from
 * its source once, with the esbuild the server build uses; without the source (an installed
 * server) there is nothing to bundle.
 */
async function bundleSource(): Promise<string | null> {
  if (!(await fs.stat(SOURCE).catch(() => null))) return null;
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [SOURCE],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? null;
}

/** The hosted card page's script (served as `/c-assets/beacon.js`), or null when there is none. */
export async function cardPageScript(ctx: AppContext): Promise<string | null> {
  for (const dir of scriptDirs(ctx)) {
    const text = await fs.readFile(path.join(dir, SCRIPT_FILE), 'utf8').catch(() => null);
    if (text) return text;
  }
  fromSource ??= bundleSource().catch(() => null);
  return fromSource;
}

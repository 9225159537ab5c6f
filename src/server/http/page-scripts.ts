import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';

/**
 * The public pages' own scripts (the card page, the campaign page, the website beacon) as the pages
 * build writes them (vite.pages.config.ts, src/pages/*). The folders they are looked for in, first
 * found wins: `p-assets` of the built renderer (STATIC_DIR: browser mode, the Docker image), then
 * `out/p-assets` beside the server.
 */
export function publicAssetDirs(ctx: AppContext): string[] {
  return [
    ...(ctx.config.staticDir ? [path.join(ctx.config.staticDir, 'p-assets')] : []),
    path.resolve('out', 'p-assets'),
  ];
}

const fromSource = new Map<string, Promise<string | null>>();

/**
 * A checkout that has not run the pages build (its unit tests run first) bundles the script from
 * its source once, with the esbuild the server build uses; without the source (an installed
 * server) there is nothing to bundle.
 */
async function bundleSource(source: string): Promise<string | null> {
  if (!(await fs.stat(source).catch(() => null))) return null;
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [source],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? null;
}

/** A built page script (`file` in p-assets), else its `source` bundled once; null when neither is there. */
export async function pageScript(ctx: AppContext, file: string, source: string): Promise<string | null> {
  for (const dir of publicAssetDirs(ctx)) {
    const text = await fs.readFile(path.join(dir, file), 'utf8').catch(() => null);
    if (text) return text;
  }
  let bundled = fromSource.get(source);
  if (!bundled) fromSource.set(source, (bundled = bundleSource(source).catch(() => null)));
  return bundled;
}

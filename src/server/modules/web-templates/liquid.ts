import { Liquid, type FS } from 'liquidjs';
import { rawOrEscaped } from './safe-html';

/** Limits of one template's work (issue 24): a page renders in 2 s at most. */
export const LIQUID_LIMITS = {
  /** Characters of template source parsed per parse. */
  parseLimit: 1_000_000,
  renderLimit: 2_000,
  /** Roughly, the string and array lengths a render may allocate (LiquidJS counts them). */
  memoryLimit: 20_000_000,
} as const;

const utf8 = new TextDecoder('utf-8');

/** A folder path joined and normalised; null when it would leave the package. */
function joined(dir: string, file: string): string | null {
  const parts: string[] = [];
  for (const part of `${dir}/${file}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') return null;
    parts.push(part);
  }
  return parts.join('/');
}

/**
 * LiquidJS's file system over a package's unpacked files, in memory: `render` and `include` find
 * `partials/<name>.liquid`, and nothing outside the package can be named.
 */
export function packageFs(files: ReadonlyMap<string, Uint8Array>): FS {
  const read = (path: string) => {
    const bytes = files.get(path);
    if (!bytes) throw new Error(`ENOENT: ${path} is not in the template`);
    return utf8.decode(bytes);
  };
  return {
    exists: async (path) => files.has(path),
    existsSync: (path) => files.has(path),
    readFile: async (path) => read(path),
    readFileSync: read,
    resolve: (dir, file, ext) => {
      const name = /\.[a-z0-9]+$/i.test(file) ? file : `${file}${ext}`;
      return joined(dir, name) ?? '\u0000outside';
    },
    contains: async (root, file) => file.startsWith(`${root}/`),
    containsSync: (root, file) => file.startsWith(`${root}/`),
    dirname: (file) => file.split('/').slice(0, -1).join('/'),
    sep: '/',
  };
}

/**
 * The Liquid engine of one template's files (issue 24, Template format): every output escaped, no
 * inherited properties (`constructor`, `__proto__`), unknown filters refused, parse, render and
 * memory limits, and `raw` passing only what the platform sanitised.
 */
export function templateEngine(
  files: ReadonlyMap<string, Uint8Array>,
  assetUrl: (path: string) => string,
): Liquid {
  const engine = new Liquid({
    fs: packageFs(files),
    root: ['partials'],
    partials: ['partials'],
    layouts: ['partials'],
    extname: '.liquid',
    relativeReference: false,
    dynamicPartials: true,
    outputEscape: 'escape',
    ownPropertyOnly: true,
    strictFilters: true,
    strictVariables: false,
    cache: true,
    ...LIQUID_LIMITS,
  });
  engine.registerFilter('raw', { raw: true, handler: rawOrEscaped });
  // `{{ 'site.css' | asset_url }}`: the address of a file of assets/; one the package lacks fails
  // the render, so the upload check names it.
  engine.registerFilter('asset_url', (name: unknown) => {
    const path = joined('assets', String(name ?? ''));
    if (!path || !files.has(path)) throw new Error(`assets/${String(name)} is not in the template`);
    return assetUrl(path);
  });
  return engine;
}

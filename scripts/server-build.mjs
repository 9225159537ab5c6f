// The platform server's bundle (esbuild), as `npm run build:server`, the journeys and the process
// tests build it: the server, and the worker threads it starts, each an entry point of its own, so
// a worker is beside the server as `<name>.mjs`. The desktop's electron-vite build takes its entry
// points from the same list (electron.vite.config.ts). Code that only some requests need (the PDFs
// and their font parser) is imported where it is used, and split into chunks/ beside the entries,
// so a start does not load it.
import { buildSync } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Worker threads the server starts, by the file name it looks for beside itself. */
export const SERVER_WORKERS = {
  'contacts-import-worker': 'src/server/modules/whatsapp/contacts-import-worker.ts',
};

/** Bundles the server into `outdir` as main.mjs with its workers beside it, and any further `entries`. */
export function buildServer(outdir, { root = ROOT, entries: extra = {} } = {}) {
  const entries = { main: 'src/server/main.ts', ...SERVER_WORKERS, ...extra };
  buildSync({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(root, file)]),
    ),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.mjs');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildServer(path.join(ROOT, 'out/server'));

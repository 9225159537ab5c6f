import { buildSync } from 'esbuild';
import path from 'node:path';
import { repoRoot, serverBundle } from './server';

/**
 * Bundles the server once per run (esbuild, well under a second), so each journey's server starts
 * from one plain ES module instead of compiling TypeScript on every start; it is the bundle that
 * `npm run server` runs.
 */
export default function globalSetup() {
  buildSync({
    entryPoints: [path.join(repoRoot, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outfile: serverBundle,
    logLevel: 'warning',
  });
}

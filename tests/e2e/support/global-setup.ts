import path from 'node:path';
import { buildServer } from '../../../scripts/server-build.mjs';
import { serverBundle } from './server';

/**
 * Bundles the server once per run (esbuild, well under a second), so each journey's server starts
 * from one plain ES module instead of compiling TypeScript on every start; it is the bundle that
 * `npm run server` runs, with its worker threads beside it.
 */
export default function globalSetup() {
  buildServer(path.dirname(serverBundle));
}

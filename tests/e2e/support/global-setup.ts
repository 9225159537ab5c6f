import { buildServer } from '../../../scripts/server-build.mjs';
import { serverBuildDir } from './server';

/**
 * Bundles the server once per run (esbuild, well under a second), with its worker threads beside
 * it as `npm run server` has them, and the journeys' server host (server-host.ts), which loads that
 * code once per Playwright worker and starts each journey's server in it.
 */
export default function globalSetup() {
  buildServer(serverBuildDir, { entries: { 'server-host': 'tests/e2e/support/server-host.ts' } });
}

// The Electron end-to-end test: prepares Electron the way `npm start` does (scripts/ensure-electron.mjs),
// builds the app and runs it; where the binary cannot be had, the test reports itself skipped and this
// says why.
import { execSync } from 'node:child_process';
import { ensureElectron } from './ensure-electron.mjs';

const reason = process.env.ELECTRON_OVERRIDE_DIST_PATH ? null : ensureElectron({ timeoutMs: 5 * 60_000 });
if (reason) console.log(`Electron end-to-end test skipped: no Electron binary (${reason}).`);
else execSync('npm run build', { stdio: 'inherit' });
execSync('npx playwright test -c tests/e2e-electron', { stdio: 'inherit' });

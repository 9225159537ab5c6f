// The Electron end-to-end test: builds the app and runs it when an Electron binary is installed;
// otherwise the test reports itself skipped, and this says why (no build needed for that).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const pkg = path.join(process.cwd(), 'node_modules', 'electron');
const pathFile = path.join(pkg, 'path.txt');
const binary = fs.existsSync(pathFile) && path.join(pkg, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
const present = Boolean(process.env.ELECTRON_OVERRIDE_DIST_PATH || (binary && fs.existsSync(binary)));

if (present) execSync('npm run build', { stdio: 'inherit' });
else console.log('Electron end-to-end test skipped: no Electron binary in node_modules/electron/dist.');
execSync('npx playwright test -c tests/e2e-electron', { stdio: 'inherit' });

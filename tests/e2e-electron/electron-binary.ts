import fs from 'node:fs';
import path from 'node:path';

/**
 * The Electron executable if one is installed, else null. Deliberately not `require('electron')`:
 * that downloads the binary when it is missing, which must not happen on these machines.
 */
export function electronBinary(root = process.cwd()): string | null {
  const pkg = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(pkg, 'path.txt');
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : undefined;
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(pkg, 'dist');
  if (!relative && !process.env.ELECTRON_OVERRIDE_DIST_PATH) return null;
  const binary = path.join(dist, relative ?? 'electron');
  return fs.existsSync(binary) ? binary : null;
}

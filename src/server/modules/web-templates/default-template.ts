import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';

/** Where the default template's source sits in the project and in the desktop app's resources. */
const DEFAULT_DIR = path.join('resources', 'web-templates', 'default');

/**
 * The folder of the default web template (issue 24: "A default template ships in resources/"):
 * beside the packaged desktop app's resources, else found up from this module (the source tree, the
 * bundled server under out/), else under the working folder. Null when none has it.
 */
export function defaultTemplateDir(): string | null {
  const candidates: string[] = [];
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  if (resources) candidates.push(path.join(resources, DEFAULT_DIR));
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    candidates.push(path.join(dir, DEFAULT_DIR));
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  candidates.push(path.join(process.cwd(), DEFAULT_DIR));
  return candidates.find((c) => fs.existsSync(path.join(c, 'template.json'))) ?? null;
}

/** The default template's folder zipped as an Admin's zip tool would, and its cover. */
export function defaultTemplateZip(dir: string): { zip: Uint8Array; cover: Buffer | null } {
  const files: Zippable = {};
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile())
        files[path.relative(dir, full).split(path.sep).join('/')] = fs.readFileSync(full);
    }
  };
  walk(dir);
  const coverFile = path.join(dir, 'cover.png');
  return { zip: zipSync(files), cover: fs.existsSync(coverFile) ? fs.readFileSync(coverFile) : null };
}

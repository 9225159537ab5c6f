// Zips this folder into a template package (docs/template-package.md):
//   node docs/template-sample/zip-sample.mjs festive-offer.zip
// The tests build the same zip with tests/helpers/template-package.ts (samplePackage).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? 'festive-offer.zip';
const files = {};
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = path.relative(here, full).split(path.sep).join('/');
    if (entry.isDirectory()) walk(full);
    else if (name === 'layout.svg' || name === 'template.json' || /^(fonts|images)\//.test(name))
      files[name] = new Uint8Array(fs.readFileSync(full));
  }
};
walk(here);
fs.writeFileSync(out, zipSync(files));
console.log(`${out}: ${Object.keys(files).join(', ')}`);

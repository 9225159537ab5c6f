import { zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readWebTemplatePackage } from '../../src/server/modules/web-templates/package';
import { PackageProblems } from '../../src/server/zip/package-zip';
import { webZip } from '../helpers/web-template-package';

/** The problems a package is refused with (it must be refused). */
function problemsOf(zip: Uint8Array): string[] {
  try {
    readWebTemplatePackage(zip);
  } catch (err) {
    if (err instanceof PackageProblems) return err.problems;
    throw err;
  }
  throw new Error('the package was accepted');
}

/** Sets the sizes a zip's only entry declares, in its local header and its central directory. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  view.setUint32(22, size, true);
  for (let i = out.length - 22; i >= 0; i--)
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint32(i + 24, size, true);
      break;
    }
  return out;
}

/** Issue 24, Tests: the zip checks of web template packages (shared with design templates). */
describe('web template package zip checks', () => {
  it('accepts the default template', () => {
    const pkg = readWebTemplatePackage(webZip());
    expect(pkg.manifest.name).toBe('Clean Business');
    expect(pkg.names).toContain('pages/home.liquid');
  });

  it('refuses zip slip and absolute paths, naming the file', () => {
    expect(problemsOf(webZip({ '../evil.liquid': 'x', 'pages/../../up.css': 'x' }))).toEqual(
      expect.arrayContaining([
        '../evil.liquid: ".." is not allowed in paths',
        'pages/../../up.css: ".." is not allowed in paths',
      ]),
    );
    expect(problemsOf(webZip({ '/etc/passwd': 'root', 'C:/boot.ini': 'x' }))).toEqual(
      expect.arrayContaining([
        '/etc/passwd: absolute paths are not allowed',
        'C:/boot.ini: absolute paths are not allowed',
      ]),
    );
  });

  it('refuses a symbolic link, whatever it points at', () => {
    const files: Zippable = {};
    for (const [name, bytes] of readWebTemplatePackage(webZip()).files) files[name] = bytes;
    // A Unix symlink: the mode's file type in the high half of the external attributes.
    files['assets/passwd.css'] = [
      new TextEncoder().encode('/etc/passwd'),
      { os: 3, attrs: (0o120777 << 16) >>> 0 },
    ];
    expect(problemsOf(zipSync(files))).toEqual(['assets/passwd.css: links are not allowed in a package']);
  });

  it('refuses a zip bomb: by the sizes it declares, and when it lies about them', () => {
    // 30 MB of zeros compress to a few kilobytes: refused from the declared size, nothing inflated.
    const declared = problemsOf(webZip({ 'assets/big.css': new Uint8Array(30 * 1024 * 1024) }));
    expect(declared).toEqual([
      expect.stringMatching(/unzip to 30\.\d MB; a package unzips to at most 20 MB/),
    ]);
    // One entry that declares 1 KB but inflates to 50 MB: inflating stops at the declared size.
    const liar = declareSize(zipSync({ 'template.json': new Uint8Array(50 * 1024 * 1024) }), 1024);
    expect(problemsOf(liar)).toEqual(['The zip archive is damaged: template.json cannot be unpacked']);
  });

  it('refuses 10,000 files from the central directory, and more than 500', () => {
    const many: Zippable = {};
    for (let i = 0; i < 10_000; i++) many[`assets/f${i}.css`] = new Uint8Array(0);
    expect(problemsOf(zipSync(many))).toEqual(['The zip holds more than 500 files']);
  });

  it('refuses SVG, stray places and extensions off the list, and images that are not what they say', () => {
    const problems = problemsOf(
      webZip({
        'assets/logo.svg': '<svg onload="alert(1)"/>',
        'assets/run.exe': 'MZ',
        'notes.txt': 'x',
        'pages/extra.liquid': 'x',
        'assets/photo.png': '<svg/>',
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'assets/logo.svg: SVG files are not allowed (they can carry scripts)',
        'assets/run.exe: assets may only be .css, .js, .png, .jpg, .jpeg, .gif, .webp, .woff2 files',
        'notes.txt: a web template holds only template.json, layout.liquid, cover.png, pages/, partials/ and assets/',
        expect.stringMatching(/^pages\/extra\.liquid: pages\/ holds only home\.liquid/),
      ]),
    );
    expect(problemsOf(webZip({ 'assets/photo.png': '<svg/>' }))).toEqual([
      'assets/photo.png is not the image its extension names',
    ]);
  });

  it('names missing files and template.json problems', () => {
    expect(problemsOf(webZip({ 'pages/product.liquid': null, 'layout.liquid': null }))).toEqual([
      'layout.liquid is missing',
      'pages/product.liquid is missing',
    ]);
    const bad = JSON.stringify({
      name: 'X',
      version: 'one',
      settings: [{ key: 'Bad Key', label: 'L', type: 'select', options: ['a'], default: 'b' }],
    });
    expect(problemsOf(webZip({ 'template.json': bad }))).toEqual(
      expect.arrayContaining([
        'template.json (version): version is numbers separated by dots, e.g. "1.0.0"',
        'template.json (settings.0.key): a setting key is lower-case letters, digits and _, starting with a letter',
        'template.json (settings.0.default): a select default must be one of its options',
      ]),
    );
  });
});

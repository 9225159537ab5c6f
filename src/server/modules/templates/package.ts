import { unzipSync, type UnzipFileInfo } from 'fflate';
import * as fontkit from 'fontkit';
import type { TemplateFieldType } from '../../../shared/catalog/rules';
import { fontFormatOf } from '../../../shared/catalog/rules';
import {
  FONT_ENTRY,
  IMAGE_ENTRY,
  LAYOUT_FILE,
  MANIFEST_FILE,
  MAX_PACKAGE_BYTES,
  MAX_PACKAGE_ENTRIES,
  MAX_UNZIPPED_BYTES,
  entryNameProblem,
  imageTypeOf,
  isJunkEntry,
  manifestSchema,
  megabytes,
  type TemplateManifest,
} from '../../../shared/templates/package-rules';
import { checkLayout } from '../../../shared/templates/rules';
import { parseXml, XmlError, type XmlDocument } from '../../../shared/templates/xml';
import { HttpError } from '../../http/errors';

/** A package read and checked: its design, images and fonts, ready to draw. */
export interface TemplatePackageContents {
  manifest: TemplateManifest;
  layout: XmlDocument;
  /** Every file inside (after a wrapping folder is removed), in zip order. */
  files: string[];
  /** The keys the layout's placeholders use. */
  keys: string[];
  /** `images/…` by name. */
  images: Map<string, { bytes: Uint8Array; type: string }>;
  /** `fonts/…` by name, each read by fontkit. */
  fonts: Map<string, { bytes: Uint8Array; format: 'ttf' | 'otf'; family: string }>;
}

/** The problems that make a package unusable, each on its own (issue 12, Bad input: "listing each problem"). */
export class PackageProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Most problems named in the message (the field errors carry them all). */
const PROBLEMS_IN_MESSAGE = 10;

/**
 * The 422 for a refused package: the message names the problems (a toast shows it), and each is a
 * field error `problems.<n>` so that a form can list them.
 */
export function packageRefused(problems: string[]): HttpError {
  const shown = problems.slice(0, PROBLEMS_IN_MESSAGE).join('; ');
  const more =
    problems.length > PROBLEMS_IN_MESSAGE ? ` (and ${problems.length - PROBLEMS_IN_MESSAGE} more)` : '';
  return new HttpError(
    422,
    `The zip file is not a valid template package: ${shown}${more}`,
    'ValidationFailed',
    Object.fromEntries(problems.map((p, i) => [`problems.${i}`, p])),
  );
}

class TooManyEntries extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function text(bytes: Uint8Array, name: string, problems: string[]): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    problems.push(`${name} is not UTF-8 text`);
    return null;
  }
}

/**
 * The entries a zip declares, read from its central directory without inflating anything (fflate's
 * filter sees each entry's declared sizes and refuses them all), or the problems that stop there.
 */
function declaredEntries(zip: Uint8Array): UnzipFileInfo[] | string[] {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(zip, {
      filter: (info) => {
        entries.push(info);
        if (entries.length > MAX_PACKAGE_ENTRIES) throw new TooManyEntries();
        return false;
      },
    });
  } catch (err) {
    if (err instanceof TooManyEntries) return [`The zip holds more than ${MAX_PACKAGE_ENTRIES} files`];
    return ['The file is not a valid zip archive'];
  }
  return entries;
}

/**
 * Reads and checks a package (issue 12, Package format and Bad input). Limits come first, on the
 * sizes the zip declares: at most 20 MB zipped, 60 MB unzipped and 200 files, so nothing large is
 * ever inflated. Then the names (no `..`, absolute paths or stray files), template.json, the layout
 * (`checkLayout`: no scripts or outside references; keys among `fields`, the active template fields),
 * the fonts (fontkit must read them) and the images. Throws PackageProblems listing every problem.
 *
 * `fields` null skips the key check: a package stored earlier is drawn even if a field has since
 * been switched off (its placeholder then keeps the sample content).
 */
export function readTemplatePackage(
  zip: Uint8Array,
  fields: ReadonlyMap<string, TemplateFieldType> | null,
): TemplatePackageContents {
  if (zip.length > MAX_PACKAGE_BYTES)
    throw new PackageProblems([`The zip file is larger than ${megabytes(MAX_PACKAGE_BYTES)}`]);
  const declared = declaredEntries(zip);
  if (typeof declared[0] === 'string') throw new PackageProblems(declared as string[]);
  const entries = (declared as UnzipFileInfo[]).filter((e) => !isJunkEntry(e.name));

  // A zip made from a folder wraps everything in it: read the folder's content as the package.
  const names = entries.map((e) => e.name);
  const top = names[0]?.split('/')[0];
  const wrapped =
    !names.includes(LAYOUT_FILE) &&
    names.length > 0 &&
    !!top &&
    names.every((n) => n.startsWith(`${top}/`)) &&
    names.includes(`${top}/${LAYOUT_FILE}`);
  const nameOf = (entry: string) => (wrapped ? entry.slice(top!.length + 1) : entry);

  const problems: string[] = [];
  let unzipped = 0;
  const seen = new Set<string>();
  for (const e of entries) {
    const name = nameOf(e.name);
    const problem = entryNameProblem(name);
    if (problem) problems.push(problem);
    if (seen.has(name)) problems.push(`${name} is in the zip twice`);
    seen.add(name);
    if (e.compression !== 0 && e.compression !== 8)
      problems.push(`${name} uses a compression method this server cannot read (use Deflate)`);
    unzipped += e.originalSize;
  }
  if (unzipped > MAX_UNZIPPED_BYTES)
    problems.push(
      `The files unzip to ${megabytes(unzipped)}; a package unzips to at most ${megabytes(MAX_UNZIPPED_BYTES)}`,
    );
  if (!seen.has(LAYOUT_FILE)) problems.push('layout.svg is missing');
  if (!seen.has(MANIFEST_FILE)) problems.push('template.json is missing');
  if (problems.length) throw new PackageProblems(problems);

  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (info) => !isJunkEntry(info.name) });
  } catch {
    throw new PackageProblems(['The zip archive is damaged: its files cannot be unpacked']);
  }
  const file = (name: string) => files[wrapped ? `${top}/${name}` : name];
  const inside = entries.map((e) => nameOf(e.name));

  // template.json
  let manifest: TemplateManifest | null = null;
  const manifestText = text(file(MANIFEST_FILE), MANIFEST_FILE, problems);
  if (manifestText !== null) {
    let json: unknown;
    try {
      json = JSON.parse(manifestText);
    } catch {
      problems.push('template.json is not valid JSON');
    }
    if (json !== undefined) {
      const parsed = manifestSchema.safeParse(json);
      if (parsed.success) manifest = parsed.data;
      else for (const issue of parsed.error.issues) problems.push(`template.json: ${issue.message}`);
    }
  }

  // Images, by their bytes.
  const images = new Map<string, { bytes: Uint8Array; type: string }>();
  for (const name of inside.filter((n) => IMAGE_ENTRY.test(n))) {
    const bytes = file(name);
    const type = imageTypeOf(bytes);
    if (!type) problems.push(`${name} is not a PNG, JPEG or GIF image`);
    else images.set(name, { bytes, type });
  }

  // Fonts: the sfnt signature, then fontkit must read them as the renderer will.
  const fonts = new Map<string, { bytes: Uint8Array; format: 'ttf' | 'otf'; family: string }>();
  for (const name of inside.filter((n) => FONT_ENTRY.test(n))) {
    const bytes = file(name);
    const format = fontFormatOf(bytes);
    const family = format ? fontFamilyOf(bytes) : null;
    if (!format || !family) problems.push(`${name} cannot be read as a TTF or OTF font`);
    else fonts.set(name, { bytes, format, family });
  }

  // layout.svg
  let layout: XmlDocument | null = null;
  let keys: string[] = [];
  const layoutText = text(file(LAYOUT_FILE), LAYOUT_FILE, problems);
  if (layoutText !== null) {
    try {
      layout = parseXml(layoutText);
    } catch (err) {
      if (!(err instanceof XmlError)) throw err;
      problems.push(`layout.svg is not valid SVG: ${err.message}`);
    }
  }
  if (layout) {
    const check = checkLayout(layout, {
      fields: fields ?? new Map(),
      images: new Set(images.keys()),
      // Without a valid template.json, its keys are not compared (its own problems are listed).
      declaredKeys: manifest?.keys ?? null,
    });
    keys = check.keys;
    const relevant = fields
      ? check.problems
      : check.problems.filter((p) => !/template field|template\.json lists|does not list in keys/.test(p));
    problems.push(...relevant);
  }

  if (problems.length || !manifest || !layout) throw new PackageProblems(problems);
  return { manifest, layout, files: inside, keys, images, fonts };
}

/** The family name fontkit reads from a font file (what an SVG's font-family names), or null. */
export function fontFamilyOf(bytes: Uint8Array): string | null {
  try {
    const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!('familyName' in font) || !(font.numGlyphs > 0) || !(font.unitsPerEm > 0)) return null;
    return typeof font.familyName === 'string' && font.familyName.trim() ? font.familyName : null;
  } catch {
    return null;
  }
}

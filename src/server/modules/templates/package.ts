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
  manifestSchema,
  type TemplateManifest,
} from '../../../shared/templates/package-rules';
import { checkLayout } from '../../../shared/templates/rules';
import { parseXml, XmlError, type XmlDocument } from '../../../shared/templates/xml';
import { fontkit } from '../../fonts/fontkit';
import { PackageProblems, unpackZip } from '../../zip/package-zip';

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

// Refusals and the safe reading of a zip are shared with web template packages (server/zip).
export { PackageProblems, packageRefused } from '../../zip/package-zip';

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
  const { names: inside, files } = unpackZip(
    zip,
    { maxZipBytes: MAX_PACKAGE_BYTES, maxEntries: MAX_PACKAGE_ENTRIES, maxUnpackedBytes: MAX_UNZIPPED_BYTES },
    LAYOUT_FILE,
    entryNameProblem,
  );
  const problems: string[] = [];
  if (!files.has(LAYOUT_FILE)) problems.push('layout.svg is missing');
  if (!files.has(MANIFEST_FILE)) problems.push('template.json is missing');
  if (problems.length) throw new PackageProblems(problems);
  const file = (name: string) => files.get(name)!;

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
    const font = fontkit().create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!('familyName' in font) || !(font.numGlyphs > 0) || !(font.unitsPerEm > 0)) return null;
    return typeof font.familyName === 'string' && font.familyName.trim() ? font.familyName : null;
  } catch {
    return null;
  }
}

import { z } from 'zod';
import { zipPathProblem } from '../files/zip-rules';

/**
 * What a template package may hold (issue 12, Package format and Bad input; docs/template-package.md):
 * a zip of `layout.svg`, `template.json`, optional `fonts/*.ttf|otf` and `images/*`. The limits are
 * checked on the sizes the zip declares, before anything is inflated.
 */
export const MAX_PACKAGE_BYTES = 20 * 1024 * 1024;
export const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
export const MAX_PACKAGE_ENTRIES = 200;

/** A design's size in template.json, in pixels. */
export const MIN_TEMPLATE_SIDE = 100;
export const MAX_TEMPLATE_SIDE = 5000;

export const LAYOUT_FILE = 'layout.svg';
export const MANIFEST_FILE = 'template.json';
export const PACKAGE_VERSION = 1;

// The rules every package zip shares live with the files (one place, also read by web templates).
export { isJunkEntry, MAX_ENTRY_NAME_LENGTH, megabytes } from '../files/zip-rules';

/**
 * Why an entry's name is refused, or null: no `..`, no absolute or drive paths, no backslashes or
 * control characters, and only the places a package has (issue 12, Bad input).
 */
export function entryNameProblem(name: string): string | null {
  const pathProblem = zipPathProblem(name);
  if (pathProblem) return pathProblem;
  if (name === LAYOUT_FILE || name === MANIFEST_FILE) return null;
  if (/^fonts\/[^/]+$/.test(name))
    return FONT_ENTRY.test(name) ? null : `${name}: fonts must be .ttf or .otf files`;
  if (/^images\/[^/]+$/.test(name))
    return IMAGE_ENTRY.test(name) ? null : `${name}: images must be .png, .jpg, .jpeg or .gif files`;
  return `${name}: a package holds only layout.svg, template.json, fonts/ and images/`;
}

export const FONT_ENTRY = /^fonts\/[^/]+\.(ttf|otf)$/i;
export const IMAGE_ENTRY = /^images\/[^/]+\.(png|jpe?g|gif)$/i;

export type PackageImageType = 'image/png' | 'image/jpeg' | 'image/gif';

/** An image's type by its first bytes (the name can lie), or null. */
export function imageTypeOf(bytes: Uint8Array): PackageImageType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && String.fromCharCode(...bytes.subarray(0, 4)) === 'GIF8') return 'image/gif';
  return null;
}

const side = (which: string) =>
  z
    .number(`size.${which} must be a number of pixels`)
    .int(`size.${which} must be a whole number of pixels`)
    .min(
      MIN_TEMPLATE_SIDE,
      `size.${which} must be between ${MIN_TEMPLATE_SIDE} and ${MAX_TEMPLATE_SIDE} pixels`,
    )
    .max(
      MAX_TEMPLATE_SIDE,
      `size.${which} must be between ${MIN_TEMPLATE_SIDE} and ${MAX_TEMPLATE_SIDE} pixels`,
    );

/** template.json (docs/template-package.md). */
export const manifestSchema = z.object({
  version: z.literal(PACKAGE_VERSION, `version must be ${PACKAGE_VERSION}`),
  name: z
    .string('name is required')
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is at most 100 characters'),
  size: z.object(
    { width: side('width'), height: side('height') },
    'size must be { "width": …, "height": … }',
  ),
  keys: z
    .array(
      z.string('keys must be a list of template field keys').max(50),
      'keys must be a list of template field keys',
    )
    .max(100, 'keys lists at most 100 keys')
    .default([]),
});
export type TemplateManifest = z.output<typeof manifestSchema>;

/** The tokens a layout may use (issue 12, Package format): the template's colours and fonts. */
export const TEMPLATE_TOKENS = [
  'primary_color',
  'secondary_color',
  'bg_color',
  'primary_font',
  'secondary_font',
] as const;
export type TemplateToken = (typeof TEMPLATE_TOKENS)[number];
export const TOKEN_PATTERN = /\{\{\s*([A-Za-z0-9_.-]*)\s*\}\}/g;

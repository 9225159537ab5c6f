import { z } from 'zod';
import { zipPathProblem } from '../files/zip-rules';

/**
 * What a web template package holds (issue 24, Template format): a zip of `template.json`,
 * `layout.liquid`, one Liquid file per page under `pages/`, optional `partials/*.liquid`, `assets/`
 * (css, js, images, woff2) and `cover.png`. The shared zip rules (no `..`, absolute paths or links)
 * come first; the places and extensions below come after. No SVG anywhere: it can carry script.
 */
export const MAX_WEB_PACKAGE_BYTES = 20 * 1024 * 1024;
export const MAX_WEB_UNPACKED_BYTES = 20 * 1024 * 1024;
export const MAX_WEB_PACKAGE_FILES = 500;

export const WEB_MANIFEST_FILE = 'template.json';
export const WEB_LAYOUT_FILE = 'layout.liquid';
export const WEB_COVER_FILE = 'cover.png';

/** The pages every template renders, each `pages/<name>.liquid`. */
export const WEB_PAGES = [
  'home',
  'about',
  'contact',
  'products',
  'product',
  'updates',
  'update',
  '404',
] as const;
export type WebPageName = (typeof WEB_PAGES)[number];
export const pageFile = (page: WebPageName) => `pages/${page}.liquid`;

/** Every file a package must hold. */
export const REQUIRED_WEB_FILES = [WEB_MANIFEST_FILE, WEB_LAYOUT_FILE, ...WEB_PAGES.map(pageFile)];

/** The extensions `assets/` may hold, by what they are. */
export const WEB_ASSET_EXTENSIONS = {
  css: 'text/css',
  js: 'text/javascript',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff2: 'font/woff2',
} as const;
export type WebAssetExtension = keyof typeof WEB_ASSET_EXTENSIONS;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The content type an asset is served with, or null when the extension is not allowed. */
export const assetTypeOf = (name: string): string | null =>
  Object.hasOwn(WEB_ASSET_EXTENSIONS, extensionOf(name))
    ? WEB_ASSET_EXTENSIONS[extensionOf(name) as WebAssetExtension]
    : null;

/** Assets whose bytes must show the image type their extension names. */
export const isImageAsset = (name: string) => /^image\//.test(assetTypeOf(name) ?? '');

const ASSET_LIST = Object.keys(WEB_ASSET_EXTENSIONS)
  .map((e) => `.${e}`)
  .join(', ');

/**
 * Why an entry of a web template package is refused, or null: the shared path rules, then only
 * the places a web template has, with allowlisted extensions.
 */
export function webEntryProblem(name: string): string | null {
  const pathProblem = zipPathProblem(name);
  if (pathProblem) return pathProblem;
  if (/\.svgz?$/i.test(name)) return `${name}: SVG files are not allowed (they can carry scripts)`;
  if (name === WEB_MANIFEST_FILE || name === WEB_LAYOUT_FILE || name === WEB_COVER_FILE) return null;
  if (/^pages\/[^/]+$/.test(name)) {
    const page = name.slice('pages/'.length).replace(/\.liquid$/, '');
    return name.endsWith('.liquid') && (WEB_PAGES as readonly string[]).includes(page)
      ? null
      : `${name}: pages/ holds only ${WEB_PAGES.map((p) => `${p}.liquid`).join(', ')}`;
  }
  if (/^partials\//.test(name))
    return /^partials\/[a-z0-9_-]+\.liquid$/i.test(name)
      ? null
      : `${name}: partials/ holds only .liquid files (letters, digits, - and _ in their names)`;
  if (/^assets\//.test(name))
    return assetTypeOf(name) ? null : `${name}: assets may only be ${ASSET_LIST} files`;
  return `${name}: a web template holds only template.json, layout.liquid, cover.png, pages/, partials/ and assets/`;
}

/** The kinds of setting the Content tab can show for a template. */
export const WEB_SETTING_TYPES = ['text', 'textarea', 'color', 'image', 'boolean', 'select'] as const;
export type WebSettingType = (typeof WEB_SETTING_TYPES)[number];

const settingKey = z
  .string('a setting key is required')
  .regex(
    /^[a-z][a-z0-9_]{0,39}$/,
    'a setting key is lower-case letters, digits and _, starting with a letter',
  );
const label = z.string('a setting label is required').trim().min(1, 'a setting label is required').max(80);
const HEX = /^#[0-9a-fA-F]{6}$/;

/** One setting of template.json: a field of the Content tab, which a template reads as `content.<key>`. */
export const webSettingSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ key: settingKey, label, type: z.literal('text'), default: z.string().max(200).default('') }),
    z.object({
      key: settingKey,
      label,
      type: z.literal('textarea'),
      default: z.string().max(2000).default(''),
    }),
    z.object({
      key: settingKey,
      label,
      type: z.literal('color'),
      default: z.string().regex(HEX, 'a color default is #RRGGBB'),
    }),
    z.object({
      key: settingKey,
      label,
      type: z.literal('image'),
      /** An image of the package (`assets/…`) or empty: the user uploads one. */
      default: z.string().max(200).default(''),
    }),
    z.object({ key: settingKey, label, type: z.literal('boolean'), default: z.boolean().default(false) }),
    z
      .object({
        key: settingKey,
        label,
        type: z.literal('select'),
        options: z.array(z.string().min(1).max(80)).min(1, 'a select setting lists its options').max(30),
        default: z.string(),
      })
      .refine((s) => s.options.includes(s.default), {
        message: 'a select default must be one of its options',
        path: ['default'],
      }),
  ],
  { error: `a setting type is one of ${WEB_SETTING_TYPES.join(', ')}` },
);
export type WebSetting = z.output<typeof webSettingSchema>;

/** template.json of a web template. */
export const webManifestSchema = z.object({
  name: z
    .string('name is required')
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is at most 100 characters'),
  version: z
    .string('version is required, e.g. "1.0.0"')
    .regex(/^\d+(\.\d+){0,2}$/, 'version is numbers separated by dots, e.g. "1.0.0"'),
  settings: z
    .array(webSettingSchema)
    .max(60, 'settings lists at most 60 fields')
    .default([])
    .refine((list) => new Set(list.map((s) => s.key)).size === list.length, 'settings keys must be unique'),
});
export type WebManifest = z.output<typeof webManifestSchema>;

/** The values a template sees as `content`: each setting's value, else its default. */
export function contentValues(
  settings: readonly WebSetting[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const s of settings) {
    const v = Object.hasOwn(values, s.key) ? values[s.key] : undefined;
    out[s.key] = typeof v === typeof s.default ? (v as string | boolean) : s.default;
  }
  return out;
}

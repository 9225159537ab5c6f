import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import type * as Fontkit from 'fontkit';
import type { TemplateToken } from '../../../shared/templates/package-rules';
import {
  DEFAULT_FONT_SIZE,
  fillLayout,
  fontFamilyToken,
  type MeasureText,
  type PlaceholderValue,
} from '../../../shared/templates/rules';
import { fontkit } from '../../fonts/fontkit';
import type { TemplatePackageContents } from './package';

const require = createRequire(import.meta.url);

/**
 * The font every layout falls back to when a family is missing (Poppins, font 1, may have no file
 * yet): DejaVu Sans from the dejavu-fonts-ttf package, which the invoices use too.
 */
export const FALLBACK_FONT_FAMILY = 'DejaVu Sans';
export const FALLBACK_FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
/** Its bold face, so `font-weight="bold"` draws bold without a font of the template's own. */
const FALLBACK_BOLD_FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A font the renderer may use: its file on disk (resvg reads paths) and fontkit's reading of it. */
export interface RenderFont {
  file: string;
  family: string;
  font: Fontkit.Font;
}

/**
 * resvg's options for a template (issue 12, Rendering): only the fonts given (master and package
 * fonts, no system fonts, so a drawing is the same on every machine), DejaVu Sans for anything
 * else, and the width asked for. The render test draws its expected image with the same options.
 */
export function renderOptions(fontFiles: string[], width: number): ResvgRenderOptions {
  return {
    font: {
      loadSystemFonts: false,
      fontFiles: [FALLBACK_FONT_FILE, FALLBACK_BOLD_FONT_FILE, ...fontFiles],
      defaultFontFamily: FALLBACK_FONT_FAMILY,
      defaultFontSize: DEFAULT_FONT_SIZE,
      sansSerifFamily: FALLBACK_FONT_FAMILY,
      serifFamily: FALLBACK_FONT_FAMILY,
      monospaceFamily: FALLBACK_FONT_FAMILY,
      cursiveFamily: FALLBACK_FONT_FAMILY,
      fantasyFamily: FALLBACK_FONT_FAMILY,
    },
    fitTo: { mode: 'width', value: width },
    logLevel: 'off',
  };
}

/** SVG text → PNG bytes at a width (resvg's `renderAsync`, off the main thread). */
export async function svgToPng(svg: string, fontFiles: string[], width: number): Promise<Buffer> {
  const image = await renderAsync(svg, renderOptions(fontFiles, width));
  return image.asPng();
}

function readFont(bytes: Uint8Array): Fontkit.Font | null {
  try {
    const font = fontkit().create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return 'layout' in font ? font : null;
  } catch {
    return null;
  }
}

let fallback: Promise<RenderFont> | null = null;
function fallbackFont(): Promise<RenderFont> {
  fallback ??= fs.readFile(FALLBACK_FONT_FILE).then((bytes) => ({
    file: FALLBACK_FONT_FILE,
    family: FALLBACK_FONT_FAMILY,
    font: readFont(bytes)!,
  }));
  return fallback;
}

/**
 * Font files on disk, by their content: resvg reads fonts from paths, while master fonts live in
 * the Storage (possibly S3) and package fonts inside zips. Each is written once under
 * DATA_DIR/cache/template-fonts and reused.
 */
export function fontDisk(dataDir: string) {
  const dir = path.join(dataDir, 'cache', 'template-fonts');
  const known = new Map<string, Promise<RenderFont | null>>();
  return {
    /** The font on disk with fontkit's reading, or null when fontkit cannot read it. */
    place(bytes: Uint8Array, format: 'ttf' | 'otf'): Promise<RenderFont | null> {
      const hash = crypto.createHash('sha256').update(bytes).digest('hex');
      let pending = known.get(hash);
      if (!pending) {
        pending = (async () => {
          const font = readFont(bytes);
          if (!font) return null;
          const file = path.join(dir, `${hash}.${format}`);
          const exists = await fs.stat(file).then(
            (s) => s.size === bytes.length,
            () => false,
          );
          if (!exists) {
            await fs.mkdir(dir, { recursive: true });
            const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
            await fs.writeFile(temp, bytes);
            await fs.rename(temp, file);
          }
          return { file, family: font.familyName, font };
        })();
        known.set(hash, pending);
        pending.catch(() => known.delete(hash));
      }
      return pending;
    },
  };
}
export type FontDisk = ReturnType<typeof fontDisk>;

/**
 * Text width with the fonts of a drawing (issue 12: "measure with fontkit on the server"): the first
 * family of the CSS list that is one of `fonts`, else the fallback, as resvg chooses.
 */
export function measureWith(fonts: RenderFont[], fallbackFont: RenderFont): MeasureText {
  const byFamily = new Map(fonts.map((f) => [f.family.toLowerCase(), f.font]));
  return (text, fontFamily, fontSize) => {
    const families = (fontFamily ?? '')
      .split(',')
      .map((f) =>
        f
          .trim()
          .replace(/^['"]|['"]$/g, '')
          .toLowerCase(),
      )
      .filter(Boolean);
    const font = families.map((f) => byFamily.get(f)).find(Boolean) ?? fallbackFont.font;
    return (font.layout(text).advanceWidth * fontSize) / font.unitsPerEm;
  };
}

export interface DrawInput {
  pkg: TemplatePackageContents;
  /** The template's colours (`#RRGGBB`) and its two master fonts (null: no file, drawn in the fallback). */
  colours: { primary: string; secondary: string; background: string };
  masterFonts: {
    primary: RenderFont | null;
    primaryName: string;
    secondary: RenderFont | null;
    secondaryName: string;
  };
  /** Placeholder values by key; none for the Default Zip File's own design. */
  values: Record<string, PlaceholderValue>;
  width: number;
}

const dataUri = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Fills a package's layout and draws it (issue 12, Rendering). */
export async function drawTemplate(disk: FontDisk, input: DrawInput): Promise<Buffer> {
  const { pkg, masterFonts } = input;
  const packageFonts = (
    await Promise.all([...pkg.fonts.values()].map((f) => disk.place(f.bytes, f.format)))
  ).filter((f): f is RenderFont => f !== null);
  const fonts = [masterFonts.primary, masterFonts.secondary, ...packageFonts].filter(
    (f): f is RenderFont => f !== null,
  );
  const tokens: Record<TemplateToken, string> = {
    primary_color: input.colours.primary,
    secondary_color: input.colours.secondary,
    bg_color: input.colours.background,
    primary_font: fontFamilyToken(masterFonts.primary?.family ?? masterFonts.primaryName),
    secondary_font: fontFamilyToken(masterFonts.secondary?.family ?? masterFonts.secondaryName),
  };
  const images = Object.fromEntries(
    [...pkg.images].map(([name, img]) => [name, dataUri(img.bytes, img.type)]),
  );
  const svg = fillLayout(pkg.layout, {
    size: pkg.manifest.size,
    values: input.values,
    tokens,
    images,
    measure: measureWith(fonts, await fallbackFont()),
  });
  return svgToPng(svg, [...new Set(fonts.map((f) => f.file))], input.width);
}

export { dataUri };

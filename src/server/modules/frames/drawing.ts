import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type * as Fontkit from 'fontkit';
import {
  NFC_CARD_MM,
  type NfcImageFit,
  type FrameElement,
  type FrameKind,
  type FrameLayoutElements,
} from '../../../shared/frames/rules';
import { frameSvg, type FrameSvgBrand } from '../../../shared/frames/svg';
import type { AppContext } from '../../context';
import { fontkit } from '../../fonts/fontkit';
import type { CatalogService } from '../catalog/service';
import { filesService } from '../files/service';
import { storedBytes } from './images';

const require = createRequire(import.meta.url);

/**
 * Drawing frames on the server (issue 12, NFC card download): the shared SVG of the frame and brand,
 * drawn to PNG by resvg with the catalog's font files only (no system fonts, so a card looks the same
 * on every machine), DejaVu Sans for any family that has no file yet (Poppins, font 1, at first).
 */
const FALLBACK_FAMILY = 'DejaVu Sans';
const FALLBACK_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const POINTS_PER_MM = 72 / 25.4;

export interface FrameToDraw {
  kind: FrameKind;
  elements: FrameLayoutElements;
  /** The frame image as a data: URI. */
  imageHref: string;
  imageAspect: number;
  /** NFC: how the image fills the card. */
  imageFit?: NfcImageFit;
  /** Logo as a data: URI. */
  brand: FrameSvgBrand;
}

type Measurer = Pick<Fontkit.Font, 'layout' | 'unitsPerEm'>;
let fallbackFont: Promise<Measurer> | null = null;
/** DejaVu Sans as fontkit reads it, to measure the lines drawn in it. */
const fallbackMeasurer = () =>
  (fallbackFont ??= fs.readFile(FALLBACK_FILE).then((bytes) => fontkit().create(bytes) as Fontkit.Font));

/** A line's advance width at `size` in the font that draws it. */
const widthIn = (font: Measurer, text: string, size: number) =>
  (font.layout(text).advanceWidth / font.unitsPerEm) * size;

/** resvg's options: the fonts given, DejaVu Sans for the rest, drawn `width` pixels wide. */
export function frameRenderOptions(fontFiles: string[], width: number) {
  return {
    font: {
      loadSystemFonts: false,
      fontFiles: [FALLBACK_FILE, ...fontFiles],
      defaultFontFamily: FALLBACK_FAMILY,
      sansSerifFamily: FALLBACK_FAMILY,
      serifFamily: FALLBACK_FAMILY,
      monospaceFamily: FALLBACK_FAMILY,
      cursiveFamily: FALLBACK_FAMILY,
      fantasyFamily: FALLBACK_FAMILY,
    },
    fitTo: { mode: 'width' as const, value: width },
    logLevel: 'off' as const,
  };
}

/** SVG → PNG bytes `width` wide, off the main thread. */
export async function svgToPng(svg: string, fontFiles: string[], width: number): Promise<Buffer> {
  return (await renderAsync(svg, frameRenderOptions(fontFiles, width))).asPng();
}

/** The PNG in a PDF whose one page is the NFC card, 85.6 × 54 mm (spec 01 section 7). */
export async function cardPdf(png: Uint8Array): Promise<Uint8Array> {
  // pdf-lib loads with the first card PDF, not with the server (scripts/server-build.mjs).
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle('NFC card');
  doc.setCreator('BizSuite');
  const width = NFC_CARD_MM.width * POINTS_PER_MM;
  const height = NFC_CARD_MM.height * POINTS_PER_MM;
  const page = doc.addPage([width, height]);
  page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width, height });
  return doc.save();
}

export function frameDrawing(ctx: AppContext, catalog: CatalogService) {
  const files = filesService(ctx);
  const dir = path.join(ctx.config.dataDir, 'cache', 'frame-fonts');
  /** Font file id → its place on disk and family, once per process. */
  const placed = new Map<string, Promise<{ file: string; family: string; font: Measurer } | null>>();

  /** A catalog font's file on disk (resvg reads paths) and the family it declares; null without one. */
  async function fontOnDisk(
    fontId: number,
  ): Promise<{ file: string; family: string; font: Measurer } | null> {
    const font = await catalog.fonts.byId(fontId).catch(() => null);
    const stored = font?.fileUrl ? await files.storedFile(font.fileUrl) : null;
    if (!font || !stored) return null;
    let pending = placed.get(stored.id);
    if (!pending) {
      pending = (async () => {
        const read = await storedBytes(files, stored.id);
        if (!read) return null;
        let measurer: Fontkit.Font;
        try {
          measurer = fontkit().create(read.bytes) as Fontkit.Font;
        } catch {
          return null;
        }
        const family = measurer.familyName;
        const file = path.join(dir, `${stored.id.replace(/[^A-Za-z0-9._-]/g, '_')}.${font.format ?? 'ttf'}`);
        const exists = await fs.stat(file).then(
          (s) => s.size === read.bytes.length,
          () => false,
        );
        if (!exists) {
          await fs.mkdir(dir, { recursive: true });
          const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
          await fs.writeFile(temp, read.bytes);
          await fs.rename(temp, file);
        }
        return { file, family, font: measurer as Measurer };
      })();
      placed.set(stored.id, pending);
      pending.catch(() => placed.delete(stored.id));
    }
    return pending;
  }

  /** The fonts a layout's displayed text uses: files for resvg and id → family for the SVG. */
  async function fontsOf(elements: FrameLayoutElements) {
    const ids = [
      ...new Set(
        (Object.values(elements) as FrameElement[]).filter((e) => e.isDisplay).map((e) => e.fontFamilyId),
      ),
    ];
    const found = await Promise.all(ids.map(async (id) => [id, await fontOnDisk(id)] as const));
    const families: Record<number, string> = {};
    const measurers: Record<number, Measurer> = {};
    const fontFiles: string[] = [];
    for (const [id, font] of found) {
      if (!font) continue;
      families[id] = font.family;
      measurers[id] = font.font;
      fontFiles.push(font.file);
    }
    return { families, measurers, fontFiles };
  }

  return {
    /** The frame drawn with the brand as a PNG `width` pixels wide. */
    async png(frame: FrameToDraw, width: number): Promise<Buffer> {
      const { families, measurers, fontFiles } = await fontsOf(frame.elements);
      const fallback = await fallbackMeasurer();
      // Each line measured in the font resvg draws it with, so the fit to its box is exact (issue 23).
      const measureText = (text: string, el: FrameElement) =>
        widthIn(measurers[el.fontFamilyId] ?? fallback, text, el.size);
      const svg = frameSvg({ ...frame, fonts: families, width, measureText });
      return svgToPng(svg, fontFiles, width);
    },
  };
}

export type FrameDrawing = ReturnType<typeof frameDrawing>;

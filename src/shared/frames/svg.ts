import { create as createQr } from 'qrcode';
import { estimateTextWidth } from '../layout/fit';
import {
  boxLeft,
  canvasOf,
  isImageElement,
  textAnchorOf,
  textBaseline,
  textRoomOf,
  type Canvas,
  type NfcImageFit,
  type FrameElement,
  type FrameKind,
  type FrameLayoutElements,
} from './rules';

/**
 * The one drawing of a frame with a brand (issue 12, "Brand preview"): an SVG string the editor shows
 * and the server draws to PNG with resvg. Pure: no DOM, no Node. Positions stay in layout units inside
 * the viewBox, so the same layout draws at any pixel size.
 */

/** What a frame shows of a brand (FrameBrand's fields; absent ones draw nothing). */
export interface FrameSvgBrand {
  companyName?: string | null;
  email?: string | null;
  mobileNumber?: string | null;
  website?: string | null;
  address?: string | null;
  /** The person's name (NFC "Name"). */
  name?: string | null;
  /** An address or data: URI the drawer can load (the server passes data: URIs). */
  companyLogo?: string | null;
  /** The NFC card's QR target: the public card page, else the website. */
  qrUrl?: string | null;
}

export interface FrameSvgInput {
  kind: FrameKind;
  elements: FrameLayoutElements;
  /** The frame image: an address or a data: URI. */
  imageHref: string;
  /** Standard frames: the image's width ÷ height (the canvas follows it). */
  imageAspect?: number | null;
  brand: FrameSvgBrand;
  /** Font id → the family name the drawer knows it by; else the element's fontFamilyName. */
  fonts?: Readonly<Record<number, string>>;
  /** Pixel width of the drawing; the height follows the canvas. Default: one pixel per unit. */
  width?: number;
  /** NFC: how the image fills the card (issue 23); standard frames follow their image's shape. */
  imageFit?: NfcImageFit;
  /**
   * A line's width in units at the element's size, measured with its font (the server's fontkit);
   * without it the width is guessed from the number of characters.
   */
  measureText?: (text: string, el: FrameElement) => number;
}

/** Where the image's aspect is kept: NFC covers or contains the card; a standard canvas is its image's shape. */
const imageAspectAttr = (kind: FrameKind, fit: NfcImageFit | undefined) =>
  kind !== 'nfc' ? 'none' : fit === 'contain' ? 'xMidYMid meet' : 'xMidYMid slice';

/** The brand text each element shows. */
export function elementText(key: string, brand: FrameSvgBrand): string | null {
  const value = (
    {
      companyName: brand.companyName,
      email: brand.email,
      mobileNumber: brand.mobileNumber,
      website: brand.website,
      address: brand.address,
      name: brand.name,
    } as Record<string, string | null | undefined>
  )[key];
  const text = value?.trim();
  return text ? text : null;
}

/** Address lines as one line, blanks skipped (spec 01 section 3: address1, address2, address3). */
export const joinAddress = (...lines: (string | null | undefined)[]): string | null =>
  lines
    .map((l) => l?.trim())
    .filter(Boolean)
    .join(', ') || null;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text and attribute values as XML: brand text such as `<b>&` draws as typed. */
export const escapeXml = (value: string): string =>
  // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/** The dark modules of a QR code for `text` (error correction M): a square of booleans, row by row. */
export interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}
export function qrMatrix(text: string): QrMatrix {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => !!modules.get(row, col) };
}

/** Quiet zone around a QR, in modules (scanners need some white around it). */
const QR_MARGIN = 2;

/** A QR code as SVG: a white square `size` wide at (x, y) with the dark modules as one path. */
export function qrSvg(matrix: QrMatrix, x: number, y: number, size: number, color: string): string {
  const n = matrix.size + QR_MARGIN * 2;
  const path: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark(row, col)) col++;
      path.push(`M${start + QR_MARGIN} ${row + QR_MARGIN}h${col - start}v1h-${col - start}z`);
    }
  }
  return (
    `<g transform="translate(${num(x)} ${num(y)}) scale(${num(size / n)})">` +
    `<rect width="${n}" height="${n}" fill="#FFFFFF"/>` +
    `<path d="${path.join('')}" fill="${escapeXml(color)}" shape-rendering="crispEdges"/></g>`
  );
}

function imageElement(href: string, el: FrameElement): string {
  return (
    `<image href="${escapeXml(href)}" x="${num(boxLeft(el, el.size))}" y="${num(el.y)}" ` +
    `width="${num(el.size)}" height="${num(el.size)}" preserveAspectRatio="xMidYMid meet"/>`
  );
}

/**
 * A text element, fitted to its box (issue 23: text ran past the frame's edge): a line wider than
 * the room its anchor leaves is drawn narrower (textLength), never cut and never off the frame.
 */
function textElement(text: string, el: FrameElement, family: string, canvas: Canvas, width: number): string {
  const room = textRoomOf(el, canvas);
  const fit = width > room ? ` textLength="${num(room)}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<text x="${num(el.x)}" y="${num(textBaseline(el))}" font-size="${num(el.size)}" ` +
    `font-family="${escapeXml(family)}" fill="${escapeXml(el.color)}" ` +
    `text-anchor="${textAnchorOf(el.preference)}"${fit} xml:space="preserve">${escapeXml(text)}</text>`
  );
}

/** A family list that falls back to Poppins, then any sans-serif font the drawer has. */
const familyOf = (el: FrameElement, fonts?: Readonly<Record<number, string>>) => {
  const name = fonts?.[el.fontFamilyId] ?? el.fontFamilyName;
  const quoted = (f: string) => `'${f.replace(/['\\]/g, '')}'`;
  return [name, 'Poppins']
    .filter((f, i, all) => f && all.indexOf(f) === i)
    .map(quoted)
    .concat('sans-serif')
    .join(', ');
};

/**
 * The frame drawn with a brand, as an SVG document: the image filling the canvas, then each displayed
 * element in the layout's order (logo or QR as pictures, the rest as text). Hidden elements and those
 * with nothing to show (no logo, an empty field) are left out.
 */
export function frameSvg(input: FrameSvgInput): string {
  const canvas = canvasOf(input.kind, input.imageAspect);
  const width = input.width && input.width > 0 ? input.width : canvas.width;
  const height = (width * canvas.height) / canvas.width;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" ` +
      `viewBox="0 0 ${num(canvas.width)} ${num(canvas.height)}">`,
    // A card-shaped white under an image that does not cover it (contain).
    ...(input.kind === 'nfc' && input.imageFit === 'contain'
      ? [`<rect width="${num(canvas.width)}" height="${num(canvas.height)}" fill="#FFFFFF"/>`]
      : []),
    `<image href="${escapeXml(input.imageHref)}" x="0" y="0" width="${num(canvas.width)}" ` +
      `height="${num(canvas.height)}" preserveAspectRatio="${imageAspectAttr(input.kind, input.imageFit)}"/>`,
  ];
  for (const [key, el] of Object.entries(input.elements) as [string, FrameElement][]) {
    if (!el.isDisplay) continue;
    if (input.kind === 'nfc' && key === 'qr') {
      const target = input.brand.qrUrl?.trim();
      if (target) parts.push(qrSvg(qrMatrix(target), boxLeft(el, el.size), el.y, el.size, el.color));
    } else if (isImageElement(input.kind, key)) {
      const logo = input.brand.companyLogo?.trim();
      if (logo) parts.push(imageElement(logo, el));
    } else {
      const text = elementText(key, input.brand);
      if (text) {
        const width = input.measureText ? input.measureText(text, el) : estimateTextWidth(text, el.size);
        parts.push(textElement(text, el, familyOf(el, input.fonts), canvas, width));
      }
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

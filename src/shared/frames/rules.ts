import { DEFAULT_FONT_ID, DEFAULT_FONT_NAME } from '../catalog/fonts';

/**
 * Frame layout rules the editors and the server both apply (spec 01 sections 2, 3, 5 and 9; issue 12,
 * "Frames and NFC frames"): which elements a frame has, their defaults and limits, alignment, moves
 * and the scale between layout units and pixels.
 *
 * Units: x, y, hx and size are in preview base units, so a layout draws the same at any size. A
 * standard frame is SCALE_BASE (500) units tall and as wide as its image's aspect makes it; an NFC
 * frame is NFC_CANVAS_WIDTH × NFC_PREVIEW_HEIGHT (860 × 540) units. At a drawing `h` pixels tall one
 * unit is `h / base height` pixels.
 */

export const FRAME_KINDS = ['standard', 'nfc'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** Spec 01 section 3: the overlay elements of each kind, in the accordion's order. */
export const STANDARD_ELEMENT_KEYS = [
  'logo',
  'companyName',
  'email',
  'mobileNumber',
  'website',
  'address',
] as const;
export const NFC_ELEMENT_KEYS = ['qr', 'companyLogo', 'companyName', 'name', 'mobileNumber'] as const;
export type StandardElementKey = (typeof STANDARD_ELEMENT_KEYS)[number];
export type NfcElementKey = (typeof NFC_ELEMENT_KEYS)[number];
export type FrameElementKey = StandardElementKey | NfcElementKey;
export type ElementKeyOf<K extends FrameKind> = K extends 'nfc' ? NfcElementKey : StandardElementKey;

/** Spec 01 section 2: the accordion panels' titles. */
export const STANDARD_ELEMENT_LABELS: Record<StandardElementKey, string> = {
  logo: 'Company Logo',
  companyName: 'Company Name',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  website: 'Website',
  address: 'Address',
};
export const NFC_ELEMENT_LABELS: Record<NfcElementKey, string> = {
  qr: 'Card QR',
  companyLogo: 'Company Logo',
  companyName: 'Company Name',
  name: 'Name',
  mobileNumber: 'Mobile Number',
};

export const elementKeysOf = <K extends FrameKind>(kind: K): readonly ElementKeyOf<K>[] =>
  (kind === 'nfc' ? NFC_ELEMENT_KEYS : STANDARD_ELEMENT_KEYS) as readonly ElementKeyOf<K>[];

export const elementLabel = (kind: FrameKind, key: string): string =>
  kind === 'nfc'
    ? (NFC_ELEMENT_LABELS[key as NfcElementKey] ?? key)
    : (STANDARD_ELEMENT_LABELS[key as StandardElementKey] ?? key);

/** Elements drawn as a picture (a logo, the QR) rather than text: their size is their width. */
export const isImageElement = (kind: FrameKind, key: string): boolean =>
  kind === 'nfc' ? key === 'qr' || key === 'companyLogo' : key === 'logo';

/** Spec 01 sections 3 and 9: Left, Center or Right. */
export const ALIGNMENTS = ['Left', 'Center', 'Right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** One overlay element (spec 01 section 3, Frame layout). */
export interface FrameElement {
  fontFamilyId: number;
  fontFamilyName: string;
  isDisplay: boolean;
  /** Where the element is anchored (its left edge, centre or right edge by `preference`). */
  x: number;
  /** The top of the element's box. */
  y: number;
  /** Text: font size. Logo and QR: width (and height of the square box). */
  size: number;
  /** `#RRGGBB`. */
  color: string;
  preference: Alignment;
  /** x before the last alignment, so that going back to Left puts the element where it was. */
  hx: number;
}

export type StandardLayout = Record<StandardElementKey, FrameElement>;
export type NfcLayout = Record<NfcElementKey, FrameElement>;
export type LayoutOf<K extends FrameKind> = K extends 'nfc' ? NfcLayout : StandardLayout;
export type FrameLayoutElements = StandardLayout | NfcLayout;

export { DEFAULT_FONT_ID, DEFAULT_FONT_NAME };
/** Spec 01 section 3: text is black by default. */
export const DEFAULT_ELEMENT_COLOR = '#000000';

// ——— Preview constants (spec 01 section 9) ———
export const SCALE_BASE = 500;
export const STANDARD_PREVIEW_HEIGHT = 500;
export const NFC_PREVIEW_HEIGHT = 540;
export const NFC_CANVAS_WIDTH = 860;
/** Frame lists show 12 per page (spec 01 section 9). */
export const FRAME_PAGE_SIZE = 12;
/** The NFC card the download prints on (ISO/IEC 7810 ID-1): 85.6 × 54 mm. */
export const NFC_CARD_MM = { width: 85.6, height: 54 } as const;
/** The NFC card PNG's width by default: 85.6 mm at 300 dpi. */
export const NFC_PRINT_WIDTH = 1011;

// ——— Limits (spec 01 section 5) ———
export const MIN_SIZE = 1;
export const MAX_SIZE = 100;
/** NFC's QR and logo go up to 250. */
export const MAX_NFC_IMAGE_SIZE = 250;
/** Frame images: png, jpeg, jpg, at most 5 MB. */
export const FRAME_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type FrameImageType = (typeof FRAME_IMAGE_TYPES)[number];
export const FRAME_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const MAX_FRAME_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The largest picture a frame draws, per side: a small file can declare a huge image, which would
 * take the renderer's memory when decoded.
 */
export const MAX_FRAME_IMAGE_SIDE = 8000;
export const isDrawableSize = (size: { width: number; height: number }) =>
  size.width <= MAX_FRAME_IMAGE_SIDE && size.height <= MAX_FRAME_IMAGE_SIDE;
/** A layout position can go this far past the canvas on any side (an element half out of the frame). */
export const MAX_POSITION = 10_000;
/** Steps of the arrow keys in the editor: one unit, ten with Shift. */
export const ARROW_STEP = 1;
export const SHIFT_ARROW_STEP = 10;
/** The gap kept from the frame's edge when an element is aligned Right. */
export const ALIGN_MARGIN = 10;

export const sizeLimitOf = (kind: FrameKind, key: string): { min: number; max: number } => ({
  min: MIN_SIZE,
  max: kind === 'nfc' && isImageElement(kind, key) ? MAX_NFC_IMAGE_SIZE : MAX_SIZE,
});

export const sizeMessage = (limit: { min: number; max: number }) =>
  `Size must be between ${limit.min} and ${limit.max}`;

// ——— Defaults (spec 01 section 3) ———

const element = (over: Partial<FrameElement> & Pick<FrameElement, 'x' | 'y'>): FrameElement => ({
  fontFamilyId: DEFAULT_FONT_ID,
  fontFamilyName: DEFAULT_FONT_NAME,
  isDisplay: false,
  size: 10,
  color: DEFAULT_ELEMENT_COLOR,
  preference: 'Left',
  hx: over.x,
  ...over,
});

/** Text elements start hidden at x 10, y 30, 50, 70… (20 apart). */
const TEXT_START_Y = 30;
const TEXT_STEP_Y = 20;
const textAt = (index: number) => element({ x: 10, y: TEXT_START_Y + TEXT_STEP_Y * index });

/**
 * A new frame's layout. Standard: logo x 10, y 10, size 100, shown; text hidden, size 10, black,
 * Poppins (font 1). NFC: qr x 10, y 10, size 100; companyLogo x 20, y 20, size 100 (both shown);
 * text hidden at y 30, 50, 70.
 */
export function defaultLayout<K extends FrameKind>(kind: K): LayoutOf<K> {
  if (kind === 'nfc') {
    const layout: NfcLayout = {
      qr: element({ x: 10, y: 10, size: 100, isDisplay: true }),
      companyLogo: element({ x: 20, y: 20, size: 100, isDisplay: true }),
      companyName: textAt(0),
      name: textAt(1),
      mobileNumber: textAt(2),
    };
    return layout as LayoutOf<K>;
  }
  const layout: StandardLayout = {
    logo: element({ x: 10, y: 10, size: 100, isDisplay: true }),
    companyName: textAt(0),
    email: textAt(1),
    mobileNumber: textAt(2),
    website: textAt(3),
    address: textAt(4),
  };
  return layout as LayoutOf<K>;
}

// ——— Canvas and scale ———

export interface Canvas {
  /** In layout units. */
  width: number;
  height: number;
}

/**
 * The layout canvas of a frame in units. Standard: 500 tall, as wide as the image's aspect (width ÷
 * height; square when unknown). NFC: 860 × 540 whatever the image (it is stretched to the card).
 */
export function canvasOf(kind: FrameKind, imageAspect?: number | null): Canvas {
  if (kind === 'nfc') return { width: NFC_CANVAS_WIDTH, height: NFC_PREVIEW_HEIGHT };
  const aspect = imageAspect && Number.isFinite(imageAspect) && imageAspect > 0 ? imageAspect : 1;
  return { width: SCALE_BASE * aspect, height: SCALE_BASE };
}

/** Pixels per unit when the frame is drawn `heightPx` tall. */
export const scaleFor = (kind: FrameKind, heightPx: number): number =>
  heightPx / (kind === 'nfc' ? NFC_PREVIEW_HEIGHT : SCALE_BASE);

export const toPixels = (units: number, scale: number): number => units * scale;
export const toUnits = (pixels: number, scale: number): number => (scale > 0 ? pixels / scale : 0);

/** The pixel size of a drawing `widthPx` wide (the height follows the canvas's proportions). */
export function pixelSizeForWidth(canvas: Canvas, widthPx: number): { width: number; height: number } {
  const width = Math.max(1, Math.round(widthPx));
  return { width, height: Math.max(1, Math.round((width * canvas.height) / canvas.width)) };
}

/** Where the element's box starts on the x axis, from its anchor and alignment. */
export function boxLeft(el: Pick<FrameElement, 'x' | 'preference'>, width: number): number {
  if (el.preference === 'Center') return el.x - width / 2;
  if (el.preference === 'Right') return el.x - width;
  return el.x;
}

/** SVG's text-anchor for an alignment. */
export const textAnchorOf = (preference: Alignment): 'start' | 'middle' | 'end' =>
  preference === 'Center' ? 'middle' : preference === 'Right' ? 'end' : 'start';

/** The baseline of a text element whose box starts at y (the ascent of a typical font is about 0.8 em). */
export const TEXT_ASCENT = 0.8;
export const textBaseline = (el: Pick<FrameElement, 'y' | 'size'>): number => el.y + el.size * TEXT_ASCENT;

// ——— Edits ———

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/**
 * The element brought within its limits: size within 1–100 (NFC QR and logo 1–250), and its anchor
 * inside the canvas when one is given (else within ±MAX_POSITION).
 */
export function clampElement(kind: FrameKind, key: string, el: FrameElement, canvas?: Canvas): FrameElement {
  const limit = sizeLimitOf(kind, key);
  const maxX = canvas ? canvas.width : MAX_POSITION;
  const maxY = canvas ? canvas.height : MAX_POSITION;
  const minXY = canvas ? 0 : -MAX_POSITION;
  return {
    ...el,
    size: clamp(finiteOr(el.size, limit.min), limit.min, limit.max),
    x: clamp(finiteOr(el.x, 0), minXY, maxX),
    y: clamp(finiteOr(el.y, 0), minXY, maxY),
    hx: clamp(finiteOr(el.hx, 0), minXY, maxX),
  };
}

/**
 * The element moved by (dx, dy) units (a drag or an arrow key), kept inside the canvas when one is
 * given. A Left-aligned element's hx follows its x (hx is x before alignment).
 */
export function moveBy(el: FrameElement, dx: number, dy: number, canvas?: Canvas): FrameElement {
  const maxX = canvas ? canvas.width : MAX_POSITION;
  const maxY = canvas ? canvas.height : MAX_POSITION;
  const minXY = canvas ? 0 : -MAX_POSITION;
  const x = clamp(el.x + finiteOr(dx, 0), minXY, maxX);
  const y = clamp(el.y + finiteOr(dy, 0), minXY, maxY);
  return { ...el, x, y, hx: el.preference === 'Left' ? x : el.hx };
}

/** The (dx, dy) of an arrow key (KeyboardEvent.key), bigger with Shift; null for other keys. */
export function arrowDelta(key: string, shift = false): { dx: number; dy: number } | null {
  const step = shift ? SHIFT_ARROW_STEP : ARROW_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/**
 * The element with another alignment: Center anchors it at the canvas's middle, Right at its right
 * edge (less ALIGN_MARGIN), Left puts it back at hx. Leaving Left remembers x in hx.
 */
export function alignElement(el: FrameElement, preference: Alignment, canvas: Canvas): FrameElement {
  if (el.preference === preference) return el;
  const hx = el.preference === 'Left' ? el.x : el.hx;
  const x =
    preference === 'Center'
      ? canvas.width / 2
      : preference === 'Right'
        ? Math.max(0, canvas.width - ALIGN_MARGIN)
        : hx;
  return { ...el, preference, x, hx };
}

/** Every element of a layout scaled by a factor (a layout made on another base, a resized copy). */
export function scaleLayout<L extends FrameLayoutElements>(layout: L, factor: number): L {
  const out: Record<string, FrameElement> = {};
  for (const [key, el] of Object.entries(layout) as [string, FrameElement][]) {
    out[key] = { ...el, x: el.x * factor, y: el.y * factor, hx: el.hx * factor, size: el.size * factor };
  }
  return out as L;
}

/** Hex colour as `#RRGGBB` (accepts `RGB`, `#RGB`, `RRGGBB`); null when it is not one. */
export function normalizeColor(value: string): string | null {
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{3}$/.test(hex))
    return `#${hex
      .split('')
      .map((c) => c + c)
      .join('')
      .toUpperCase()}`;
  if (/^[0-9a-fA-F]{6}$/.test(hex)) return `#${hex.toUpperCase()}`;
  return null;
}

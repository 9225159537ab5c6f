import { DEFAULT_FONT_ID, DEFAULT_FONT_NAME } from '../catalog/fonts';
import { anchorRange, clampTo, textRoom, type AnchorFraction, type Range } from '../layout/fit';

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
/**
 * How an NFC frame's image fills the card (issue 23: a 4:1 image was stretched): `cover` fills the
 * card and crops what overflows, `contain` shows the whole image on white. The Admin chooses.
 */
export const NFC_IMAGE_FITS = ['cover', 'contain'] as const;
export type NfcImageFit = (typeof NFC_IMAGE_FITS)[number];
export const DEFAULT_NFC_IMAGE_FIT: NfcImageFit = 'cover';
export const NFC_IMAGE_FIT_LABELS: Record<NfcImageFit, string> = {
  cover: 'Cover the card (crop the image)',
  contain: 'Show the whole image',
};
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
 * Poppins (font 1). NFC (issue 23: the spec's qr 10, 10 and logo 20, 20 started everything on top
 * of each other in a corner): a card a first-time owner can print as it starts, on the 860 × 540
 * canvas: the logo top left, the company name, name and number under it, the QR bottom right.
 */
export function defaultLayout<K extends FrameKind>(kind: K): LayoutOf<K> {
  if (kind === 'nfc') {
    const shownText = (y: number, size: number) => element({ x: 48, y, size, isDisplay: true });
    const layout: NfcLayout = {
      qr: element({ x: 632, y: 312, size: 180, isDisplay: true }),
      companyLogo: element({ x: 48, y: 48, size: 120, isDisplay: true }),
      companyName: shownText(216, 40),
      name: shownText(312, 30),
      mobileNumber: shownText(362, 26),
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

/** Where an element's anchor sits along its box, by its alignment. */
export const anchorOf = (preference: Alignment): AnchorFraction =>
  preference === 'Center' ? 0.5 : preference === 'Right' ? 1 : 0;

/**
 * The positions that keep an element inside the canvas (issue 23: an element at Y = 900 vanished):
 * its whole box, size × size for a logo or QR, one line TEXT_LINE sizes tall for text. A text's width is not
 * known here; it is fitted to the room its anchor leaves (fitTextTo), so its anchor may go edge to edge.
 */
export function positionRange(
  kind: FrameKind,
  key: string,
  el: Pick<FrameElement, 'size' | 'preference'>,
  canvas: Canvas,
): { x: Range; y: Range } {
  const picture = isImageElement(kind, key);
  return {
    x: picture ? anchorRange(el.size, canvas.width, anchorOf(el.preference)) : { min: 0, max: canvas.width },
    // A line's glyphs reach below its size (descenders): its box is TEXT_LINE sizes tall.
    y: anchorRange(picture ? el.size : el.size * TEXT_LINE, canvas.height),
  };
}

/** The height of a text line's box, in sizes (ascent and descent of a typical font). */
export const TEXT_LINE = 1.2;

/** The gap a fitted text keeps from the frame's edge it runs towards. */
export const TEXT_EDGE_MARGIN = 4;

/** How wide a text element may be drawn without running past the frame's edge (units). */
export const textRoomOf = (el: Pick<FrameElement, 'x' | 'preference'>, canvas: Canvas) =>
  textRoom(el.x, canvas.width, anchorOf(el.preference), TEXT_EDGE_MARGIN);

const roundRange = (r: Range) => ({ min: Math.ceil(r.min), max: Math.floor(r.max) });

/** The message of a position outside the canvas, in the units the editor shows (px of the preview). */
export const positionMessage = (axis: 'X' | 'Y', range: Range) => {
  const r = roundRange(range);
  // A standard frame's width is known only with its image (the server checks it there).
  if (!Number.isFinite(r.max)) return `${axis} must be ${r.min} px or more, inside the frame`;
  return `${axis} must be between ${r.min} and ${r.max} px, inside the frame`;
};

/**
 * The elements placed outside the canvas, as field errors (`elements.logo.y`): the editor keeps
 * its elements inside, and the server refuses a layout that is not (issue 23).
 */
export function layoutIssues(
  kind: FrameKind,
  elements: Readonly<Record<string, FrameElement>>,
  canvas: Canvas,
): Record<string, string> {
  const issues: Record<string, string> = {};
  const EPSILON = 0.05;
  for (const [key, el] of Object.entries(elements)) {
    const range = positionRange(kind, key, el, canvas);
    if (el.x < range.x.min - EPSILON || el.x > range.x.max + EPSILON)
      issues[`elements.${key}.x`] = positionMessage('X', range.x);
    if (el.y < range.y.min - EPSILON || el.y > range.y.max + EPSILON)
      issues[`elements.${key}.y`] = positionMessage('Y', range.y);
  }
  return issues;
}

/**
 * The element brought within its limits: size within 1–100 (NFC QR and logo 1–250), and, when a
 * canvas is given, its whole box inside it (positionRange); else its anchor within ±MAX_POSITION.
 */
export function clampElement(kind: FrameKind, key: string, el: FrameElement, canvas?: Canvas): FrameElement {
  const limit = sizeLimitOf(kind, key);
  const size = clamp(finiteOr(el.size, limit.min), limit.min, limit.max);
  if (!canvas) {
    const any = { min: -MAX_POSITION, max: MAX_POSITION };
    return { ...el, size, x: clampTo(el.x, any), y: clampTo(el.y, any), hx: clampTo(el.hx, any) };
  }
  const range = positionRange(kind, key, { ...el, size }, canvas);
  return {
    ...el,
    size,
    x: clampTo(el.x, range.x),
    y: clampTo(el.y, range.y),
    hx: clampTo(el.hx, { min: 0, max: canvas.width }),
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

/**
 * The pure layout of a campaign image (spec 02 §3 fields, §5 bounds, §9 defaults; issue 15 "Layout").
 * The editor and the public page draw from it, and the tests check it, so a text or the visitor's
 * photo lands on the same pixels everywhere. Nothing here touches a canvas: text widths come from a
 * `measure` callback (a browser's `CanvasRenderingContext2D.measureText`, or a stand-in in tests).
 *
 * Units: positions and sizes are pixels of a rendering 500 px wide (LAYOUT_BASIS_WIDTH); drawing
 * them on the campaign image scales them by image width / 500.
 */

export const LAYOUT_BASIS_WIDTH = 500;
export const TEXT_KEYS = ['txt1', 'txt2', 'txt3'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];
/** txt3 is the phone-number overlay (§3). */
export const PHONE_TEXT_KEY: TextKey = 'txt3';
export const ALIGNS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNS)[number];
export const IMAGE_TYPES = ['circle', 'square'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** §5 and §9: coordinates are whole numbers of at least 0, text width at least 5, size 1 to 100. */
export const MIN_POSITION = 0;
/** No layout needs more (a 1:20 image is 10 000 basis pixels tall); it keeps numbers sane. */
export const MAX_POSITION = 10_000;
export const MIN_TEXT_WIDTH = 5;
export const MIN_SIZE = 1;
export const MAX_SIZE = 100;
/** Slot and text box sides. */
export const MIN_BOX = 1;

/** §9 defaults. */
export const DEFAULT_FONT = 'Roboto';
export const DEFAULT_COLOR = '#000000';
export const DEFAULT_TEXT_SIZE = 10;
export const DEFAULT_TEXT_POSITION = 10;
export const DEFAULT_TEXT_WIDTH = 50;
/** Not in the spec: two lines of the default size. */
export const DEFAULT_TEXT_HEIGHT = 20;
export const DEFAULT_SLOT_SIZE = 100;
export const DEFAULT_SLOT_POSITION = 10;

/** A line of text is this many times its font size tall. */
export const LINE_HEIGHT = 1.2;
/** Unwrapped text shrinks to at most half its size before it is cut with an ellipsis. */
export const MIN_SHRINK = 0.5;
export const ELLIPSIS = '…';

/** One text overlay (§3): txt1, txt2 or txt3. */
export interface TextOverlay {
  isDisplay: boolean;
  collectData: boolean;
  caption: string;
  size: number;
  x: number;
  y: number;
  align: Align;
  color: string;
  font: string;
  width: number;
  height: number;
  /** Horizontal offset of the text's box from x; the text aligns within its width after it. */
  hx: number;
  isBold: boolean;
  isWrap: boolean;
}

/** The visitor's photo slot (§3); imageLength is its width. */
export interface PhotoSlot {
  isImageDisplay: boolean;
  imageType: ImageType;
  imageHeight: number;
  imageLength: number;
  imageX: number;
  imageY: number;
}

export interface CampaignLayout extends PhotoSlot {
  txt1: TextOverlay;
  txt2: TextOverlay;
  txt3: TextOverlay;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DEFAULT_CAPTIONS: Record<TextKey, string> = { txt1: 'Name', txt2: 'Text', txt3: 'Phone Number' };

export const defaultTextOverlay = (key: TextKey): TextOverlay => ({
  isDisplay: false,
  collectData: false,
  caption: DEFAULT_CAPTIONS[key],
  size: DEFAULT_TEXT_SIZE,
  x: DEFAULT_TEXT_POSITION,
  y: DEFAULT_TEXT_POSITION,
  align: 'left',
  color: DEFAULT_COLOR,
  font: DEFAULT_FONT,
  width: DEFAULT_TEXT_WIDTH,
  height: DEFAULT_TEXT_HEIGHT,
  hx: 0,
  isBold: true,
  isWrap: false,
});

export const defaultPhotoSlot = (): PhotoSlot => ({
  isImageDisplay: true,
  imageType: 'square',
  imageHeight: DEFAULT_SLOT_SIZE,
  imageLength: DEFAULT_SLOT_SIZE,
  imageX: DEFAULT_SLOT_POSITION,
  imageY: DEFAULT_SLOT_POSITION,
});

export const defaultLayout = (): CampaignLayout => ({
  ...defaultPhotoSlot(),
  txt1: defaultTextOverlay('txt1'),
  txt2: defaultTextOverlay('txt2'),
  txt3: defaultTextOverlay('txt3'),
});

const finite = (n: number, fallback: number) => (Number.isFinite(n) ? n : fallback);
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** §5: a coordinate floored to a whole number, 0 or more (and within MAX_POSITION). */
export const floorPosition = (n: number) =>
  clamp(Math.floor(finite(n, MIN_POSITION)), MIN_POSITION, MAX_POSITION);
/** A box side: floored, at least `min`. */
const floorSide = (n: number, min: number) => clamp(Math.floor(finite(n, min)), min, MAX_POSITION);

/**
 * A text overlay within §5's bounds: X, Y and hx floored and 0 or more, width 5 or more, size 1 to
 * 100; and §4's link: Display On Image implies Collect Data.
 */
export function normalizeText(t: TextOverlay): TextOverlay {
  return {
    ...t,
    x: floorPosition(t.x),
    y: floorPosition(t.y),
    hx: floorPosition(t.hx),
    width: floorSide(t.width, MIN_TEXT_WIDTH),
    height: floorSide(t.height, MIN_BOX),
    size: clamp(Math.round(finite(t.size, DEFAULT_TEXT_SIZE)), MIN_SIZE, MAX_SIZE),
    collectData: t.collectData || t.isDisplay,
  };
}

export function normalizePhotoSlot(s: PhotoSlot): PhotoSlot {
  return {
    ...s,
    imageX: floorPosition(s.imageX),
    imageY: floorPosition(s.imageY),
    imageLength: floorSide(s.imageLength, MIN_BOX),
    imageHeight: floorSide(s.imageHeight, MIN_BOX),
  };
}

export function normalizeLayout(l: CampaignLayout): CampaignLayout {
  return {
    ...l,
    ...normalizePhotoSlot(l),
    txt1: normalizeText(l.txt1),
    txt2: normalizeText(l.txt2),
    txt3: normalizeText(l.txt3),
  };
}

/** Image pixels per basis pixel: layouts are drawn for a 500 px-wide rendering. */
export const scaleOf = (image: Size) => image.width / LAYOUT_BASIS_WIDTH;

/** The height of the image in basis pixels (how far Y can go in the editor). */
export const basisHeightOf = (image: Size) => (image.height * LAYOUT_BASIS_WIDTH) / image.width;

// ——— The photo slot ———

/** The slot in image pixels. */
export function photoSlotRect(slot: PhotoSlot, image: Size): Rect {
  const s = scaleOf(image);
  return {
    x: slot.imageX * s,
    y: slot.imageY * s,
    width: slot.imageLength * s,
    height: slot.imageHeight * s,
  };
}

/** A circle slot clips the photo to the ellipse inscribed in the slot (a circle when it is square). */
export function ellipseOf(rect: Rect): { cx: number; cy: number; rx: number; ry: number } {
  return {
    cx: rect.x + rect.width / 2,
    cy: rect.y + rect.height / 2,
    rx: rect.width / 2,
    ry: rect.height / 2,
  };
}

/** Whether an image pixel's centre shows the photo: inside the slot, and inside its ellipse for a circle. */
export function isInsideSlot(type: ImageType, rect: Rect, px: number, py: number): boolean {
  if (px < rect.x || py < rect.y || px > rect.x + rect.width || py > rect.y + rect.height) return false;
  if (type === 'square') return true;
  const { cx, cy, rx, ry } = ellipseOf(rect);
  return ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;
}

/**
 * The visitor's framing of their photo: zoom 1 (to MAX_ZOOM) covers the slot; pan 0 centres it, and
 * 1 and -1 bring its left (top) or right (bottom) edge to the slot's.
 */
export interface PhotoView {
  zoom: number;
  panX: number;
  panY: number;
}

export const MAX_ZOOM = 4;
export const initialView = (): PhotoView => ({ zoom: 1, panX: 0, panY: 0 });

export function clampView(v: PhotoView): PhotoView {
  return {
    zoom: clamp(finite(v.zoom, 1), 1, MAX_ZOOM),
    panX: clamp(finite(v.panX, 0), -1, 1),
    panY: clamp(finite(v.panY, 0), -1, 1),
  };
}

/**
 * Where the photo is drawn so that it always covers the slot: scaled to cover at zoom 1, larger when
 * zoomed, and moved within the overhang by the pan. Draw it clipped to the slot (its ellipse for a
 * circle).
 */
export function photoPlacement(photo: Size, slot: Rect, view: PhotoView): Rect {
  const v = clampView(view);
  const cover = Math.max(slot.width / photo.width, slot.height / photo.height) * v.zoom;
  const width = photo.width * cover;
  const height = photo.height * cover;
  return {
    x: slot.x + (slot.width - width) / 2 + (v.panX * (width - slot.width)) / 2,
    y: slot.y + (slot.height - height) / 2 + (v.panY * (height - slot.height)) / 2,
    width,
    height,
  };
}

// ——— Texts ———

export interface TextStyle {
  font: string;
  isBold: boolean;
}

/** Width in pixels of `text` in this font at `fontSize` px. */
export type Measure = (text: string, fontSize: number, style: TextStyle) => number;

export interface TextLine {
  text: string;
  /** The anchor for the alignment: the left edge, the centre or the right edge of the box. */
  x: number;
  /** The top of the line (draw with textBaseline 'top'). */
  y: number;
}

export interface TextLayout {
  lines: TextLine[];
  fontSize: number;
  lineHeight: number;
  align: Align;
  color: string;
  font: string;
  isBold: boolean;
  /** The text's box in image pixels: x + hx, y, width, height. */
  box: Rect;
  /** Some of the text did not fit and ends with an ellipsis. */
  truncated: boolean;
}

/**
 * `text` when it fits (and `force` is off); otherwise its longest start that fits with an ellipsis
 * after it; '' when not even the ellipsis fits.
 */
function ellipsize(text: string, fits: (t: string) => boolean, force = false): string {
  if (!force && fits(text)) return text;
  const chars = Array.from(text);
  const withEllipsis = (n: number) => chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(withEllipsis(mid))) lo = mid;
    else hi = mid - 1;
  }
  return fits(withEllipsis(lo)) ? withEllipsis(lo) : '';
}

/**
 * A text overlay with its value, laid out on an image of `image` size: null when it is not shown
 * (Display off) or empty. A line is never taller than the box (the size gives way). Wrapped text breaks at spaces within the width and keeps the lines that
 * fit the height, the last one ending with an ellipsis when more was cut; a word wider than the
 * box is cut with an ellipsis. Unwrapped text is one line that shrinks to fit the width (down to
 * MIN_SHRINK of its size), then is cut with an ellipsis.
 */
export function layoutText(
  overlay: TextOverlay,
  value: string,
  image: Size,
  measure: Measure,
): TextLayout | null {
  const t = normalizeText(overlay);
  const text = value.replace(/\s+/g, ' ').trim();
  if (!t.isDisplay || !text) return null;
  const s = scaleOf(image);
  const box = { x: (t.x + t.hx) * s, y: t.y * s, width: t.width * s, height: t.height * s };
  const style: TextStyle = { font: t.font, isBold: t.isBold };
  const anchor =
    t.align === 'left' ? box.x : t.align === 'center' ? box.x + box.width / 2 : box.x + box.width;
  // The text fits its box (issue 23): never taller than the box, whatever its size says.
  let fontSize = Math.min(t.size * s, box.height / LINE_HEIGHT);
  let truncated = false;
  let lines: string[];

  if (t.isWrap) {
    const fits = (line: string) => measure(line, fontSize, style) <= box.width;
    const maxLines = Math.max(1, Math.floor(box.height / (fontSize * LINE_HEIGHT) + 1e-9));
    const all: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || fits(candidate)) line = candidate;
      else {
        all.push(line);
        line = word;
      }
    }
    if (line) all.push(line);
    lines = all.slice(0, maxLines).map((l) => ellipsize(l, fits));
    if (all.length > maxLines) lines[maxLines - 1] = ellipsize(all[maxLines - 1], fits, true);
    truncated = lines.some((l, i) => l !== all[i]);
  } else {
    const natural = measure(text, fontSize, style);
    if (natural > box.width) {
      const smallest = fontSize * MIN_SHRINK;
      let next = Math.max(smallest, (fontSize * box.width) / natural);
      // Widths are not exactly proportional to the size (hinting, kerning): step down until it fits.
      while (next > smallest && measure(text, next, style) > box.width)
        next = Math.max(smallest, next * 0.97);
      fontSize = next;
    }
    const fits = (line: string) => measure(line, fontSize, style) <= box.width;
    const cut = ellipsize(text, fits);
    truncated = cut !== text;
    lines = [cut];
  }

  const lineHeight = fontSize * LINE_HEIGHT;
  return {
    lines: lines.filter((l) => l !== '').map((l, i) => ({ text: l, x: anchor, y: box.y + i * lineHeight })),
    fontSize,
    lineHeight,
    align: t.align,
    color: t.color,
    font: t.font,
    isBold: t.isBold,
    box,
    truncated,
  };
}

// ——— Watermark ———

/** What Show Watermark puts on the composed image (an Admin's option, §2). */
export const WATERMARK_TEXT = 'Made with BizSuite';

export interface WatermarkLayout {
  text: string;
  /** Right edge of the text (textAlign 'right'). */
  x: number;
  /** Top of the text (textBaseline 'top'). */
  y: number;
  fontSize: number;
  color: string;
  /** A dark outline so that it reads on any image. */
  shadowColor: string;
  /** The area it covers, for checks by pixel. */
  box: Rect;
}

/** The watermark in the bottom-right corner, about 2.8 % of the image's width tall. */
export function watermarkLayout(image: Size, measure: Measure): WatermarkLayout {
  const style: TextStyle = { font: DEFAULT_FONT, isBold: true };
  const margin = Math.round(image.width * 0.02);
  let fontSize = Math.max(10, image.width * 0.028);
  const widest = image.width * 0.6;
  const natural = measure(WATERMARK_TEXT, fontSize, style);
  if (natural > widest) fontSize = (fontSize * widest) / natural;
  const width = measure(WATERMARK_TEXT, fontSize, style);
  const height = fontSize * LINE_HEIGHT;
  const x = image.width - margin;
  const y = image.height - margin - height;
  return {
    text: WATERMARK_TEXT,
    x,
    y,
    fontSize,
    color: 'rgba(255, 255, 255, 0.85)',
    shadowColor: 'rgba(0, 0, 0, 0.6)',
    box: { x: x - width, y, width, height },
  };
}

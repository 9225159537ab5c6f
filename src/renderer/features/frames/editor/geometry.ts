import {
  arrowDelta,
  boxLeft,
  canvasOf,
  moveBy,
  NFC_PREVIEW_HEIGHT,
  scaleFor,
  STANDARD_PREVIEW_HEIGHT,
  toPixels,
  toUnits,
  type Canvas,
  type FrameElement,
  type FrameKind,
} from '../../../../shared/frames/rules';

/**
 * Where the editor's preview puts things (spec 01 sections 2 and 9): the layout is in units (a
 * standard frame 500 tall, an NFC card 860 × 540) and the preview draws it at a pixel size. At the
 * spec's sizes (500 px, NFC 540 px tall) one unit is one pixel; a narrow window draws it smaller and
 * the same layout still comes out, because every position passes through the shared scale.
 */

/** The preview's height at full size: 500 px, NFC 540 px (spec 01 section 9). */
export const previewHeightOf = (kind: FrameKind) =>
  kind === 'nfc' ? NFC_PREVIEW_HEIGHT : STANDARD_PREVIEW_HEIGHT;

export interface PreviewSize {
  canvas: Canvas;
  /** Pixels. */
  width: number;
  height: number;
  /** Pixels per unit. */
  scale: number;
}

/**
 * The preview's pixel size: the spec's height, unless the space it has (`maxWidthPx`) is narrower
 * than the frame at that height, in which case it shrinks to fit, keeping the frame's proportions.
 */
export function previewSize(kind: FrameKind, imageAspect: number | null | undefined, maxWidthPx?: number) {
  const canvas = canvasOf(kind, imageAspect);
  let height = previewHeightOf(kind);
  const fullWidth = (height * canvas.width) / canvas.height;
  if (maxWidthPx !== undefined && maxWidthPx > 0 && fullWidth > maxWidthPx) {
    height = (maxWidthPx * canvas.height) / canvas.width;
  }
  const scale = scaleFor(kind, height);
  return { canvas, width: toPixels(canvas.width, scale), height, scale } satisfies PreviewSize;
}

/** An element's box in units: where it starts, and its measured size. */
export interface UnitBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box of an element whose drawn size is `size` (units): its anchor and alignment place it. */
export function elementBox(el: FrameElement, size: { width: number; height: number }): UnitBox {
  return { left: boxLeft(el, size.width), top: el.y, width: size.width, height: size.height };
}

/** A box in units as CSS pixels of a preview drawn at `scale`. */
export const boxToPixels = (box: UnitBox, scale: number) => ({
  left: toPixels(box.left, scale),
  top: toPixels(box.top, scale),
  width: toPixels(box.width, scale),
  height: toPixels(box.height, scale),
});

/** A distance dragged on the preview, in pixels, as units of the layout. */
export const dragToUnits = (delta: { x: number; y: number }, scale: number) => ({
  dx: toUnits(delta.x, scale),
  dy: toUnits(delta.y, scale),
});

/** Positions are kept to a tenth of a unit: finer than a pixel at full size, and readable in x and y. */
const tidy = (n: number) => Math.round(n * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The element moved by (dx, dy) units with its whole box kept inside the frame (issue 12: elements
 * move inside the frame). A box larger than the frame stays at the frame's left or top edge. The
 * anchor follows the box by the element's alignment, and hx follows a Left element (shared rules).
 */
export function moveWithin(
  el: FrameElement,
  dx: number,
  dy: number,
  canvas: Canvas,
  size: { width: number; height: number },
): FrameElement {
  const box = elementBox(el, size);
  const left = clamp(box.left + (Number.isFinite(dx) ? dx : 0), 0, Math.max(0, canvas.width - size.width));
  const top = clamp(box.top + (Number.isFinite(dy) ? dy : 0), 0, Math.max(0, canvas.height - size.height));
  const anchorOffset = el.x - box.left;
  const moved = moveBy(el, tidy(left + anchorOffset) - el.x, tidy(top) - el.y);
  return moved;
}

/**
 * An arrow key pressed on a focused element (issue 12: elements move by arrow keys; Shift moves
 * further): the element moved and kept inside the frame, or null for any other key.
 */
export function moveByKey(
  el: FrameElement,
  key: string,
  shift: boolean,
  canvas: Canvas,
  size: { width: number; height: number },
): FrameElement | null {
  const delta = arrowDelta(key, shift);
  return delta ? moveWithin(el, delta.dx, delta.dy, canvas, size) : null;
}

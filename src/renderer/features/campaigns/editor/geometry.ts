import {
  floorPosition,
  LAYOUT_BASIS_WIDTH,
  type PhotoSlot,
  type TextOverlay,
} from '../../../../shared/campaigns/layout';

/**
 * Editor geometry (issue 15, Editor): positions are basis pixels of a 500 px-wide rendering
 * (shared/campaigns/layout.ts); the preview shows them at `previewWidth`, so a drag of n screen
 * pixels moves an item n / scale basis pixels. Pure, for the tests.
 */

/** Screen pixels per basis pixel. */
export const previewScale = (previewWidth: number) => previewWidth / LAYOUT_BASIS_WIDTH;

/** The preview's height for an image, keeping its aspect. */
export const previewHeight = (previewWidth: number, image: { width: number; height: number }) =>
  image.width > 0 ? (previewWidth * image.height) / image.width : previewWidth;

/** A drag in screen pixels as whole basis pixels. */
export const dragToBasis = (delta: { x: number; y: number }, scale: number) => ({
  dx: scale > 0 ? Math.round(delta.x / scale) : 0,
  dy: scale > 0 ? Math.round(delta.y / scale) : 0,
});

/** A basis position on screen. */
export const toScreen = (basis: number, scale: number) => basis * scale;

/** The step of an arrow key: 1 basis pixel, 10 with Shift; null for other keys. */
export function arrowStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const n = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -n, dy: 0 };
    case 'ArrowRight':
      return { dx: n, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -n };
    case 'ArrowDown':
      return { dx: 0, dy: n };
    default:
      return null;
  }
}

/** A position moved by `d`, kept whole, 0 or more (§5) and, where it fits, within `room`. */
export function moveWithin(pos: number, d: number, size: number, room: number): number {
  const max = Math.max(0, Math.floor(room - size));
  return Math.min(max, floorPosition(pos + d));
}

/** The photo slot moved by a drag or a key, inside the image (`basisHeight` tall). */
export function moveSlot(slot: PhotoSlot, dx: number, dy: number, basisHeight: number): PhotoSlot {
  return {
    ...slot,
    imageX: moveWithin(slot.imageX, dx, slot.imageLength, LAYOUT_BASIS_WIDTH),
    imageY: moveWithin(slot.imageY, dy, slot.imageHeight, basisHeight),
  };
}

/** A text moved by a drag or a key: its box (x + hx, y, width, height) stays inside the image. */
export function moveText(t: TextOverlay, dx: number, dy: number, basisHeight: number): TextOverlay {
  return {
    ...t,
    x: moveWithin(t.x, dx, t.width + t.hx, LAYOUT_BASIS_WIDTH),
    y: moveWithin(t.y, dy, t.height, basisHeight),
  };
}

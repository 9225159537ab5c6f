/**
 * Keeping a layout's elements on their canvas (issue 23: an element placed at Y = 900 vanished, text
 * ran past the frame's edge). Pure arithmetic in the layout's own units, for any editor that anchors a
 * box by its left edge, centre or right edge (frames; campaigns may use it too).
 */

/** Where an anchor sits along its box: 0 its start (Left), 0.5 its middle (Center), 1 its end (Right). */
export type AnchorFraction = 0 | 0.5 | 1;

export interface Range {
  min: number;
  max: number;
}

/**
 * The anchor positions that keep a box `length` long inside `[0, canvasLength]`. A box longer than
 * the canvas has one place: its start at the canvas's start.
 */
export function anchorRange(length: number, canvasLength: number, anchor: AnchorFraction = 0): Range {
  const offset = length * anchor;
  const max = Math.max(offset, canvasLength - length + offset);
  return { min: offset, max };
}

export const clampTo = (value: number, range: Range) =>
  Math.min(range.max, Math.max(range.min, Number.isFinite(value) ? value : range.min));

/**
 * How wide a line anchored at `x` may be without leaving the canvas (less `margin` at the edge it
 * runs towards): a Left line runs right, a Right line left, a Center line both ways.
 */
export function textRoom(x: number, canvasWidth: number, anchor: AnchorFraction, margin = 0): number {
  const right = Math.max(0, canvasWidth - x - margin);
  const left = Math.max(0, x - margin);
  if (anchor === 0) return right;
  if (anchor === 1) return left;
  return 2 * Math.min(left, right);
}

/** A line's width guessed from its length (about 0.6 em a character) when no font can measure it. */
export const estimateTextWidth = (text: string, size: number) => Array.from(text).length * size * 0.6;

import { anchorRange } from '../layout/fit';
import { basisHeightOf, LAYOUT_BASIS_WIDTH, TEXT_KEYS, type CampaignLayout, type Size } from './layout';

/**
 * The photo slot and the shown texts stay on the campaign picture (issue 23: X and Y went past its
 * edges). Positions are pixels of the picture drawn 500 px wide (layout.ts); the editor states it on
 * its inputs. The editor and the server check the same way and answer on the same fields.
 */

/** The picture in layout pixels: 500 wide, its height by its aspect. */
export const canvasOf = (image: Size): Size => ({
  width: LAYOUT_BASIS_WIDTH,
  height: Math.floor(basisHeightOf(image)),
});

/** The largest whole start of a box `size` long on `room` (0 when it is longer than the room). */
export const largestStart = (size: number, room: number) => Math.floor(anchorRange(size, room).max);

type AxisProblem = { kind: 'tooLarge'; max: number } | { kind: 'offCanvas'; max: number } | null;

function axisProblem(start: number, size: number, room: number): AxisProblem {
  if (size > room) return { kind: 'tooLarge', max: room };
  const max = largestStart(size, room);
  return start > max ? { kind: 'offCanvas', max } : null;
}

type Axis = { start: string; size: string; startLabel: string; sizeLabel: string; extra?: number };

function check(
  errors: Record<string, string>,
  axis: Axis,
  start: number,
  size: number,
  room: number,
  side: 'wide' | 'tall',
) {
  const extra = axis.extra ?? 0;
  const p = axisProblem(start, size + extra, room);
  if (!p) return;
  if (p.kind === 'tooLarge')
    errors[axis.size] =
      `${axis.sizeLabel} must be at most ${Math.max(0, p.max - extra)} px: the picture is ${p.max} px ${side}`;
  else errors[axis.start] = `${axis.startLabel} must be at most ${p.max} px to stay on the picture`;
}

/** The fields (form paths) whose values put something off the picture, with the message for each. */
export function offCanvasErrors(layout: CampaignLayout, image: Size): Record<string, string> {
  const canvas = canvasOf(image);
  const errors: Record<string, string> = {};
  if (layout.isImageDisplay) {
    check(
      errors,
      { start: 'imageX', size: 'imageLength', startLabel: 'X', sizeLabel: 'Width' },
      layout.imageX,
      layout.imageLength,
      canvas.width,
      'wide',
    );
    check(
      errors,
      { start: 'imageY', size: 'imageHeight', startLabel: 'Y', sizeLabel: 'Height' },
      layout.imageY,
      layout.imageHeight,
      canvas.height,
      'tall',
    );
  }
  for (const k of TEXT_KEYS) {
    const t = layout[k];
    if (!t.isDisplay) continue;
    // The text's box starts at x + hx (layout.ts).
    check(
      errors,
      { start: `${k}.x`, size: `${k}.width`, startLabel: 'X', sizeLabel: 'Width', extra: t.hx },
      t.x,
      t.width,
      canvas.width,
      'wide',
    );
    check(
      errors,
      { start: `${k}.y`, size: `${k}.height`, startLabel: 'Y', sizeLabel: 'Height' },
      t.y,
      t.height,
      canvas.height,
      'tall',
    );
  }
  return errors;
}

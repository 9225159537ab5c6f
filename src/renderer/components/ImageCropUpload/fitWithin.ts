/** Spec 00 section 5: crop output is at most 1024 px. */
export const MAX_IMAGE_SIDE = 1024;

/**
 * The size to draw a w×h crop at so that its longer side is at most `max`, keeping the aspect ratio
 * and never enlarging. Whole pixels, at least 1 each way.
 */
export function fitWithin(
  width: number,
  height: number,
  max: number = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0) || !(max > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

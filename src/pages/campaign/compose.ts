import {
  DEFAULT_FONT,
  ellipseOf,
  layoutText,
  photoPlacement,
  photoSlotRect,
  TEXT_KEYS,
  watermarkLayout,
  type Measure,
  type PhotoView,
  type Size,
  type TextKey,
  type TextStyle,
} from '../../shared/campaigns/layout';
import type { PublicCampaign } from '../../shared/campaigns/schemas';

/** What the visitor brings to the picture: their photo and framing, and the texts they typed. */
export interface Composition {
  photo: ImageBitmap | HTMLImageElement | HTMLCanvasElement | OffscreenCanvas | null;
  photoSize: Size | null;
  view: PhotoView;
  texts: Record<TextKey, string>;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The canvas font for a text overlay; the campaign's font first, then a generic one. */
export const fontOf = (size: number, style: TextStyle) =>
  `${style.isBold ? 'bold ' : ''}${size}px "${style.font.replace(/["\\]/g, '')}", sans-serif`;

/** layoutText's measure, by the canvas that will draw the text (so widths match what is drawn). */
export function measureWith(ctx: Context2D): Measure {
  return (text, fontSize, style) => {
    ctx.font = fontOf(fontSize, style);
    return ctx.measureText(text).width;
  };
}

/**
 * Draws the composed picture at the campaign image's natural size (issue 15, Public page): the
 * image, the visitor's photo clipped to the slot (its ellipse for a circle), the texts shown on the
 * image, and the watermark when the Admin switched it on. The same drawing is the preview, the
 * download and the shared file.
 */
export function compose(ctx: Context2D, c: PublicCampaign, image: CanvasImageSource, v: Composition): void {
  const size: Size = { width: c.campaignImageWidth, height: c.campaignImageHeight };
  ctx.save();
  ctx.clearRect(0, 0, size.width, size.height);
  ctx.drawImage(image, 0, 0, size.width, size.height);

  if (c.isImageDisplay && v.photo && v.photoSize) {
    const slot = photoSlotRect(c, size);
    const at = photoPlacement(v.photoSize, slot, v.view);
    ctx.save();
    ctx.beginPath();
    if (c.imageType === 'circle') {
      const e = ellipseOf(slot);
      ctx.ellipse(e.cx, e.cy, e.rx, e.ry, 0, 0, Math.PI * 2);
    } else ctx.rect(slot.x, slot.y, slot.width, slot.height);
    ctx.clip();
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(v.photo, at.x, at.y, at.width, at.height);
    ctx.restore();
  }

  const measure = measureWith(ctx);
  ctx.textBaseline = 'top';
  for (const key of TEXT_KEYS) {
    const t = layoutText(c[key], v.texts[key], size, measure);
    if (!t) continue;
    ctx.font = fontOf(t.fontSize, t);
    ctx.fillStyle = t.color;
    ctx.textAlign = t.align;
    for (const line of t.lines) ctx.fillText(line.text, line.x, line.y);
  }

  if (c.waterMark) {
    const w = watermarkLayout(size, measure);
    ctx.font = fontOf(w.fontSize, { font: DEFAULT_FONT, isBold: true });
    ctx.textAlign = 'right';
    ctx.shadowColor = w.shadowColor;
    ctx.shadowBlur = Math.max(2, w.fontSize / 6);
    ctx.fillStyle = w.color;
    ctx.fillText(w.text, w.x, w.y);
  }
  ctx.restore();
}

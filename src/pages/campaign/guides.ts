import {
  ellipseOf,
  layoutText,
  photoSlotRect,
  TEXT_KEYS,
  type Rect,
  type Size,
} from '../../shared/campaigns/layout';
import type { PublicCampaign } from '../../shared/campaigns/schemas';
import { fontOf, measureWith, type Composition } from './compose';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the empty photo slot says (issue 23: a first-time visitor saw no place for their photo). */
export const SLOT_PLACEHOLDER = 'Your photo';

/** A dashed outline that reads on light and dark images alike: a dark line under a white dashed one. */
function outline(ctx: Context2D, path: () => void, lineWidth: number) {
  ctx.save();
  ctx.lineWidth = lineWidth * 2;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.45)';
  path();
  ctx.stroke();
  ctx.setLineDash([lineWidth * 4, lineWidth * 3]);
  ctx.lineWidth = lineWidth;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  path();
  ctx.stroke();
  ctx.restore();
}

function slotPath(ctx: Context2D, type: PublicCampaign['imageType'], slot: Rect) {
  return () => {
    ctx.beginPath();
    if (type === 'circle') {
      const e = ellipseOf(slot);
      ctx.ellipse(e.cx, e.cy, e.rx, e.ry, 0, 0, Math.PI * 2);
    } else ctx.rect(slot.x, slot.y, slot.width, slot.height);
  };
}

/**
 * The preview's guides, never in the downloaded or shared picture (issue 23): before a photo is
 * picked, the photo slot outlined and lightly filled with "Your photo" in it; each text shown on
 * the image and not typed yet, its caption as a faded placeholder in its box, the box outlined.
 */
export function drawGuides(ctx: Context2D, c: PublicCampaign, v: Composition): void {
  const size: Size = { width: c.campaignImageWidth, height: c.campaignImageHeight };
  const line = Math.max(1.5, size.width / 400);
  ctx.save();
  if (c.isImageDisplay && !v.photo) {
    const slot = photoSlotRect(c, size);
    const path = slotPath(ctx, c.imageType, slot);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
    path();
    ctx.fill();
    outline(ctx, path, line);
    const fontSize = Math.max(12, Math.min(slot.width / 7, slot.height / 4));
    ctx.font = fontOf(fontSize, { font: 'sans-serif', isBold: true });
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = 'rgba(255, 255, 255, 0.95)';
    ctx.shadowColor = 'rgba(0, 0, 0, 0.7)';
    ctx.shadowBlur = fontSize / 4;
    ctx.fillText(SLOT_PLACEHOLDER, slot.x + slot.width / 2, slot.y + slot.height / 2, slot.width * 0.9);
    ctx.shadowBlur = 0;
  }

  const measure = measureWith(ctx);
  for (const key of TEXT_KEYS) {
    if (v.texts[key].trim()) continue;
    const t = layoutText(c[key], c[key].caption || key, size, measure);
    if (!t) continue;
    const { box } = t;
    outline(
      ctx,
      () => {
        ctx.beginPath();
        ctx.rect(box.x, box.y, box.width, box.height);
      },
      line,
    );
    ctx.globalAlpha = 0.55;
    ctx.font = fontOf(t.fontSize, t);
    ctx.fillStyle = t.color;
    ctx.textAlign = t.align;
    ctx.textBaseline = 'top';
    for (const l of t.lines) ctx.fillText(l.text, l.x, l.y);
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}

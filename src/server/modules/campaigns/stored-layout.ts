import {
  defaultLayout,
  normalizeLayout,
  TEXT_KEYS,
  type CampaignLayout,
  type TextKey,
  type TextOverlay,
} from '../../../shared/campaigns/layout';
import { textOverlaySchema } from '../../../shared/campaigns/schemas';

/** Built once: a zod schema is compiled on its first use. */
const TEXT_SCHEMAS = Object.fromEntries(TEXT_KEYS.map((key) => [key, textOverlaySchema(key)])) as Record<
  TextKey,
  ReturnType<typeof textOverlaySchema>
>;

/** The layout kept in a campaign row: the photo slot and txt1–txt3, in one key order. */
export function serializeLayout(l: CampaignLayout): string {
  const n = normalizeLayout(l);
  const text = (t: TextOverlay): TextOverlay => ({
    isDisplay: t.isDisplay,
    collectData: t.collectData,
    caption: t.caption,
    size: t.size,
    x: t.x,
    y: t.y,
    align: t.align,
    color: t.color,
    font: t.font,
    width: t.width,
    height: t.height,
    hx: t.hx,
    isBold: t.isBold,
    isWrap: t.isWrap,
  });
  return JSON.stringify({
    imageType: n.imageType,
    imageHeight: n.imageHeight,
    imageLength: n.imageLength,
    imageX: n.imageX,
    imageY: n.imageY,
    isImageDisplay: n.isImageDisplay,
    txt1: text(n.txt1),
    txt2: text(n.txt2),
    txt3: text(n.txt3),
  });
}

/** A stored layout read back; a damaged one (it never should be) reads as the defaults. */
export function layoutOf(text: string): CampaignLayout {
  const fallback = defaultLayout();
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const out: CampaignLayout = { ...fallback };
    for (const key of [
      'imageType',
      'imageHeight',
      'imageLength',
      'imageX',
      'imageY',
      'isImageDisplay',
    ] as const)
      if (raw[key] !== undefined) (out as unknown as Record<string, unknown>)[key] = raw[key];
    for (const key of TEXT_KEYS) {
      const parsed = TEXT_SCHEMAS[key].safeParse(raw[key] ?? {});
      out[key] = parsed.success ? parsed.data : fallback[key];
    }
    return normalizeLayout(out);
  } catch {
    return fallback;
  }
}

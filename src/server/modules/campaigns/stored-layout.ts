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

/**
 * The catalog's fonts (id and current name). A text keeps its font's id beside the name (spec 02 §9
 * keeps the name), so a font renamed in the catalog is read back under its new name; Roboto, §9's
 * default, is not a catalog font and keeps no id.
 */
export type FontNames = readonly { id: number; name: string }[];

/** The layout kept in a campaign row: the photo slot and txt1–txt3, in one key order. */
export function serializeLayout(l: CampaignLayout, fonts: FontNames): string {
  const n = normalizeLayout(l);
  const idOf = (name: string) => fonts.find((f) => f.name.toLowerCase() === name.toLowerCase())?.id ?? null;
  const text = (t: TextOverlay) => ({
    isDisplay: t.isDisplay,
    collectData: t.collectData,
    caption: t.caption,
    size: t.size,
    x: t.x,
    y: t.y,
    align: t.align,
    color: t.color,
    font: t.font,
    // Always followed by another key: campaignsUsingFont finds `"fontId":12,`.
    fontId: idOf(t.font),
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

/**
 * A stored layout read back, each text in its font's current name when `fonts` are given; a damaged
 * one (it never should be) reads as the defaults.
 */
export function layoutOf(text: string, fonts: FontNames = []): CampaignLayout {
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
      const fontId = (raw[key] as { fontId?: unknown } | undefined)?.fontId;
      const renamed = fonts.find((f) => f.id === fontId)?.name;
      if (parsed.success && renamed) out[key] = { ...out[key], font: renamed };
    }
    return normalizeLayout(out);
  } catch {
    return fallback;
  }
}

import { sql } from 'kysely';
import { nfcLayoutSchema, standardLayoutSchema } from '../../../shared/frames/schemas';
import {
  defaultLayout,
  elementKeysOf,
  type FrameElement,
  type FrameKind,
  type FrameLayoutElements,
} from '../../../shared/frames/rules';
import type { DB } from '../../db/connect';

/** Stored layouts in one key order (font id first), so that `framesUsingFont` can find a font by text. */
export function serializeLayout(kind: FrameKind, elements: FrameLayoutElements): string {
  const out: Record<string, FrameElement> = {};
  for (const key of elementKeysOf(kind)) {
    const el = (elements as Record<string, FrameElement>)[key];
    out[key] = {
      fontFamilyId: el.fontFamilyId,
      fontFamilyName: el.fontFamilyName,
      isDisplay: el.isDisplay,
      x: el.x,
      y: el.y,
      size: el.size,
      color: el.color,
      preference: el.preference,
      hx: el.hx,
    };
  }
  return JSON.stringify(out);
}

/** A stored layout read back; a damaged one (it never should be) draws as the defaults. */
export function layoutOf(kind: FrameKind, text: string): FrameLayoutElements {
  try {
    const schema = kind === 'nfc' ? nfcLayoutSchema : standardLayoutSchema;
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return defaultLayout(kind);
}

/**
 * How many frame layouts name a font (for the catalog's "in use" check before a font is deleted:
 * issue 12, Masters). Layouts are stored with the font id first (serializeLayout), so the text
 * `"fontFamilyId":12,` finds font 12 and never font 1 or 120.
 */
export async function framesUsingFont(db: DB, fontId: number): Promise<number> {
  const row = await db
    .selectFrom('frames')
    .select(sql<number>`count(*)`.as('n'))
    .where('layout', 'like', `%"fontFamilyId":${Math.trunc(fontId)},%`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Auto-start exclude keywords (spec 02 §3, §5): stored as a JSON string; each keyword trimmed,
 * blanks and repeats (in any case) dropped. The engine's `excludeKeywords` reads the parsed list.
 */
export function normalizeKeywords(json: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || '[]');
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.some((k) => typeof k !== 'string')) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parsed as string[]) {
    const k = raw.trim();
    if (!k || k.length > 200 || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out.length > 100 ? null : out;
}

/** The stored list (always written normalized); a damaged value reads as none. */
export const storedKeywords = (json: string): string[] => normalizeKeywords(json) ?? [];

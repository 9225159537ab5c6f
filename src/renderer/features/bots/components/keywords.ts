/**
 * Keyword and trigger lists (§5): a word is added on Enter, trimmed; a blank one or one already
 * there (any case) is ignored. Answers the same list when nothing is added.
 */
export function addKeyword(list: readonly string[], typed: string): string[] {
  const word = typed.trim();
  if (!word || list.some((w) => w.toLowerCase() === word.toLowerCase())) return [...list];
  return [...list, word];
}

/** The stored JSON string of exclude keywords (§3) as a list; anything unreadable is none. */
export function parseKeywords(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((w): w is string => typeof w === 'string').reduce<string[]>(addKeyword, [])
      : [];
  } catch {
    return [];
  }
}

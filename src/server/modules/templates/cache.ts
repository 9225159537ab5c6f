/**
 * Drawn templates kept in memory, least recently used out first, up to a total size (issue 12:
 * "cached by template and brand version"). A key names everything a drawing depends on, so an entry
 * is never stale: a changed template or brand makes a new key and the old entry ages out.
 */
export function pngCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get(key: string): Buffer | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, png: Buffer) {
      if (png.length > maxBytes) return;
      const old = entries.get(key);
      if (old) total -= old.length;
      entries.delete(key);
      entries.set(key, png);
      total += png.length;
      while (total > maxBytes) {
        const [oldest, bytes] = entries.entries().next().value!;
        entries.delete(oldest);
        total -= bytes.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
export type PngCache = ReturnType<typeof pngCache>;

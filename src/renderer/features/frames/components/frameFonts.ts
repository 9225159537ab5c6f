import { useEffect, useMemo, useState } from 'react';
import type { FrameFont } from '../../../../shared/frames/schemas';

/**
 * Master fonts loaded into the page under names of their own, so that the editor's elements and the
 * drawn frames show text in the font a layout names (spec 01 section 3, fontFamilyId). A font without
 * a file (Poppins as seeded) is drawn by its name, as the shared SVG falls back to it.
 */
const loading = new Map<string, Promise<string | null>>();

function loadFont(font: FrameFont & { fileUrl: string }): Promise<string | null> {
  const key = `${font.id}:${font.fileUrl}`;
  const known = loading.get(key);
  if (known) return known;
  const family = `frame-font-${font.id}-${loading.size + 1}`;
  const promise =
    typeof FontFace === 'undefined'
      ? Promise.resolve(null)
      : new FontFace(family, `url(${JSON.stringify(font.fileUrl)})`)
          .load()
          .then((face) => {
            document.fonts.add(face);
            return family;
          })
          .catch(() => null);
  loading.set(key, promise);
  return promise;
}

/** Font id → the family name the page knows it by, for the fonts that have loaded. */
export function useFontFamilies(fonts: readonly FrameFont[] | undefined): Readonly<Record<number, string>> {
  const withFiles = useMemo(
    () => (fonts ?? []).filter((f): f is FrameFont & { fileUrl: string } => Boolean(f.fileUrl)),
    [fonts],
  );
  const key = withFiles.map((f) => `${f.id}:${f.fileUrl}`).join('|');
  const [families, setFamilies] = useState<Readonly<Record<number, string>>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(withFiles.map(async (f) => [f.id, await loadFont(f)] as const)).then((entries) => {
      if (!live) return;
      setFamilies(Object.fromEntries(entries.filter((e): e is readonly [number, string] => e[1] !== null)));
    });
    return () => {
      live = false;
    };
    // The key holds what matters of the list; its identity changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return families;
}

/** The CSS font-family of an element: its loaded master font, else its name, then Poppins. */
export function cssFamily(families: Readonly<Record<number, string>>, fontId: number, name: string) {
  const names = [families[fontId], name, 'Poppins'].filter(
    (n, i, all): n is string => !!n && all.indexOf(n) === i,
  );
  return [...names.map((n) => JSON.stringify(n)), 'sans-serif'].join(', ');
}

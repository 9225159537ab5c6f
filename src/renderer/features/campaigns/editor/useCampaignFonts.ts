import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_FONT } from '../../../../shared/campaigns/layout';
import { useActiveFonts } from '../../catalog';

const loaded = new Set<string>();

/**
 * The catalog's active fonts by name (a text's `font`, §3), each file loaded with @font-face under its
 * own name, as the public page loads it, so that the preview measures and draws the same letters.
 * `version` changes when a file has loaded: the editor renders again and the preview re-measures.
 */
export function useCampaignFonts() {
  const fonts = useActiveFonts();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (typeof FontFace === 'undefined' || typeof document === 'undefined') return;
    let live = true;
    for (const f of fonts.data ?? []) {
      if (!f.fileUrl || loaded.has(f.name)) continue;
      loaded.add(f.name);
      new FontFace(f.name, `url(${JSON.stringify(f.fileUrl)})`)
        .load()
        .then((face) => {
          document.fonts.add(face);
          if (live) setVersion((v) => v + 1);
        })
        .catch(() => loaded.delete(f.name));
    }
    return () => {
      live = false;
    };
  }, [fonts.data]);
  const names = useMemo(
    () => [...new Set([DEFAULT_FONT, ...(fonts.data ?? []).map((f) => f.name)])],
    [fonts.data],
  );
  return { names, version };
}

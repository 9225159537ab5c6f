import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { loadFontFace } from './fontFace';

export interface FontSampleProps {
  /** The font's address, or the bytes of a file just chosen. */
  source: string | ArrayBuffer | null;
  /** Caches the loaded face: the address, or the chosen file's name and size. */
  sourceKey: string;
  text?: string;
  /** A font without a file (Poppins as seeded) is drawn by name, if the system has it. */
  fallbackFamily?: string;
}

/** A line of text drawn in a master font, once it has loaded; in the page's font otherwise. */
export function FontSample({
  source,
  sourceKey,
  text = 'The quick brown fox · Aa Bb 123',
  fallbackFamily,
}: FontSampleProps) {
  const [family, setFamily] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setFamily(null);
    if (source) void loadFontFace(sourceKey, source).then((f) => live && setFamily(f));
    return () => {
      live = false;
    };
  }, [source, sourceKey]);
  const shown = family ?? (source ? null : fallbackFamily);
  if (!shown && !source) return <Typography.Text type="secondary">No file</Typography.Text>;
  return (
    <span style={{ fontFamily: shown ? `${JSON.stringify(shown)}, sans-serif` : undefined, fontSize: 16 }}>
      {text}
    </span>
  );
}

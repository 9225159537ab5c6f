import { useEffect, useState } from 'react';
import { CARD_PAGE_WIDTH, renderCardPage } from '../../../../shared/cards/render';
import type { CardContent } from '../../../../shared/cards/schemas';

/** Issue 14: the preview is drawn again 450 ms after the last change. */
export const PREVIEW_DELAY_MS = 450;

/**
 * The card's page as the hosted link shows it, without the beacon and Save To Contact (so a preview
 * is never counted as a visit), in an iframe sandboxed with no permissions: no script of any kind runs.
 */
export function CardPreview({ content, height = 720 }: { content: CardContent; height?: number }) {
  const [html, setHtml] = useState(() => renderCardPage(content));
  // Keyed on the content itself, so a render without a change does not put the refresh off.
  const next = renderCardPage(content);
  useEffect(() => {
    const timer = setTimeout(() => setHtml(next), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next]);
  return (
    <iframe
      title="Card preview"
      sandbox=""
      srcDoc={html}
      style={{
        width: '100%',
        maxWidth: CARD_PAGE_WIDTH + 20,
        height,
        border: '1px solid #d9d9d9',
        borderRadius: 8,
      }}
    />
  );
}

import { useEffect, useState } from 'react';
import { CARD_PAGE_WIDTH, renderCardPage, type RenderOptions } from '../../../../shared/cards/render';
import { useServerOrigin } from '../../../lib/desktop';
import type { CardContent } from '../../../../shared/cards/schemas';

/** Issue 14: the preview is drawn again 450 ms after the last change. */
export const PREVIEW_DELAY_MS = 450;

/**
 * The card's page as the hosted link shows it, without the beacon and Save To Contact (so a preview
 * is never counted as a visit), in an iframe sandboxed with no permissions: no script of any kind runs.
 */
export function CardPreview({
  content,
  extras,
  height = 720,
}: {
  content: CardContent;
  /** The catalogue fonts and category links the hosted page shows (cardPageExtras). */
  extras?: Pick<RenderOptions, 'fontFiles' | 'categories'>;
  height?: number;
}) {
  // The srcdoc frame resolves addresses against the app's page: in the desktop app that is not the
  // server, so the page's fonts are asked for at the server's origin.
  const origin = useServerOrigin() ?? '';
  const options = { fontBase: `${origin}/c-assets/`, ...extras };
  const [html, setHtml] = useState(() => renderCardPage(content, options));
  // Keyed on the content itself, so a render without a change does not put the refresh off.
  const next = renderCardPage(content, options);
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

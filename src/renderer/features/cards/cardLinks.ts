/** A card id from a route parameter, or null when it is not a positive whole number. */
export function cardIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * What the QR code encodes (§2; issue 14): the hosted link with `source=QR`, so a scan is logged
 * with that source by the page's visit beacon. A query the link already has is kept.
 */
export function qrLinkOf(htmlURL: string): string {
  try {
    const url = new URL(htmlURL);
    url.searchParams.set('source', 'QR');
    return url.toString();
  } catch {
    return `${htmlURL}${htmlURL.includes('?') ? '&' : '?'}source=QR`;
  }
}

/** The PDF's file name: the card name made safe for a file system, else the slug. */
export function pdfFileNameOf(card: { cardName: string; slug: string }): string {
  const name = [...card.cardName]
    .map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || card.slug || 'card'}.pdf`;
}

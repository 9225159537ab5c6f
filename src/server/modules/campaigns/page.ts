import type { PublicCampaign } from '../../../shared/campaigns/schemas';

/**
 * The public campaign page's HTML shell (issue 15, Public page): Open Graph title and image for the
 * link previews of WhatsApp and social networks, the campaign inline as JSON, and the page script
 * from this server only. The script (`/p-assets/campaign-page.js`) draws the page from the JSON in
 * `#campaign-data` (the same as GET /api/Campaign/Public/{url}).
 */

/** Where the page's script and style live; served from the public assets folder (routes.ts). */
export const PAGE_SCRIPT = '/p-assets/campaign-page.js';
export const PAGE_STYLE = '/p-assets/campaign-page.css';

/**
 * Scripts from this server only; no inline script or style, no plugins, no framing. Images and fonts
 * from this server (the campaign's files), and data:/blob: for the visitor's photo and the
 * composed image; fetches to this server (the visit and the Send Whatsapp upload), plus the storage's
 * origin when the upload goes straight to an S3-compatible bucket.
 */
export function pageCsp(uploadOrigins: string[] = []): string {
  const connect = ["'self'", ...uploadOrigins].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Text for HTML content and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * JSON inside `<script type="application/json">`: never executed, and with `<`, `>`, `&` and the
 * line separators escaped it cannot close the element or start a comment.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function campaignPageHtml(c: PublicCampaign, imageAddress: string): string {
  const title = escapeHtml(c.campaignName);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${title}</title>
${meta('og:type', 'website')}
${meta('og:title', c.campaignName)}
${meta('og:url', c.publicUrl)}
${meta('og:image', imageAddress)}
${meta('og:image:type', 'image/jpeg')}
${meta('og:image:width', String(c.campaignImageWidth))}
${meta('og:image:height', String(c.campaignImageHeight))}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:image" content="${escapeHtml(imageAddress)}">
<link rel="stylesheet" href="${PAGE_STYLE}">
<script type="application/json" id="campaign-data">${jsonForScript(c)}</script>
<script src="${PAGE_SCRIPT}" defer></script>
</head>
<body>
<main id="campaign-root" data-url="${escapeHtml(c.url)}">
<h1>${title}</h1>
<noscript><p>This page needs JavaScript to put your photo on the picture.</p></noscript>
</main>
</body>
</html>
`;
}

export function notFoundPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Campaign not found</title>
</head>
<body>
<main><h1>Campaign not found</h1><p>This campaign link is not valid, or the campaign was deleted.</p></main>
</body>
</html>
`;
}

/**
 * The page the system browser shows after a network sends it back to the desktop's loopback
 * catcher (issue 13). Self-contained: no scripts, no outside resources, so nothing on it can leak
 * the code in its address.
 */

export const SIGNED_IN_MESSAGE = 'You can close this window and return to BizSuite.';

export function callbackPage(outcome: { ok: true } | { ok: false; error: string }): string {
  const title = outcome.ok ? 'Signed in' : 'Sign-in failed';
  const body = outcome.ok
    ? `<p>${SIGNED_IN_MESSAGE}</p>`
    : `<p class="error">${escapeHtml(outcome.error)}</p><p>Return to BizSuite and try again.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BizSuite – ${title}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f5;color:#1f1f1f;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:32px 40px;max-width:480px;text-align:center}
h1{font-size:20px;margin:0 0 12px}
p{margin:8px 0;line-height:1.5}
.error{color:#cf1322}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
}

/** Headers of every answer on the port: no caching of a page whose address held a code. */
export const CALLBACK_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // The listener closes right after the redirect: no keep-alive socket should hold it open.
  Connection: 'close',
} as const;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

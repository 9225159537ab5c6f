import { SITE_FORM_FIELDS, SITE_PUBLIC_PATHS, SITE_ROOT } from '../../shared/web/public-paths';

/**
 * A published website's one script (issue 24), under 1 KB: it counts the view and readies the forms.
 * - The beacon: path, referrer and utm_source, sent with navigator.sendBeacon (text/plain JSON) to
 *   `/s/{slug}/_b`. No cookie, no storage: the server tells visitors apart by a daily hash.
 * - A fresh form token, so the 2 s minimum counts from the page load (see forms/tokens.ts); the
 *   publish-time token stays when this fails, so the forms work without it.
 * - `?sent=contact` (the forms' redirect) as `data-sent` on <html>, for the template's CSS to show
 *   its thank-you text.
 */
const here = location.pathname;
const [, root, slug] = here.split('/');
// Only on a page under /s/{slug} (not in the editor's preview, a srcdoc frame).
if (slug && `/${root}` === SITE_ROOT) {
  const query = new URLSearchParams(location.search);
  navigator.sendBeacon?.(
    SITE_PUBLIC_PATHS.beacon(slug),
    JSON.stringify({
      path: here.slice(0, 300),
      referrer: document.referrer.slice(0, 500),
      utm_source: (query.get('utm_source') ?? '').slice(0, 100),
    }),
  );
  const sent = query.get('sent');
  if (sent) document.documentElement.dataset.sent = sent;
  const tokens = document.querySelectorAll<HTMLInputElement>(`input[name="${SITE_FORM_FIELDS.token}"]`);
  if (tokens.length)
    fetch(SITE_PUBLIC_PATHS.formToken(slug))
      .then((r) => r.json())
      .then((a: { token?: string }) => {
        if (a.token) for (const input of tokens) input.value = a.token;
      })
      .catch(() => undefined);
}

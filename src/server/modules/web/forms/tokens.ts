import crypto from 'node:crypto';
import { SITE_PUBLIC_PATHS } from '../../../../shared/web/public-paths';
import type { AppContext } from '../../../context';

/**
 * The signed timestamp of a website's forms (issue 24, Forms): `{kind}{issued-at, base 36}.{HMAC}`,
 * the HMAC over kind, site id and issued-at with a key of this server's (every instance shares it).
 *
 * Why two kinds. A published page is a static file, fixed at publish time, so it cannot carry the
 * moment it was loaded; yet the forms must work without script. So:
 * - `p` (page): written into every page's forms at publish. It proves the post comes from a page of
 *   this site; it has no maximum age, since a page may stay live for months without a republish.
 * - `f` (fresh): the site's script (src/pages/site) fetches one from `/s/{slug}/_forms/token` when
 *   the page loads and puts it in the forms, so for a browser that runs script the 2 s minimum
 *   counts from the page load, as a person fills a form. It lasts a day: reloading gives a new one.
 * Either is refused within 2 s of being issued (fast fill), for another site, or when forged.
 * Without script a bot can replay a page token; the honeypot and the per-address limit still apply.
 */

export const FORM_MIN_AGE_MS = 2_000;
export const FRESH_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

type Kind = 'p' | 'f';
export type TokenProblem = 'missing' | 'invalid' | 'tooFast' | 'expired';

const keys = new WeakMap<Uint8Array, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx.signingKey);
  if (!key) {
    key = crypto.createHmac('sha256', ctx.signingKey).update('website-forms').digest();
    keys.set(ctx.signingKey, key);
  }
  return key;
}

const signatureOf = (ctx: AppContext, kind: Kind, siteId: number, issuedAt: number) =>
  crypto
    .createHmac('sha256', keyOf(ctx))
    .update(`${kind}.${siteId}.${issuedAt}`)
    .digest('base64url')
    .slice(0, 22);

export function issueFormToken(ctx: AppContext, siteId: number, kind: Kind): string {
  const issuedAt = ctx.clock.now().getTime();
  return `${kind}${issuedAt.toString(36)}.${signatureOf(ctx, kind, siteId, issuedAt)}`;
}

/** Null when the token is good for this site now, else what is wrong with it. */
export function formTokenProblem(ctx: AppContext, siteId: number, token: unknown): TokenProblem | null {
  if (typeof token !== 'string' || token === '') return 'missing';
  const m = /^([pf])([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return 'invalid';
  const kind = m[1] as Kind;
  const issuedAt = parseInt(m[2], 36);
  const expected = Buffer.from(signatureOf(ctx, kind, siteId, issuedAt));
  if (!crypto.timingSafeEqual(expected, Buffer.from(m[3]))) return 'invalid';
  const age = ctx.clock.now().getTime() - issuedAt;
  if (age < FORM_MIN_AGE_MS) return 'tooFast';
  if (kind === 'f' && age > FRESH_TOKEN_MAX_AGE_MS) return 'expired';
  return null;
}

/**
 * What a published page's forms need (the template's `forms`): where each posts and its page token.
 * Paths on the site's own origin, as the CSP's form-action 'self' wants.
 */
export function siteForms(ctx: AppContext, site: { id: number; slug: string }) {
  const token = issueFormToken(ctx, site.id, 'p');
  return {
    contact: { action: SITE_PUBLIC_PATHS.contactForm(site.slug), token },
    newsletter: { action: SITE_PUBLIC_PATHS.newsletterForm(site.slug), token },
  };
}

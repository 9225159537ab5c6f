import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PUBLIC_PATHS, sitePath } from '../../../shared/web/public-paths';
import { WEB_MESSAGES } from '../../../shared/web/schemas';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { beaconRoute } from './analytics/beacon';
import { webAnalytics } from './analytics/service';
import { sitePageOf, visitedSite } from './forms/public-site';
import { webForms } from './forms/service';
import type { PostedFields } from './forms/submit';
import { issueFormToken } from './forms/tokens';

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

/** A form post's body: an HTML form's fields are a few KB at most (the message is 2,000 characters). */
const FORM_BODY_LIMIT = 32 * 1024;
const BEACON_BODY_LIMIT = 4 * 1024;

/** A post asks for JSON (a script's fetch) rather than the page a plain form post is answered with. */
const wantsJson = (req: FastifyRequest) => {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/html');
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A refused plain form post: a small page with the reason and a link back, under the refusal's
 * status (4xx), so the visitor needs no script to read it.
 */
function refusalPage(reply: FastifyReply, err: HttpError, back: string) {
  const fields = Object.values(err.errors ?? {}).filter((m) => m !== err.message);
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Not sent</title><main><h1>Not sent</h1><p>${escapeHtml(err.message)}</p>${fields.length ? `<ul>${fields.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : ''}<p><a href="${escapeHtml(back)}">Back to the page</a></p></main></html>`;
  return reply
    .status(err.status)
    .header('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'")
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The public routes of published websites that the visitors reach (issue 24): the contact and
 * newsletter form posts, a fresh form token, the analytics beacon and the platform's script. No
 * answer sets a cookie. Registered in their own scope: only these routes read form bodies.
 */
export function webVisitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const forms = webForms(ctx);
  const analytics = webAnalytics(ctx);
  const limit = (max: number) =>
    ctx.config.rateLimit ? { rateLimit: { max, timeWindow: 60_000 } } : undefined;

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const formRoute = (kind: 'contact' | 'newsletter') => async (req: SlugRequest, reply: FastifyReply) => {
      const slug = req.params.slug;
      const page = sitePageOf(req.headers.referer, slug);
      const back = sitePath(slug, page.slice(1));
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      try {
        const site = await visitedSite(ctx, slug);
        const body = req.body;
        const fields: PostedFields =
          body && typeof body === 'object' && !Array.isArray(body) ? (body as PostedFields) : {};
        await forms.submissions[kind]({ site, fields, ip: req.ip, page });
        const message = kind === 'contact' ? WEB_MESSAGES.contactSent : WEB_MESSAGES.subscribed;
        if (wantsJson(req)) return reply.status(201).send({ success: true, message, data: null });
        return reply.redirect(`${back}?sent=${kind}`, 303);
      } catch (err) {
        if (err instanceof HttpError && !wantsJson(req)) return refusalPage(reply, err, back);
        throw err;
      }
    };
    const formOptions = { bodyLimit: FORM_BODY_LIMIT };
    scope.post(SITE_PUBLIC_PATHS.contactForm(':slug'), formOptions, formRoute('contact'));
    scope.post(SITE_PUBLIC_PATHS.newsletterForm(':slug'), formOptions, formRoute('newsletter'));

    // The site's script fills the forms with a token issued as the page loads (forms/tokens.ts).
    scope.get(
      SITE_PUBLIC_PATHS.formToken(':slug'),
      { config: limit(60) },
      async (req: SlugRequest, reply) => {
        const site = await visitedSite(ctx, req.params.slug);
        return reply.header('Cache-Control', 'no-store').send({ token: issueFormToken(ctx, site.id, 'f') });
      },
    );

    scope.post(
      SITE_PUBLIC_PATHS.beacon(':slug'),
      { bodyLimit: BEACON_BODY_LIMIT, config: limit(300) },
      async (req: SlugRequest, reply) => {
        const site = await visitedSite(ctx, req.params.slug);
        await analytics.recordView(site, req.body, {
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
          // As a referrer's URL writes it: without the scheme's default port.
          host: String(req.headers.host ?? '').replace(/:(80|443)$/, ''),
        });
        return reply.header('Cache-Control', 'no-store').status(204).send();
      },
    );

    beaconRoute(scope, ctx);
  });
}

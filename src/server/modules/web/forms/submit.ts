import type { z } from 'zod';
import { fieldErrorsFromZod } from '../../../../shared/http/envelope';
import { SITE_FORM_FIELDS } from '../../../../shared/web/public-paths';
import { contactFormSchema, newsletterFormSchema, WEB_MESSAGES } from '../../../../shared/web/schemas';
import type { AppContext } from '../../../context';
import { attemptLimits } from '../../../http/attempt-limits';
import { HttpError, invalid } from '../../../http/errors';
import type { WebNoticesService } from './notices';
import type { VisitedSite } from './public-site';
import { formTokenProblem, type TokenProblem } from './tokens';

/** Issue 24: 5 posts a minute per client address and site. */
const FORM_POSTS = [{ max: 5, windowMs: 60_000 }];

const TOKEN_REFUSALS: Record<TokenProblem, { message: string; code: string }> = {
  missing: { message: WEB_MESSAGES.formExpired, code: 'FormTokenMissing' },
  invalid: { message: WEB_MESSAGES.formExpired, code: 'FormTokenInvalid' },
  expired: { message: WEB_MESSAGES.formExpired, code: 'FormTokenExpired' },
  tooFast: { message: WEB_MESSAGES.tooFast, code: 'FormTooFast' },
};

/** A posted form's fields, whatever the body was (an object of anything, or nothing). */
export type PostedFields = Record<string, unknown>;

export interface Posting {
  site: VisitedSite;
  fields: PostedFields;
  ip: string;
  /** The site's page it was sent from. */
  page: string;
}

/** What became of a post: kept, or taken silently and dropped (the honeypot, a known subscriber). */
export type PostOutcome = { kept: boolean };

function parsed<S extends z.ZodType>(schema: S, fields: PostedFields): z.output<S> {
  // PostgreSQL refuses a NUL in text and SQLite cuts text at it: refused alike on both.
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string' && value.includes('\u0000'))
      throw invalid({ [key]: 'Text cannot contain a NUL character' });
  const result = schema.safeParse(fields);
  if (!result.success) throw invalid(fieldErrorsFromZod(result.error));
  return result.data;
}

/**
 * A website's contact and newsletter posts (issue 24, Forms): 5 a minute per address and site
 * (429), the honeypot (a filled one is answered as a success and dropped), the signed token (at
 * least 2 s old), then the shared schemas' length and e-mail checks (422 on the fields).
 */
export function formSubmissions(ctx: AppContext, notices: WebNoticesService) {
  const { db, clock } = ctx;
  const limits = attemptLimits(db, ctx.config.rateLimit, clock);

  /** False when the post is a bot's (the honeypot): answered alike, kept nowhere. */
  async function admitted(p: Posting): Promise<boolean> {
    const subject = `${p.site.id}:${p.ip}`;
    await limits.check('web-form', subject, FORM_POSTS, () => WEB_MESSAGES.tooMany);
    await limits.record('web-form', subject);
    const trap = p.fields[SITE_FORM_FIELDS.honeypot];
    if (trap !== undefined && trap !== null && String(trap).trim() !== '') return false;
    const problem = formTokenProblem(ctx, p.site.id, p.fields[SITE_FORM_FIELDS.token]);
    if (problem) throw new HttpError(400, TOKEN_REFUSALS[problem].message, TOKEN_REFUSALS[problem].code);
    return true;
  }

  return {
    async contact(p: Posting): Promise<PostOutcome> {
      if (!(await admitted(p))) return { kept: false };
      const entry = parsed(contactFormSchema, p.fields);
      await db
        .insertInto('website_form_responses')
        .values({
          website_id: p.site.id,
          user_id: p.site.userId,
          name: entry.name,
          email: entry.email,
          phone: entry.phone,
          message: entry.message,
          page_path: p.page,
          ip: p.ip,
          created_at: clock.now().toISOString(),
        })
        .execute();
      notices.queue({ kind: 'contact', userId: p.site.userId, site: p.site.name, entry });
      return { kept: true };
    },

    /** A known address (any case) is a success that adds nothing. */
    async newsletter(p: Posting): Promise<PostOutcome> {
      if (!(await admitted(p))) return { kept: false };
      const { email } = parsed(newsletterFormSchema, p.fields);
      const added = await db
        .insertInto('website_subscribers')
        .values({
          website_id: p.site.id,
          user_id: p.site.userId,
          email,
          email_key: email.toLowerCase(),
          created_at: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['website_id', 'email_key']).doNothing())
        .executeTakeFirst();
      const kept = Number(added.numInsertedOrUpdatedRows ?? 0) === 1;
      if (kept) notices.queue({ kind: 'newsletter', userId: p.site.userId, site: p.site.name, email });
      return { kept };
    },
  };
}

export type FormSubmissions = ReturnType<typeof formSubmissions>;

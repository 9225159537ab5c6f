import crypto from 'node:crypto';
import type { AppContext } from '../../../context';
import { accountAppSecret, accountsByNumbers, verifyTokenOf, type AccountRow } from '../accounts';
import { readEvents, type WebhookEvents } from './events';

/**
 * The webhook's checks (developers.facebook.com/docs/graph-api/webhooks/getting-started): Meta's
 * verification request, and `X-Hub-Signature-256` (`sha256=` and the hex HMAC-SHA256 of the raw body
 * with the app's secret), compared in constant time.
 */

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** GET: the challenge when `hub.verify_token` is a number's token or the platform's. */
export async function verifyChallenge(
  ctx: AppContext,
  query: Record<string, unknown>,
): Promise<string | null> {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || !token || token.length > 200) return null;
  if (typeof challenge !== 'string' || challenge.length > 200) return null;
  const { verifyToken } = await ctx.settings.get('whatsapp');
  if (verifyToken && equal(verifyToken, token)) return challenge;
  const known = await verifyTokenOf(ctx.db, token);
  return known && equal(known, token) ? challenge : null;
}

function signatureMatches(raw: Buffer, header: string, secret: string): boolean {
  if (!/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = crypto.createHmac('sha256', secret).update(raw).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(header.slice(7), 'hex'));
}

const EMPTY: WebhookEvents = { messages: [], inbox: [], statuses: [], templates: [], numbers: [] };

/**
 * POST: the events to take. Null when the signature matches no secret that could have signed it
 * (nothing is done: 401). The platform's App Secret (`WHATSAPP_APP_SECRET`) vouches for every number;
 * a number's own secret only for that number's messages and statuses, and for its business
 * account's template and limit updates, so one owner's secret never vouches for another's events.
 */
export async function signedEvents(
  ctx: AppContext,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookEvents | null> {
  if (!signature) return null;
  const { appSecret: platformSecret } = await ctx.settings.get('whatsapp');
  const platformSigned = !!platformSecret && signatureMatches(raw, signature, platformSecret);
  const events = readEvents(raw);
  if (!events) return platformSigned ? EMPTY : null;
  if (platformSigned) return events;

  const numbers = [...new Set([...events.inbox, ...events.statuses].map((e) => e.phoneNumberId))];
  const businesses = new Set([...events.templates, ...events.numbers].map((e) => e.businessId));
  const accounts: AccountRow[] = await accountsByNumbers(ctx.db, numbers);
  if (businesses.size)
    accounts.push(
      ...(await ctx.db
        .selectFrom('whatsapp_accounts')
        .selectAll()
        .where('business_id', 'in', [...businesses])
        .execute()),
    );
  const signedNumbers = new Set<string>();
  const signedBusinesses = new Set<string>();
  for (const account of accounts) {
    const own = accountAppSecret(ctx, account);
    if (!own || !signatureMatches(raw, signature, own)) continue;
    signedNumbers.add(account.phone_number_id);
    signedBusinesses.add(account.business_id);
  }
  if (signedNumbers.size === 0) return null;
  return {
    messages: events.messages.filter((m) => signedNumbers.has(m.phoneNumberId)),
    inbox: events.inbox.filter((m) => signedNumbers.has(m.phoneNumberId)),
    statuses: events.statuses.filter((s) => signedNumbers.has(s.phoneNumberId)),
    templates: events.templates.filter((t) => signedBusinesses.has(t.businessId)),
    numbers: events.numbers.filter((n) => signedBusinesses.has(n.businessId)),
  };
}

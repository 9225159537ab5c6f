import crypto from 'node:crypto';
import type { AppContext } from '../../../context';
import { appSecretOf } from './connection';
import type { InboundMessage } from './inbound';
import { optionNoOf } from './interactive';

/**
 * The WhatsApp webhook's checks and reading (developers.facebook.com/docs/graph-api/webhooks/getting-started):
 * Meta's verification request, `X-Hub-Signature-256` (`sha256=` and the hex HMAC-SHA256 of the raw
 * body with the app's secret), and the customer messages in a `messages` change. Everything else in
 * a body (statuses, stickers, reactions, media) is read past.
 */

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** GET: the challenge when `hub.verify_token` is a bot connection's token or the platform's. */
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
  const row = await ctx.db
    .selectFrom('bot_whatsapp')
    .select('verify_token')
    .where('verify_token', '=', token)
    .executeTakeFirst();
  return row && equal(row.verify_token, token) ? challenge : null;
}

function signatureMatches(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = crypto.createHmac('sha256', secret).update(raw).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(header.slice(7), 'hex'));
}

const str = (v: unknown, max: number) =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;

interface Change {
  phoneNumberId: string;
  messages: InboundMessage[];
}

/** The customer messages of a body, by the number they were sent to; null when it is not JSON. */
export function readChanges(raw: Buffer): Change[] | null {
  let body: any;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const changes: Change[] = [];
  const entries = Array.isArray(body?.entry) ? body.entry : [];
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      if (change?.field !== 'messages') continue;
      const value = change.value ?? {};
      const phoneNumberId = str(value.metadata?.phone_number_id, 64);
      if (!phoneNumberId) continue;
      const contacts = Array.isArray(value.contacts) ? value.contacts : [];
      const nameOf = (waId: string) => {
        const c = contacts.find((x: any) => x?.wa_id === waId);
        return str(c?.profile?.name, 200);
      };
      const messages: InboundMessage[] = [];
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        const sender = str(m?.from, 32);
        const messageId = str(m?.id, 256);
        if (!sender || !/^\d+$/.test(sender) || !messageId) continue;
        const said = contentOf(m);
        if (!said) continue;
        messages.push({ phoneNumberId, messageId, sender, senderName: nameOf(sender), ...said });
      }
      if (messages.length) changes.push({ phoneNumberId, messages });
    }
  }
  return changes;
}

/** Text, a reply button or list row (its option number), a template's quick reply; else nothing. */
function contentOf(m: any): { text: string; optionNo: number | null } | null {
  if (m.type === 'text') {
    const text = str(m.text?.body, 65_536);
    return text ? { text: text.slice(0, 4096), optionNo: null } : null;
  }
  if (m.type === 'interactive') {
    const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
    const id = str(reply?.id, 256);
    const title = str(reply?.title, 256) ?? '';
    if (!id) return null;
    return { text: title, optionNo: optionNoOf(id) ?? null };
  }
  if (m.type === 'button') {
    const text = str(m.button?.text, 256);
    return text ? { text, optionNo: null } : null;
  }
  return null;
}

/**
 * POST: which customer messages to take. Null when the signature matches no secret that could have
 * signed it (nothing is done: 401). A number's messages are taken when the body is signed with that
 * number's own App Secret or with the platform's (`WHATSAPP_APP_SECRET`), so one number's secret
 * never vouches for another's messages; messages to numbers no bot has are kept and read past.
 */
export async function signedMessages(
  ctx: AppContext,
  raw: Buffer,
  signature: string | undefined,
): Promise<InboundMessage[] | null> {
  if (!signature) return null;
  const { appSecret: platformSecret } = await ctx.settings.get('whatsapp');
  const platformSigned = !!platformSecret && signatureMatches(raw, signature, platformSecret);
  const changes = readChanges(raw);
  if (!changes) return platformSigned ? [] : null;
  // The platform's app vouches for every number (a number no bot has is read past when answered).
  if (platformSigned) return changes.flatMap((c) => c.messages);
  const numbers = [...new Set(changes.map((c) => c.phoneNumberId))];
  const conns = numbers.length
    ? await ctx.db.selectFrom('bot_whatsapp').selectAll().where('phone_number_id', 'in', numbers).execute()
    : [];
  const signedFor = new Map<string, boolean>();
  for (const conn of conns) {
    const own = appSecretOf(ctx, conn);
    signedFor.set(conn.phone_number_id, !!own && signatureMatches(raw, signature, own));
  }
  if (![...signedFor.values()].some(Boolean)) return null;
  return changes.filter((c) => signedFor.get(c.phoneNumberId) === true).flatMap((c) => c.messages);
}

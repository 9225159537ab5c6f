import crypto from 'node:crypto';
import { startFake } from '../http-fake';
import { campaignSendsFake } from './campaign-sends';
import { mediaFake } from './media';
import { templatesFake } from './templates';

/**
 * A fake of the WhatsApp Cloud API (developers.facebook.com/docs/whatsapp/cloud-api):
 * `POST /{version}/{phone-number-id}/messages` (text, template, interactive, image, document),
 * `GET /{version}/{phone-number-id}` (display_phone_number, verified_name) and
 * `POST /{version}/{waba-id}/subscribed_apps`, `POST /{version}/{phone-number-id}/media` (media.ts), with the documented success shapes and the Graph API
 * error envelope for a bad token, an unknown object, throttling (429, code 130429), a closed
 * customer service window (code 131047), an undeliverable number (code 131026) and Meta's own
 * failures (500, code 131000) on demand.
 * Each number has its own token; `numbers` adds bots' numbers beside the platform sender's.
 */
export interface FakeNumber {
  phoneNumberId: string;
  token: string;
  /** The WhatsApp business account the number belongs to (subscribed_apps). */
  businessId?: string;
  displayPhoneNumber?: string;
  verifiedName?: string;
  /** What Meta says of the number: GREEN by default, STANDARD throughput, TIER_1K. */
  qualityRating?: string;
  throughputLevel?: 'STANDARD' | 'HIGH';
  messagingLimitTier?: string;
}

export type FakeFailure = 'windowClosed' | 'rate' | 'server' | 'undeliverable';

const FAILURES: Record<FakeFailure, { status: number; body: unknown; headers?: Record<string, string> }> = {
  windowClosed: {
    status: 400,
    body: {
      error: {
        message: '(#131047) Re-engagement message',
        type: 'OAuthException',
        code: 131047,
        error_data: {
          messaging_product: 'whatsapp',
          details:
            'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
        },
        fbtrace_id: 'AbCdEf',
      },
    },
  },
  rate: {
    status: 429,
    body: { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 } },
    headers: { 'retry-after': '0' },
  },
  undeliverable: {
    status: 400,
    body: {
      error: {
        message: '(#131026) Message undeliverable',
        type: 'OAuthException',
        code: 131026,
        error_data: { messaging_product: 'whatsapp', details: 'Message Undeliverable.' },
      },
    },
  },
  server: {
    status: 500,
    body: { error: { message: '(#131000) Something went wrong', type: 'OAuthException', code: 131000 } },
  },
};

/** A message the fake accepted: who it went to, from which number, and its body. */
export interface FakeSent {
  phoneNumberId: string;
  to: string;
  type: string;
  body: any;
  id: string;
}

export async function startWhatsAppFake(options: {
  token: string;
  phoneNumberId: string;
  throttleFirst?: number;
  displayPhoneNumber?: string;
  verifiedName?: string;
  businessId?: string;
  numbers?: FakeNumber[];
  /** Templates a page of `GET message_templates` holds at most (Meta's default, 25). */
  templatesPageSize?: number;
}) {
  let throttled = 0;
  let counter = 0;
  const failures: FakeFailure[] = [];
  const sent: FakeSent[] = [];
  const readReceipts: { phoneNumberId: string; messageId: string }[] = [];
  const subscribed: string[] = [];
  const numbers = new Map<string, FakeNumber>(
    [
      {
        phoneNumberId: options.phoneNumberId,
        token: options.token,
        businessId: options.businessId,
        displayPhoneNumber: options.displayPhoneNumber,
        verifiedName: options.verifiedName,
      },
      ...(options.numbers ?? []),
    ].map((n) => [n.phoneNumberId, n]),
  );
  const tokens = new Set([...numbers.values()].map((n) => n.token));
  const templates = templatesFake({
    owns: (businessId, bearer) =>
      [...numbers.values()].some((n) => n.businessId === businessId && n.token === bearer),
    pageSize: options.templatesPageSize,
  });
  const media = mediaFake();
  const campaigns = campaignSendsFake({
    templates: () => templates.templates,
    businessOf: (phoneNumberId) => numbers.get(phoneNumberId)?.businessId,
  });
  const unknownObject = (id: string) => ({
    status: 400,
    body: {
      error: {
        message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      },
    },
  });

  const fake = await startFake((req) => {
    // Uploads name the token as `OAuth {token}`, every other call as a bearer.
    const bearer = req.headers.authorization?.replace(/^(Bearer|OAuth) /, '') ?? '';
    if (!tokens.has(bearer)) {
      return {
        status: 401,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      };
    }
    const path = req.path.split('?')[0];
    // A customer's media: its address, then its bytes (the inbox keeps images).
    const download = req.method === 'GET' ? media.download(path, String(req.headers.host)) : null;
    if (download) return download;
    // GET /{phone-number-id}: the number's details (Test connection, a bot's Connect).
    const number = path.match(/^\/v[\d.]+\/([^/]+)$/);
    if (req.method === 'GET' && number) {
      const n = numbers.get(number[1]);
      if (!n || n.token !== bearer) return unknownObject(number[1]);
      return {
        status: 200,
        body: {
          verified_name: n.verifiedName ?? 'BizSuite Test',
          display_phone_number: n.displayPhoneNumber ?? '+91 98765 43210',
          quality_rating: n.qualityRating ?? 'GREEN',
          throughput: { level: n.throughputLevel ?? 'STANDARD' },
          messaging_limit_tier: n.messagingLimitTier ?? 'TIER_1K',
          id: n.phoneNumberId,
        },
      };
    }
    // POST /{waba-id}/subscribed_apps: the app receives the account's webhooks.
    const subscribe = path.match(/^\/v[\d.]+\/([^/]+)\/subscribed_apps$/);
    if (req.method === 'POST' && subscribe) {
      const owns = [...numbers.values()].some((n) => n.businessId === subscribe[1] && n.token === bearer);
      if (!owns) return unknownObject(subscribe[1]);
      subscribed.push(subscribe[1]);
      return { status: 200, body: { success: true } };
    }
    const templateAnswer = templates.handle(req, bearer, path);
    if (templateAnswer) return templateAnswer;
    // POST /{phone-number-id}/media: a campaign's header media, uploaded once.
    const upload = path.match(/^\/v[\d.]+\/([^/]+)\/media$/);
    if (req.method === 'POST' && upload) {
      const n = numbers.get(upload[1]);
      if (!n || n.token !== bearer) return unknownObject(upload[1]);
      return media.upload(n.phoneNumberId, req.raw, String(req.headers['content-type'] ?? ''));
    }
    const match = path.match(/^\/v[\d.]+\/([^/]+)\/messages$/);
    const from = match ? numbers.get(match[1]) : undefined;
    if (req.method !== 'POST' || !match || !from || from.token !== bearer) {
      return {
        status: 400,
        body: { error: { message: 'Unsupported post request', type: 'GraphMethodException', code: 100 } },
      };
    }
    // A read receipt (`status: read`): kept, never a message.
    if (req.body?.status === 'read') {
      readReceipts.push({ phoneNumberId: from.phoneNumberId, messageId: String(req.body?.message_id ?? '') });
      return { status: 200, body: { success: true } };
    }
    if (throttled < (options.throttleFirst ?? 0)) {
      throttled += 1;
      return { ...FAILURES.rate };
    }
    const failure = failures.shift();
    if (failure) return { ...FAILURES[failure] };
    const refused =
      campaigns.check(from.phoneNumberId, req.body) ?? media.checkHeader(from.phoneNumberId, req.body);
    if (refused) return refused;
    const to = String(req.body?.to ?? '');
    counter += 1;
    const id = `wamid.fake${counter}`;
    campaigns.record(from.phoneNumberId, req.body, id);
    sent.push({
      phoneNumberId: from.phoneNumberId,
      to,
      type: String(req.body?.type ?? ''),
      body: req.body,
      id,
    });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] },
    };
  });
  return {
    ...fake,
    /** Messages accepted, in the order they arrived. */
    sent,
    /** Read receipts (`status: read`), in the order they arrived. */
    readReceipts,
    /** Business accounts whose webhooks were subscribed. */
    subscribed,
    /** The next sends fail this way, once each, in order. */
    failNext(...kinds: FakeFailure[]) {
      failures.push(...kinds);
    },
    /** Message templates per business account, media sample uploads, and the status webhook. */
    templates,
    /** Campaign sends: checks against the template, ceilings, and the status webhooks. */
    campaigns,
    /** Media uploads (`POST /{phone-number-id}/media`): counted; messages naming unknown ids refused. */
    media,
    addNumber(n: FakeNumber) {
      numbers.set(n.phoneNumberId, n);
      tokens.add(n.token);
    },
  };
}

export type WhatsAppFake = Awaited<ReturnType<typeof startWhatsAppFake>>;

/** The code a fake received in an authentication template's body parameter. */
export const otpSentTo = (body: any): string => body?.template?.components?.[0]?.parameters?.[0]?.text;

/** `X-Hub-Signature-256` as Meta signs a webhook: `sha256=` and the hex HMAC of the raw body. */
export const signWebhook = (raw: string, appSecret: string): string =>
  `sha256=${crypto.createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** What the customer sent, as it appears in a `messages` webhook. */
export type InboundMessage =
  | { type: 'text'; text: string }
  | { type: 'button_reply'; id: string; title: string }
  | { type: 'list_reply'; id: string; title: string }
  | { type: 'sticker' }
  | { type: 'image'; mediaId: string; mimeType: string; caption?: string };

/**
 * A `messages` webhook body (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples)
 * carrying one customer message to `phoneNumberId`.
 */
export function inboundWebhook(m: {
  phoneNumberId: string;
  businessId?: string;
  from: string;
  id: string;
  name?: string;
  message: InboundMessage;
  timestamp?: number;
}) {
  const content =
    m.message.type === 'text'
      ? { type: 'text', text: { body: m.message.text } }
      : m.message.type === 'image'
        ? {
            type: 'image',
            image: {
              id: m.message.mediaId,
              mime_type: m.message.mimeType,
              sha256: 'abc',
              ...(m.message.caption ? { caption: m.message.caption } : {}),
            },
          }
        : m.message.type === 'sticker'
          ? {
              type: 'sticker',
              sticker: { mime_type: 'image/webp', sha256: 'abc', id: '1234', animated: false },
            }
          : {
              type: 'interactive',
              interactive: {
                type: m.message.type,
                [m.message.type]: { id: m.message.id, title: m.message.title },
              },
            };
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: m.businessId ?? 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: m.phoneNumberId },
              contacts: [{ profile: { name: m.name ?? 'Visitor' }, wa_id: m.from }],
              messages: [
                { from: m.from, id: m.id, timestamp: String(m.timestamp ?? 1_780_000_000), ...content },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** A `statuses` webhook body for one message of ours (sent, delivered, read or failed). */
export function statusWebhook(s: {
  phoneNumberId: string;
  wamid: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string;
  timestamp?: number;
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: s.phoneNumberId },
              statuses: [
                {
                  id: s.wamid,
                  status: s.status,
                  timestamp: String(s.timestamp ?? 1_780_000_100),
                  recipient_id: s.recipient,
                  ...(s.status === 'failed'
                    ? {
                        errors: [
                          { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' },
                        ],
                      }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

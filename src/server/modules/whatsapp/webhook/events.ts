/**
 * What Meta's webhook posts (developers.facebook.com/docs/whatsapp/cloud-api/webhooks), read into
 * plain events: a customer's messages and the statuses of ours, both by the number they concern;
 * template status updates and the number's limit updates, by business account. Everything else in a
 * body (stickers, reactions, unknown fields) is read past.
 */

/** A customer's message to one of the numbers. */
export interface WebhookMessage {
  phoneNumberId: string;
  messageId: string;
  /** The customer's number, digits only. */
  sender: string;
  senderName: string | null;
  /** text, interactive (a reply button or list row), button (a template's quick reply). */
  type: 'text' | 'interactive' | 'button';
  text: string;
  /** The id of the reply button or list row chosen. */
  replyId: string | null;
  /** The message of ours this one replies to (`context.id`): a campaign's row is marked replied. */
  contextId: string | null;
  /** Meta's timestamp, as an ISO date. */
  sentAt: string | null;
}

/**
 * Any message a customer sent, whatever its kind (media, location, reactions too), as the inbox
 * keeps it: `messages` above holds only what a bot or a campaign reads as an answer.
 */
export interface WebhookInboxMessage {
  phoneNumberId: string;
  messageId: string;
  sender: string;
  senderName: string | null;
  /** Meta's message type: text, image, video, audio, document, sticker, location, interactive, button… */
  type: string;
  /** What it says: the text, a caption, the chosen button's or row's title, a place's name. */
  text: string | null;
  /** An interactive or button reply (or a location, contacts, reaction) as Meta gave it, JSON text. */
  responseBody: string | null;
  mediaId: string | null;
  contextId: string | null;
  sentAt: string | null;
}

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** The fate of a message we sent. */
export interface WebhookStatus {
  phoneNumberId: string;
  wamid: string;
  status: DeliveryStatus;
  recipient: string | null;
  at: string | null;
  /** What we put in `biz_opaque_callback_data` when sending (a campaign row's id). */
  callbackData: string | null;
  error: { code: number | null; title: string | null; message: string | null; details: string | null } | null;
}

/** `message_template_status_update`: APPROVED, REJECTED, DISABLED… with the reason. */
export interface WebhookTemplateUpdate {
  businessId: string;
  templateId: string;
  name: string | null;
  language: string | null;
  status: string;
  reason: string | null;
}

/** `phone_number_quality_update` / account limit updates: the tier and quality Meta now gives. */
export interface WebhookNumberUpdate {
  businessId: string;
  displayPhoneNumber: string | null;
  event: string | null;
  messagingLimit: string | null;
}

export interface WebhookEvents {
  messages: WebhookMessage[];
  inbox: WebhookInboxMessage[];
  statuses: WebhookStatus[];
  templates: WebhookTemplateUpdate[];
  numbers: WebhookNumberUpdate[];
}

/** An area that takes the webhook's events (the bots answer messages; campaigns take statuses). */
export interface WebhookReceiver {
  /** Wraps one request (a receiver that gives way to a burst counts it). */
  receiving?<T>(work: () => Promise<T>): Promise<T>;
  /** Keeps what concerns it; resolves once kept (Meta has its 200 only after). */
  accept(events: WebhookEvents): Promise<void>;
  /** The server is closing. */
  close?(): Promise<void>;
}

const str = (v: unknown, max: number) =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
const isoOf = (seconds: unknown) => {
  const n = typeof seconds === 'string' ? Number(seconds) : NaN;
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000).toISOString() : null;
};
const STATUSES = new Set<DeliveryStatus>(['sent', 'delivered', 'read', 'failed']);

/** A body's events; null when it is not JSON. */
export function readEvents(raw: Buffer): WebhookEvents | null {
  let body: any;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const events: WebhookEvents = { messages: [], inbox: [], statuses: [], templates: [], numbers: [] };
  const entries = Array.isArray(body?.entry) ? body.entry : [];
  for (const entry of entries) {
    const businessId = str(entry?.id, 64);
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value ?? {};
      if (change?.field === 'messages') readMessagesChange(value, events);
      else if (change?.field === 'message_template_status_update' && businessId) {
        const templateId = value.message_template_id != null ? String(value.message_template_id) : null;
        const status = str(value.event, 40);
        if (templateId && status)
          events.templates.push({
            businessId,
            templateId,
            name: str(value.message_template_name, 512),
            language: str(value.message_template_language, 20),
            status,
            reason: str(value.reason, 1000),
          });
      } else if (
        (change?.field === 'phone_number_quality_update' || change?.field === 'account_update') &&
        businessId
      ) {
        events.numbers.push({
          businessId,
          displayPhoneNumber: str(value.display_phone_number, 40),
          event: str(value.event, 40),
          messagingLimit: str(value.current_limit ?? value.messaging_limit_tier, 40),
        });
      }
    }
  }
  return events;
}

function readMessagesChange(value: any, events: WebhookEvents): void {
  const phoneNumberId = str(value.metadata?.phone_number_id, 64);
  if (!phoneNumberId) return;
  const contacts = Array.isArray(value.contacts) ? value.contacts : [];
  const nameOf = (waId: string) => str(contacts.find((x: any) => x?.wa_id === waId)?.profile?.name, 200);
  for (const m of Array.isArray(value.messages) ? value.messages : []) {
    const sender = str(m?.from, 32);
    const messageId = str(m?.id, 256);
    if (!sender || !/^\d+$/.test(sender) || !messageId) continue;
    events.inbox.push({
      phoneNumberId,
      messageId,
      sender,
      senderName: nameOf(sender),
      ...inboxContentOf(m),
      contextId: str(m.context?.id, 256),
      sentAt: isoOf(m.timestamp),
    });
    const said = contentOf(m);
    if (!said) continue;
    events.messages.push({
      phoneNumberId,
      messageId,
      sender,
      senderName: nameOf(sender),
      ...said,
      contextId: str(m.context?.id, 256),
      sentAt: isoOf(m.timestamp),
    });
  }
  for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
    const wamid = str(s?.id, 256);
    const status = s?.status;
    if (!wamid || !STATUSES.has(status)) continue;
    const e = Array.isArray(s.errors) ? s.errors[0] : null;
    events.statuses.push({
      phoneNumberId,
      wamid,
      status,
      recipient: str(s.recipient_id, 32),
      at: isoOf(s.timestamp),
      callbackData: str(s.biz_opaque_callback_data, 512),
      error: e
        ? {
            code: typeof e.code === 'number' ? e.code : null,
            title: str(e.title, 500),
            message: str(e.message, 1000),
            details: str(e.error_data?.details, 2000),
          }
        : null,
    });
  }
}

/** Text, a reply button or list row, a template's quick reply; else nothing. */
function contentOf(m: any): Pick<WebhookMessage, 'type' | 'text' | 'replyId'> | null {
  if (m.type === 'text') {
    const text = str(m.text?.body, 65_536);
    return text ? { type: 'text', text: text.slice(0, 4096), replyId: null } : null;
  }
  if (m.type === 'interactive') {
    const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
    const id = str(reply?.id, 256);
    if (!id) return null;
    return { type: 'interactive', text: str(reply?.title, 256) ?? '', replyId: id };
  }
  if (m.type === 'button') {
    const text = str(m.button?.text, 256);
    return text ? { type: 'button', text, replyId: str(m.button?.payload, 256) } : null;
  }
  return null;
}

const MEDIA_TYPES = new Set(['image', 'video', 'audio', 'document', 'sticker']);
const json = (v: unknown) => {
  if (v === undefined || v === null) return null;
  const text = JSON.stringify(v);
  return text.length <= 8192 ? text : null;
};

/** Any kind of message as the inbox keeps it; an unknown kind keeps its type and nothing else. */
function inboxContentOf(m: any): Pick<WebhookInboxMessage, 'type' | 'text' | 'responseBody' | 'mediaId'> {
  const type = typeof m.type === 'string' && /^[a-z_]{1,40}$/.test(m.type) ? m.type : 'unknown';
  const none = { type, text: null, responseBody: null, mediaId: null };
  if (type === 'text') return { ...none, text: str(m.text?.body, 65_536)?.slice(0, 4096) ?? null };
  if (MEDIA_TYPES.has(type)) {
    const media = m[type] ?? {};
    return { ...none, text: str(media.caption, 4096), mediaId: str(media.id, 256) };
  }
  if (type === 'interactive') {
    const reply = m.interactive?.button_reply ?? m.interactive?.list_reply ?? m.interactive?.nfm_reply;
    return { ...none, text: str(reply?.title, 256), responseBody: json(m.interactive) };
  }
  if (type === 'button') return { ...none, text: str(m.button?.text, 256), responseBody: json(m.button) };
  if (type === 'location')
    return { ...none, text: str(m.location?.name, 1000), responseBody: json(m.location) };
  if (type === 'reaction')
    return { ...none, text: str(m.reaction?.emoji, 32), responseBody: json(m.reaction) };
  if (type === 'contacts') return { ...none, responseBody: json(m.contacts) };
  return none;
}

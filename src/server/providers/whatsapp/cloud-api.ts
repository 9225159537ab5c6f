import { ProviderError } from '../http';

/**
 * The WhatsApp Cloud API as a bot's own number uses it (issue 25): messages of every kind the bots
 * send (`POST /{phone-number-id}/messages`), the number's details (`GET /{phone-number-id}`) and the
 * app's subscription to the business account's webhooks (`POST /{waba-id}/subscribed_apps`).
 * Unlike `callJson`, a call is made once: the bot's outbox decides what is retried and when, from
 * the error's kind, so a message that may have arrived is never sent twice.
 */

const SERVICE = 'WhatsApp Cloud API';

/** Meta's error codes the bots act on (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes). */
export const META_CODES = {
  /** More than 24 hours since the customer last wrote: only a template may be sent. */
  windowClosed: 131047,
  /** Throughput, rate and pair-rate limits: try again later. */
  rate: [4, 80007, 130429, 131048, 131056] as readonly number[],
  /** Meta's own temporary failures. */
  temporary: [1, 2, 131000, 131016] as readonly number[],
};

export type CloudApiErrorKind = 'windowClosed' | 'rateLimited' | 'temporary' | 'timedOut' | 'refused';

/** A Cloud API call that failed, with Meta's code when it gave one and what a caller should do. */
export class CloudApiError extends ProviderError {
  readonly kind: CloudApiErrorKind;
  constructor(
    status: number,
    message: string,
    readonly code: number | undefined,
    details: { timedOut?: boolean; retryAfterMs?: number } = {},
    /**
     * What Meta adds for a person (template refusals): its subcode, `error_user_title`,
     * `error_user_msg`, and `error_data.details` (a send's or an upload's reason).
     */
    readonly meta: { subcode?: number; userTitle?: string; userMessage?: string; details?: string } = {},
  ) {
    super(SERVICE, status, message, details);
    this.name = 'CloudApiError';
    this.kind = kindOf(status, code, details.timedOut === true);
  }
  /** Worth another try later: nothing arrived (rate limits, Meta's temporary failures, no connection). */
  get retryable(): boolean {
    return this.kind === 'rateLimited' || this.kind === 'temporary';
  }
}

function kindOf(status: number, code: number | undefined, timedOut: boolean): CloudApiErrorKind {
  if (code === META_CODES.windowClosed) return 'windowClosed';
  if (status === 429 || (code !== undefined && META_CODES.rate.includes(code))) return 'rateLimited';
  // A time-out may have reached Meta: the message is not sent again (it could arrive twice).
  if (timedOut) return 'timedOut';
  if (status === 0 || status >= 500 || (code !== undefined && META_CODES.temporary.includes(code)))
    return 'temporary';
  return 'refused';
}

export interface CloudApiConfig {
  /** `https://graph.facebook.com/v21.0` (Settings → Platform WhatsApp sender → API address). */
  apiBase: string;
  token: string;
  phoneNumberId: string;
  timeoutMs?: number;
}

/** A reply button or list row: `id` comes back in the customer's interactive reply. */
export interface Choice {
  id: string;
  title: string;
  description?: string;
}

/** The `message` part of a send: everything but `messaging_product` and `to`. */
export type OutgoingMessage =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'template';
      template: { name: string; language: { code: string }; components: unknown[] };
      /** Comes back in the message's status webhooks (a campaign row's id). */
      biz_opaque_callback_data?: string;
    }
  | { type: 'image'; image: { link: string; caption?: string } }
  | { type: 'document'; document: { link: string; filename?: string; caption?: string } }
  | {
      type: 'interactive';
      interactive:
        | {
            type: 'button';
            body: { text: string };
            action: { buttons: { type: 'reply'; reply: { id: string; title: string } }[] };
          }
        | {
            type: 'list';
            body: { text: string };
            action: { button: string; sections: { title?: string; rows: Choice[] }[] };
          };
    };

/** Cloud API limits on interactive messages (reply buttons and lists). */
export const INTERACTIVE_LIMITS = {
  buttons: 3,
  buttonTitle: 20,
  listRows: 10,
  rowTitle: 24,
  rowDescription: 72,
  listButton: 20,
  body: 1024,
  text: 4096,
} as const;

export interface PhoneNumberDetails {
  id: string;
  display_phone_number?: string;
  verified_name?: string;
  /** GREEN, YELLOW, RED or UNKNOWN. */
  quality_rating?: string;
  /** STANDARD (80 messages a second) or HIGH (up to 1,000). */
  throughput?: { level?: string };
  /** The portfolio's 24-hour unique-recipient tier: TIER_250, TIER_2K, TIER_10K, TIER_100K, TIER_UNLIMITED. */
  messaging_limit_tier?: string;
}

/** The fields asked of a number (graph API `GET /{phone-number-id}`). */
const NUMBER_FIELDS = 'display_phone_number,verified_name,quality_rating,throughput,messaging_limit_tier';

/** A template as `GET /{waba-id}/message_templates` answers it (the fields asked for). */
export interface MetaTemplate {
  id: string;
  name: string;
  language: string;
  category?: string;
  status: string;
  rejected_reason?: string;
  components?: unknown[];
}

/** What `POST /{waba-id}/message_templates` takes. */
export interface NewTemplate {
  name: string;
  language: string;
  category: string;
  components: unknown[];
}

/** A media sample for Meta's resumable upload. */
export interface SampleFile {
  name: string;
  /** image/png, image/jpeg, video/mp4 or application/pdf. */
  type: string;
  bytes: Uint8Array;
}

/** A file for `POST /{phone-number-id}/media`: a campaign's header media. */
export interface MediaFile {
  name: string;
  /** The file's type (image/png, video/mp4, application/pdf, text/plain…). */
  type: string;
  bytes: Uint8Array;
}

const TEMPLATE_FIELDS = 'name,language,category,status,rejected_reason,components,id';
/** Pages read of one business account's templates at most (Meta allows 6,000 templates; 100 a page). */
const MAX_TEMPLATE_PAGES = 100;

export interface CloudApi {
  /** Sends one message; answers its `wamid`. */
  send(to: string, message: OutgoingMessage): Promise<{ messageId: string }>;
  sendText(to: string, body: string): Promise<{ messageId: string }>;
  /** Marks a customer's message read (their blue ticks): `status: read` with its `message_id`. */
  markRead(messageId: string): Promise<void>;
  /**
   * A customer's media (`GET /{media-id}` answers a short-lived `url`, then `GET url` with the same
   * bearer token answers the bytes); null when larger than `maxBytes`.
   */
  downloadMedia(mediaId: string, maxBytes: number): Promise<{ type: string; bytes: Uint8Array } | null>;
  sendButtons(to: string, body: string, buttons: Choice[]): Promise<{ messageId: string }>;
  sendList(to: string, body: string, button: string, rows: Choice[]): Promise<{ messageId: string }>;
  sendImage(to: string, link: string, caption?: string): Promise<{ messageId: string }>;
  sendDocument(to: string, link: string, filename: string, caption?: string): Promise<{ messageId: string }>;
  /** `GET /{phone-number-id}`: the number exists and the token may use it. */
  phoneNumber(): Promise<PhoneNumberDetails>;
  /** `POST /{waba-id}/subscribed_apps`: the business account's webhooks go to the token's app. */
  subscribeApp(businessId: string): Promise<void>;
  /** `GET /{waba-id}/message_templates`, every page (`paging.next`, the `after` cursor). */
  templates(businessId: string): Promise<MetaTemplate[]>;
  /** `POST /{waba-id}/message_templates`: Meta answers the new template's id and status (PENDING). */
  createTemplate(businessId: string, template: NewTemplate): Promise<{ id: string; status: string }>;
  /**
   * Meta's resumable upload (`POST /{app-id}/uploads`, then `POST /{upload-id}` with the bytes):
   * the handle a media header's example names.
   */
  uploadSample(appId: string, file: SampleFile): Promise<string>;
  /**
   * `POST /{phone-number-id}/media` (multipart: `messaging_product=whatsapp`, `type`, `file`): the
   * media id a message then names (`{ image: { id } }`); Meta keeps the media 30 days.
   */
  uploadMedia(file: MediaFile): Promise<string>;
}

export const textMessage = (body: string): OutgoingMessage => ({
  type: 'text',
  text: { body, preview_url: /https?:\/\//.test(body) },
});

export const buttonsMessage = (body: string, buttons: Choice[]): OutgoingMessage => ({
  type: 'interactive',
  interactive: {
    type: 'button',
    body: { text: body },
    action: { buttons: buttons.map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })) },
  },
});

export const listMessage = (body: string, button: string, rows: Choice[]): OutgoingMessage => ({
  type: 'interactive',
  interactive: { type: 'list', body: { text: body }, action: { button, sections: [{ rows }] } },
});

export function cloudApi(cfg: CloudApiConfig): CloudApi {
  const base = cfg.apiBase.replace(/\/+$/, '');
  const call = <T>(path: string, body?: unknown) => graphCall<T>(base + path, cfg.token, body, cfg.timeoutMs);
  const number = `/${encodeURIComponent(cfg.phoneNumberId)}`;
  const api: CloudApi = {
    async send(to, message) {
      const res = await call<{ messages?: { id: string }[] }>(`${number}/messages`, {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        ...message,
      });
      return { messageId: res?.messages?.[0]?.id ?? '' };
    },
    sendText: (to, body) => api.send(to, textMessage(body)),
    async markRead(messageId) {
      await call(`${number}/messages`, {
        messaging_product: 'whatsapp',
        status: 'read',
        message_id: messageId,
      });
    },
    async downloadMedia(mediaId, maxBytes) {
      const info = await call<{ url?: string; mime_type?: string; file_size?: number }>(
        `/${encodeURIComponent(mediaId)}`,
      );
      if (!info?.url || (info.file_size ?? 0) > maxBytes) return null;
      const res = await fetch(info.url, {
        headers: { Authorization: `Bearer ${cfg.token}` },
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new CloudApiError(res.status, `media download answered ${res.status}`, undefined);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return bytes.length > maxBytes ? null : { type: info.mime_type ?? '', bytes };
    },
    sendButtons: (to, body, buttons) => api.send(to, buttonsMessage(body, buttons)),
    sendList: (to, body, button, rows) => api.send(to, listMessage(body, button, rows)),
    sendImage: (to, link, caption) => api.send(to, { type: 'image', image: { link, caption } }),
    sendDocument: (to, link, filename, caption) =>
      api.send(to, { type: 'document', document: { link, filename, caption } }),
    phoneNumber: () => call(`${number}?fields=${NUMBER_FIELDS}`),
    async subscribeApp(businessId) {
      await call(`/${encodeURIComponent(businessId)}/subscribed_apps`, {});
    },
    async templates(businessId) {
      const all: MetaTemplate[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_TEMPLATE_PAGES; page++) {
        const cursor = after ? `&after=${encodeURIComponent(after)}` : '';
        const res = await call<{
          data?: MetaTemplate[];
          paging?: { next?: string; cursors?: { after?: string } };
        }>(
          `/${encodeURIComponent(businessId)}/message_templates?fields=${TEMPLATE_FIELDS}&limit=100${cursor}`,
        );
        all.push(...(res?.data ?? []));
        after = res?.paging?.cursors?.after;
        if (!res?.paging?.next || !after) break;
      }
      return all;
    },
    async createTemplate(businessId, template) {
      const res = await call<{ id?: string; status?: string }>(
        `/${encodeURIComponent(businessId)}/message_templates`,
        template,
      );
      return { id: String(res?.id ?? ''), status: res?.status ?? 'PENDING' };
    },
    async uploadSample(appId, file) {
      const params = new URLSearchParams({
        file_name: file.name,
        file_length: String(file.bytes.byteLength),
        file_type: file.type,
      });
      const session = await call<{ id?: string }>(`/${encodeURIComponent(appId)}/uploads?${params}`, {});
      if (!session?.id) throw new CloudApiError(502, 'no upload session in the answer', undefined);
      // The session id (`upload:…?sig=…`) is used as Meta gives it; its bytes go with `file_offset`.
      const done = await graphCall<{ h?: string }>(
        `${base}/${session.id}`,
        cfg.token,
        undefined,
        // A video sample may be 16 MB: more time than a JSON call.
        Math.max(cfg.timeoutMs ?? 0, 120_000),
        {
          bytes: file.bytes,
          headers: { file_offset: '0', Authorization: `OAuth ${cfg.token}` },
        },
      );
      if (!done?.h) throw new CloudApiError(502, 'no handle in the upload answer', undefined);
      return done.h;
    },
    async uploadMedia(file) {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', file.type);
      form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
      // A video or document may be 16–20 MB: more time than a JSON call.
      const res = await graphCall<{ id?: string }>(
        `${base}${number}/media`,
        cfg.token,
        undefined,
        Math.max(cfg.timeoutMs ?? 0, 120_000),
        { form },
      );
      if (!res?.id) throw new CloudApiError(502, 'no media id in the upload answer', undefined);
      return String(res.id);
    },
  };
  return api;
}

/** One Graph API call: JSON in and out, the bearer token, a time-out, Meta's error code kept. */
async function graphCall<T>(
  url: string,
  token: string,
  body: unknown,
  timeoutMs = 15_000,
  /** Bytes posted as they are (an upload) with their own headers, or form data (fetch sets its type). */
  raw?: { bytes: Uint8Array; headers: Record<string, string> } | { form: FormData },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined && !raw ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(raw && 'headers' in raw ? raw.headers : {}),
      },
      body: raw
        ? 'form' in raw
          ? raw.form
          : new Blob([raw.bytes as Uint8Array<ArrayBuffer>])
        : body === undefined
          ? undefined
          : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new CloudApiError(
      0,
      timedOut ? 'no answer in time' : `unreachable (${(err as Error).message})`,
      undefined,
      { timedOut },
    );
  }
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const error = json && typeof json.error === 'object' ? json.error : {};
    const retryAfter = Number(res.headers.get('retry-after'));
    throw new CloudApiError(
      res.status,
      typeof error.message === 'string' ? error.message : `HTTP ${res.status}`,
      typeof error.code === 'number' ? error.code : undefined,
      { retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined },
      {
        subcode: typeof error.error_subcode === 'number' ? error.error_subcode : undefined,
        userTitle: typeof error.error_user_title === 'string' ? error.error_user_title : undefined,
        userMessage: typeof error.error_user_msg === 'string' ? error.error_user_msg : undefined,
        details: typeof error.error_data?.details === 'string' ? error.error_data.details : undefined,
      },
    );
  }
  return json as T;
}

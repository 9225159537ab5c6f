import crypto from 'node:crypto';
import type { RecordedRequest } from '../http-fake';
import { postSigned, type WebhookTarget } from './webhook-post';

export type { WebhookTarget };

/**
 * The message-template part of the Cloud API fake (developers.facebook.com/docs/whatsapp/business-management-api/message-templates):
 * `GET /{waba-id}/message_templates` paged by `after` cursors with `paging.next` while more remain,
 * `POST /{waba-id}/message_templates` (a new one is PENDING; a name and language already there is
 * Meta's 2388024 refusal), and the resumable upload of a media sample (`POST /{app-id}/uploads`,
 * `POST /{upload-id}` → `h`). A test decides a template (`decide`), which posts Meta's signed
 * `message_template_status_update` webhook to the target, retried until it answers 200.
 */
export interface FakeTemplate {
  id: string;
  businessId: string;
  name: string;
  language: string;
  category: string;
  status: string;
  rejected_reason?: string;
  components: unknown[];
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const graphError = (message: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 400,
  body: { error: { message, type: 'OAuthException', code: 100, fbtrace_id: 'AbCdEf', ...extra } },
});

export function templatesFake(opts: {
  /** Does the token `bearer` belong to a number of the business account? */
  owns(businessId: string, bearer: string): boolean;
  /** Templates a page holds at most (Meta's default is 25). */
  pageSize?: number;
}) {
  let counter = 0;
  let pageSize = opts.pageSize ?? 25;
  const templates: FakeTemplate[] = [];
  const uploads: { appId: string; fileName: string; fileType: string; length: number; handle?: string }[] =
    [];
  const refusals: Answer[] = [];
  let target: WebhookTarget | null = null;
  const delivered: unknown[] = [];

  function handle(req: RecordedRequest, bearer: string, path: string): Answer | null {
    const query = new URLSearchParams(req.path.split('?')[1] ?? '');
    const list = path.match(/^\/v[\d.]+\/([^/]+)\/message_templates$/);
    if (list) {
      const businessId = list[1];
      if (!opts.owns(businessId, bearer))
        return graphError(
          `Unsupported ${req.method.toLowerCase()} request. Object with ID '${businessId}' does not exist`,
        );
      return req.method === 'GET' ? page(businessId, query) : create(businessId, req.body);
    }
    const session = path.match(/^\/v[\d.]+\/([^/]+)\/uploads$/);
    if (session && req.method === 'POST') {
      uploads.push({
        appId: session[1],
        fileName: query.get('file_name') ?? '',
        fileType: query.get('file_type') ?? '',
        length: Number(query.get('file_length') ?? 0),
      });
      const n = uploads.length;
      return { status: 200, body: { id: `upload:MTphdHRhY2htZW50${n}?sig=ARZ${n}` } };
    }
    const upload = path.match(/^\/v[\d.]+\/upload:MTphdHRhY2htZW50(\d+)$/);
    if (upload && req.method === 'POST') {
      const u = uploads[Number(upload[1]) - 1];
      if (!u || req.headers.file_offset !== '0' || !req.headers.authorization?.startsWith('OAuth '))
        return graphError('Invalid upload session');
      u.handle = `4::aW1hZ2UvcG5n:${crypto.randomBytes(6).toString('hex')}`;
      return { status: 200, body: { h: u.handle } };
    }
    return null;
  }

  function page(businessId: string, query: URLSearchParams): Answer {
    const mine = templates.filter((t) => t.businessId === businessId);
    const size = Math.min(Number(query.get('limit') ?? 25) || 25, pageSize);
    const from = query.get('after') ? Number(Buffer.from(query.get('after')!, 'base64url').toString()) : 0;
    const data = mine.slice(from, from + size).map(({ businessId: _b, ...t }) => t);
    const end = from + data.length;
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    return {
      status: 200,
      body: {
        data,
        paging: {
          cursors: { before: cursor(from), after: cursor(end) },
          ...(end < mine.length
            ? {
                next: `https://graph.facebook.com/v21.0/${businessId}/message_templates?after=${cursor(end)}`,
              }
            : {}),
        },
      },
    };
  }

  function create(businessId: string, body: any): Answer {
    const refusal = refusals.shift();
    if (refusal) return refusal;
    if (!body || typeof body.name !== 'string' || !/^[a-z0-9_]+$/.test(body.name))
      return graphError('Invalid parameter', {
        error_subcode: 2388042,
        error_user_title: 'Template name is invalid',
        error_user_msg: 'Template name can only contain lowercase letters, numbers and underscores.',
      });
    const taken = templates.some(
      (t) => t.businessId === businessId && t.name === body.name && t.language === body.language,
    );
    if (taken)
      return graphError('Invalid parameter', {
        error_subcode: 2388024,
        error_user_title: 'Message template already exists',
        error_user_msg: `There is already ${body.language} content for this template. You can create a new template and try again.`,
      });
    counter += 1;
    const t: FakeTemplate = {
      id: `${9_000_000 + counter}`,
      businessId,
      name: body.name,
      language: body.language,
      category: body.category,
      status: 'PENDING',
      components: body.components ?? [],
    };
    templates.push(t);
    return { status: 200, body: { id: t.id, status: t.status, category: t.category } };
  }

  /** Meta's `message_template_status_update` for a template now in `t.status`. */
  const statusWebhook = (t: FakeTemplate) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: t.businessId,
        time: 1_780_000_000,
        changes: [
          {
            field: 'message_template_status_update',
            value: {
              event: t.status,
              message_template_id: Number(t.id),
              message_template_name: t.name,
              message_template_language: t.language,
              reason: t.rejected_reason ?? 'NONE',
            },
          },
        ],
      },
    ],
  });

  /** Posts a signed body to the target, again until it answers 200 (as Meta does). */
  async function deliver(body: unknown): Promise<void> {
    if (!target) return;
    await postSigned(target, body);
    delivered.push(body);
  }

  return {
    handle,
    /** Every template the fake holds, in the order made. */
    templates,
    uploads,
    /** Webhook bodies the target accepted. */
    delivered,
    /** Templates a page holds at most from now on. */
    setPageSize(n: number) {
      pageSize = n;
    },
    webhookTo(t: WebhookTarget | null) {
      target = t;
    },
    /** A template made elsewhere (Meta's manager), already decided. */
    addTemplate(t: Omit<FakeTemplate, 'id'> & { id?: string }): FakeTemplate {
      counter += 1;
      const made = { id: `${9_000_000 + counter}`, ...t };
      templates.push(made);
      return made;
    },
    /** Deleted at Meta: the next sync no longer sees it. */
    removeTemplate(id: string) {
      const at = templates.findIndex((t) => t.id === id);
      if (at >= 0) templates.splice(at, 1);
    },
    /** The next register is refused with this Graph API error. */
    refuseNextTemplate(error: {
      message: string;
      code?: number;
      error_subcode?: number;
      error_user_title?: string;
      error_user_msg?: string;
    }) {
      refusals.push({ status: 400, body: { error: { type: 'OAuthException', code: 100, ...error } } });
    },
    /** Meta decides: the status changes and its signed webhook is posted (`repeat` times). */
    async decide(id: string, status: string, reason?: string, repeat = 1): Promise<unknown> {
      const t = templates.find((x) => x.id === id);
      if (!t) throw new Error(`No template ${id}`);
      t.status = status;
      t.rejected_reason = reason;
      const body = statusWebhook(t);
      for (let i = 0; i < repeat; i++) await deliver(body);
      return body;
    },
  };
}

import type { FakeTemplate } from './templates';
import { postSigned, type WebhookTarget } from './webhook-post';

type Answer = { status: number; body: unknown };

const metaError = (code: number, message: string): Answer => ({
  status: 400,
  body: { error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } },
});

/** A template send as the fake recorded it. */
export interface TemplateSend {
  phoneNumberId: string;
  to: string;
  id: string;
  callbackData: string | null;
}

/**
 * The campaign side of the Cloud API fake (issue 26): template sends checked against the template
 * (an unknown or unapproved one, or a wrong count of body parameters, is Meta's 132000/132001), a
 * per-second ceiling per number (130429), a same-recipient rate on demand (131056), a count per
 * recipient; and Meta's signed status webhooks for what was sent, posted to the server until it
 * answers 200 — delivered sometimes skipped, repeated, out of order, as Meta may.
 */
export function campaignSendsFake(opts: {
  templates: () => FakeTemplate[];
  businessOf: (phoneNumberId: string) => string | undefined;
}) {
  let ceiling = Number.POSITIVE_INFINITY;
  const windows = new Map<string, { second: number; n: number }>();
  const pairLimited = new Map<string, number>();
  const throughputRefusals = { n: 0 };
  const sends: TemplateSend[] = [];
  const perRecipient = new Map<string, number>();

  /** Null when the send is accepted (the caller records it), else Meta's refusal. */
  function check(phoneNumberId: string, body: any): Answer | null {
    if (body?.type !== 'template') return null;
    const second = Math.floor(performance.now() / 1000);
    const w = windows.get(phoneNumberId);
    if (!w || w.second !== second) windows.set(phoneNumberId, { second, n: 0 });
    const window = windows.get(phoneNumberId)!;
    if (window.n >= ceiling) {
      throughputRefusals.n += 1;
      return metaError(130429, 'Rate limit hit');
    }
    const to = String(body.to ?? '');
    const pair = pairLimited.get(to) ?? 0;
    if (pair > 0) {
      pairLimited.set(to, pair - 1);
      return metaError(131056, '(Business Account, Consumer Account) pair rate limit hit');
    }
    // Checked against the template when the fake holds the business account's templates (the
    // platform's own number sends templates a test never registered: OTP, reminders, lead alerts).
    const business = opts.businessOf(phoneNumberId);
    const known = opts.templates().filter((x) => x.businessId === business);
    if (known.length) {
      const t = known.find(
        (x) => x.name === body.template?.name && x.language === body.template?.language?.code,
      );
      if (!t) return metaError(132001, 'Template name does not exist in the translation');
      if (t.status !== 'APPROVED') return metaError(132015, 'Template is paused or disabled');
      const bodyText = (t.components as any[]).find((c) => c?.type === 'BODY')?.text ?? '';
      const expected = new Set([...String(bodyText).matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1])).size;
      const given =
        (body.template?.components ?? []).find((c: any) => c?.type === 'body')?.parameters?.length ?? 0;
      if (expected !== given)
        return metaError(132000, 'Number of parameters does not match the expected number of params');
    }
    window.n += 1;
    return null;
  }

  function record(phoneNumberId: string, body: any, id: string) {
    if (body?.type !== 'template') return;
    const to = String(body.to ?? '');
    sends.push({ phoneNumberId, to, id, callbackData: body.biz_opaque_callback_data ?? null });
    perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  }

  let target: WebhookTarget | null = null;
  const statusOf = (s: TemplateSend, status: string, at: number) => ({
    id: s.id,
    status,
    timestamp: String(at),
    recipient_id: s.to,
    ...(s.callbackData ? { biz_opaque_callback_data: s.callbackData } : {}),
    ...(status === 'failed'
      ? {
          errors: [
            {
              code: 131026,
              title: 'Message undeliverable',
              message: 'Message undeliverable',
              error_data: { details: 'The recipient is not on WhatsApp' },
            },
          ],
        }
      : {}),
  });
  /** One webhook body carrying these statuses of one number (Meta batches them). */
  const statusBody = (phoneNumberId: string, statuses: unknown[]) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: opts.businessOf(phoneNumberId) ?? 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              statuses,
            },
          },
        ],
      },
    ],
  });

  const post = (body: unknown) => {
    if (!target) throw new Error('No webhook target');
    return postSigned(target, body);
  };

  return {
    check,
    record,
    /** Template sends accepted, in order. */
    sends,
    /** How many template messages each recipient got. */
    perRecipient,
    /** 130429 answers given. */
    throughputRefusals,
    /** Accepts at most `n` template sends a second per number (Meta's throughput). */
    setCeiling(n: number) {
      ceiling = n;
    },
    /** The next `times` sends to `to` are refused with 131056. */
    pairLimit(to: string, times: number) {
      pairLimited.set(to, times);
    },
    webhookTo(t: WebhookTarget | null) {
      target = t;
    },
    /**
     * Posts the statuses of these sends (default all): sent, delivered, read (`upTo`), with
     * delivered sometimes skipped, some repeated, and in a shuffled order when asked.
     */
    async postStatuses(
      opts2: {
        of?: TemplateSend[];
        upTo?: 'sent' | 'delivered' | 'read' | 'failed';
        skipDeliveredEvery?: number;
        repeatEvery?: number;
        shuffle?: boolean;
        batch?: number;
        /** Statuses one body carries (Meta sends several at once); 1 by default. */
        perBody?: number;
      } = {},
    ): Promise<number> {
      const upTo = opts2.upTo ?? 'read';
      const order =
        upTo === 'failed'
          ? ['failed']
          : ['sent', 'delivered', 'read'].slice(0, ['sent', 'delivered', 'read'].indexOf(upTo) + 1);
      const events: { phoneNumberId: string; status: unknown }[] = [];
      const base = Math.floor(Date.now() / 1000);
      (opts2.of ?? sends).forEach((s, i) => {
        order.forEach((status, k) => {
          if (status === 'delivered' && opts2.skipDeliveredEvery && i % opts2.skipDeliveredEvery === 0)
            return;
          const event = { phoneNumberId: s.phoneNumberId, status: statusOf(s, status, base + k) };
          events.push(event);
          if (opts2.repeatEvery && i % opts2.repeatEvery === 0) events.push(event);
        });
      });
      const per = opts2.perBody ?? 1;
      const bodies: unknown[] = [];
      for (let i = 0; i < events.length; i += per) {
        const chunk = events.slice(i, i + per);
        bodies.push(
          statusBody(
            chunk[0].phoneNumberId,
            chunk.map((e) => e.status),
          ),
        );
      }
      if (opts2.shuffle)
        for (let i = bodies.length - 1; i > 0; i--) {
          const j = (i * 7919) % (i + 1);
          [bodies[i], bodies[j]] = [bodies[j], bodies[i]];
        }
      const batch = opts2.batch ?? 8;
      for (let i = 0; i < bodies.length; i += batch) await Promise.all(bodies.slice(i, i + batch).map(post));
      return events.length;
    },
  };
}

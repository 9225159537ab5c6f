import crypto from 'node:crypto';
import { startFake, type RecordedRequest } from '../http-fake';

/**
 * A loopback fake of Razorpay's Payment Links API (`POST /v1/payment_links`,
 * `GET /v1/payment_links?count=`, `GET /v1/payment_links/{id}`, `POST /v1/payment_links/{id}/cancel`) with the documented entity
 * shapes, basic-auth check and error envelope, plus what a test needs to play the customer:
 * pay a link, expire it, and build the webhook events Razorpay would send.
 */
export interface FakeLink {
  id: string;
  entity?: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  callback_url: string;
  callback_method: string;
  created_at: number;
  updated_at: number;
  customer: Record<string, string>;
  description: string;
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  notes: Record<string, string>;
  notify: { sms: boolean; email: boolean };
  order_id: string | null;
  payments:
    | {
        amount: number;
        created_at: number;
        method: string;
        payment_id: string;
        plink_id: string;
        status: string;
        updated_at: number;
      }[]
    | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: unknown[];
  short_url: string;
  status: 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';
  upi_link: boolean;
  user_id: string;
}

const error = (status: number, description: string, field?: string) => ({
  status,
  body: {
    error: {
      code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});

const rid = (prefix: string) =>
  `${prefix}_${crypto.randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const unix = () => Math.floor(Date.now() / 1000);

export async function startRazorpayFake(options: { keyId: string; keySecret: string }) {
  const links = new Map<string, FakeLink>();
  const forced: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
  const payments = new Map<string, Record<string, unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  function handle(req: RecordedRequest) {
    const next = forced.shift();
    if (next) return next;
    if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
    const path = req.path.split('?')[0];
    if (req.method === 'POST' && path === '/v1/payment_links') return create(req.body ?? {});
    if (req.method === 'GET' && path === '/v1/payment_links') return list(req.path);
    const one = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const link = links.get(decodeURIComponent(one[1]));
      if (!link) return error(400, 'The id provided does not exist');
      if (req.method === 'GET' && !one[2]) return { status: 200, body: link };
      if (req.method === 'POST' && one[2]) {
        if (link.status !== 'created')
          return error(400, `Payment link cannot be cancelled in ${link.status} state`);
        Object.assign(link, { status: 'cancelled', cancelled_at: unix(), updated_at: unix() });
        return { status: 200, body: link };
      }
    }
    return error(400, 'The requested URL was not found on the server.');
  }

  /** `GET /v1/payment_links?count=&skip=`: newest first, as `{ payment_links: [...] }`. */
  function list(fullPath: string) {
    const query = new URL(fullPath, 'http://fake').searchParams;
    const count = Number(query.get('count') ?? 10);
    const skip = Number(query.get('skip') ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > 100)
      return error(400, 'The count must be between 1 and 100.', 'count');
    const all = [...links.values()].sort((a, b) => b.created_at - a.created_at);
    return { status: 200, body: { payment_links: all.slice(skip, skip + count) } };
  }

  function create(body: Record<string, any>) {
    if (!Number.isInteger(body.amount) || body.amount < 100)
      return error(400, 'The amount must be atleast INR 1.00', 'amount');
    if (body.currency !== 'INR') return error(400, 'The currency is invalid', 'currency');
    if (typeof body.reference_id === 'string' && body.reference_id.length > 40)
      return error(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
    if ([...links.values()].some((l) => l.reference_id && l.reference_id === body.reference_id))
      return error(400, `Payment Link with reference id ${body.reference_id} already exists`, 'reference_id');
    const id = rid('plink');
    const link: FakeLink = {
      id,
      amount: body.amount,
      amount_paid: 0,
      currency: body.currency,
      accept_partial: !!body.accept_partial,
      callback_url: body.callback_url ?? '',
      callback_method: body.callback_method ?? '',
      created_at: unix(),
      updated_at: unix(),
      customer: body.customer ?? {},
      description: body.description ?? '',
      expire_by: body.expire_by ?? 0,
      expired_at: 0,
      cancelled_at: 0,
      notes: body.notes ?? {},
      notify: body.notify ?? { sms: true, email: true },
      order_id: null,
      payments: null,
      reference_id: body.reference_id ?? '',
      reminder_enable: !!body.reminder_enable,
      reminders: [],
      short_url: `https://rzp.io/i/${id.slice(6, 14)}`,
      status: 'created',
      upi_link: false,
      user_id: '',
    };
    links.set(id, link);
    return { status: 200, body: link };
  }

  const fake = await startFake(handle);

  /** The customer pays a link in full: the link, its order and the captured payment. */
  function pay(linkId: string, method = 'upi') {
    const link = links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const orderId = link.order_id ?? rid('order');
    const payment = {
      id: rid('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: link.description,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: link.customer.email ?? null,
      contact: link.customer.contact ?? null,
      notes: link.notes,
      fee: Math.round(link.amount * 0.02),
      tax: Math.round(link.amount * 0.0036),
      error_code: null,
      created_at: unix(),
    };
    payments.set(payment.id, payment);
    Object.assign(link, {
      status: 'paid',
      amount_paid: link.amount,
      order_id: orderId,
      updated_at: unix(),
      payments: [
        {
          amount: link.amount,
          created_at: payment.created_at,
          method,
          payment_id: payment.id,
          plink_id: link.id,
          status: 'captured',
          updated_at: unix(),
        },
      ],
    });
    const order = {
      id: orderId,
      entity: 'order',
      amount: link.amount,
      amount_paid: link.amount,
      amount_due: 0,
      currency: 'INR',
      receipt: link.reference_id,
      status: 'paid',
      attempts: 1,
      notes: link.notes,
      created_at: unix(),
    };
    return { link, payment, order };
  }

  const event = <P>(name: string, contains: string[], payload: P) => ({
    entity: 'event',
    account_id: 'acc_FakeAccount01',
    event: name,
    contains,
    payload,
    created_at: unix(),
  });

  return {
    url: fake.url,
    requests: fake.requests,
    links,
    close: fake.close,
    /** The next `count` requests answer this instead (5xx, 429, …). */
    failNext(
      status: number,
      description = 'We are facing some trouble completing your request at the moment.',
      count = 1,
    ) {
      for (let i = 0; i < count; i++)
        forced.push({ ...error(status, description), headers: { 'retry-after': '0' } });
    },
    linkByReference: (referenceId: string) => [...links.values()].find((l) => l.reference_id === referenceId),
    pay,
    expire(linkId: string) {
      const link = links.get(linkId)!;
      Object.assign(link, { status: 'expired', expired_at: unix(), updated_at: unix() });
      return link;
    },
    /** The webhook events of a paid link, as Razorpay sends them. */
    paidEvents(paid: ReturnType<typeof pay>) {
      return {
        linkPaid: event('payment_link.paid', ['payment_link', 'order', 'payment'], {
          payment_link: { entity: paid.link },
          order: { entity: paid.order },
          payment: { entity: paid.payment },
        }),
        captured: event('payment.captured', ['payment'], { payment: { entity: paid.payment } }),
        orderPaid: event('order.paid', ['payment', 'order'], {
          payment: { entity: paid.payment },
          order: { entity: paid.order },
        }),
      };
    },
    expiredEvent: (link: FakeLink) =>
      event('payment_link.expired', ['payment_link'], { payment_link: { entity: link } }),
    cancelledEvent: (link: FakeLink) =>
      event('payment_link.cancelled', ['payment_link'], { payment_link: { entity: link } }),
  };
}

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;

export interface Delivery {
  status: number;
  body: any;
}

/**
 * Sends webhook events to our server as Razorpay does: the JSON body signed with HMAC-SHA256
 * (`X-Razorpay-Signature`) and an `x-razorpay-event-id`. A test may send a bad signature or reuse an id.
 */
export function webhookSender(
  secret: string,
  deliver: (raw: string, headers: Record<string, string>) => Promise<Delivery>,
) {
  return async (body: unknown, opts: { eventId?: string; signature?: string; rawOverride?: string } = {}) => {
    const raw = opts.rawOverride ?? JSON.stringify(body);
    const signature = opts.signature ?? crypto.createHmac('sha256', secret).update(raw).digest('hex');
    return deliver(raw, {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': opts.eventId ?? rid('evt'),
    });
  };
}

/** Delivery over HTTP to a listening server. */
export const httpDelivery =
  (url: string) =>
  async (raw: string, headers: Record<string, string>): Promise<Delivery> => {
    const res = await fetch(url, { method: 'POST', headers, body: raw });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

import crypto from 'node:crypto';

/**
 * Razorpay webhooks (https://razorpay.com/docs/webhooks/validate-test/): `X-Razorpay-Signature` is
 * the hex HMAC-SHA256 of the raw request body with the webhook secret; `x-razorpay-event-id` names
 * the event so that a repeated delivery can be recognised.
 */
export function verifyWebhookSignature(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
) {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = crypto.createHmac('sha256', secret).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export interface RazorpayPaymentEntity {
  id: string;
  amount: number;
  currency?: string;
  status: string;
  order_id?: string | null;
  method?: string;
  captured?: boolean;
  notes?: Record<string, string> | unknown[] | null;
  created_at?: number;
}

export interface RazorpayLinkEntity {
  id: string;
  amount: number;
  amount_paid?: number;
  status: string;
  reference_id?: string;
  order_id?: string | null;
  notes?: Record<string, string> | unknown[] | null;
}

/** The parts of an event we read; everything else in the payload is ignored. */
export interface RazorpayEvent {
  entity?: 'event';
  event: string;
  contains?: string[];
  created_at?: number;
  payload: {
    payment_link?: { entity: RazorpayLinkEntity };
    payment?: { entity: RazorpayPaymentEntity };
    order?: { entity: { id: string; receipt?: string | null; status?: string } };
  };
}

/** Parses a verified body; null when it is not a Razorpay event. */
export function parseEvent(rawBody: Buffer | string): RazorpayEvent | null {
  try {
    const json = JSON.parse(String(rawBody)) as RazorpayEvent;
    if (typeof json?.event !== 'string' || typeof json.payload !== 'object' || json.payload === null)
      return null;
    return json;
  } catch {
    return null;
  }
}

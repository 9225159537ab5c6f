import type { SettingsValues } from '../../../shared/settings/registry';
import { callJson } from '../http';

/**
 * Razorpay Payment Links (https://razorpay.com/docs/api/payments/payment-links/): create with
 * `POST /v1/payment_links`, read with `GET /v1/payment_links/{id}`, cancel with
 * `POST /v1/payment_links/{id}/cancel`; HTTP basic auth with the key id and secret. Amounts are paise.
 */
export type PaymentLinkStatus = 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';

export interface PaymentLinkPayment {
  payment_id: string;
  amount: number;
  method: string;
  status: string;
  created_at: number;
  updated_at?: number;
  plink_id?: string;
}

export interface PaymentLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  status: PaymentLinkStatus;
  reference_id: string;
  short_url: string;
  description?: string;
  order_id?: string | null;
  payments?: PaymentLinkPayment[] | null;
  notes?: Record<string, string> | null;
  created_at: number;
  expire_by?: number;
  expired_at?: number;
  cancelled_at?: number;
}

export interface CreatePaymentLink {
  amount: number;
  referenceId: string;
  description: string;
  customer: { name?: string | null; email?: string | null; contact?: string | null };
  callbackUrl: string;
  notes?: Record<string, string>;
  /** Unix seconds. */
  expireBy?: number;
}

/** The answer of `GET /v1/payment_links` (newest first). */
export interface PaymentLinkPage {
  payment_links: PaymentLink[];
}

export interface PaymentGateway {
  createPaymentLink(input: CreatePaymentLink): Promise<PaymentLink>;
  /** `GET /v1/payment_links?count=…`: newest first; Settings → Test connection asks for one. */
  listPaymentLinks(count: number): Promise<PaymentLinkPage>;
  fetchPaymentLink(id: string): Promise<PaymentLink>;
  cancelPaymentLink(id: string): Promise<PaymentLink>;
}

const SERVICE = 'Razorpay';

export function razorpayClient(cfg: { apiBase: string; keyId: string; keySecret: string }): PaymentGateway {
  const headers = {
    Authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`,
  };
  return {
    createPaymentLink(input) {
      const customer = Object.fromEntries(Object.entries(input.customer).filter(([, v]) => !!v));
      return callJson<PaymentLink>(SERVICE, `${cfg.apiBase}/v1/payment_links`, {
        headers,
        body: {
          amount: input.amount,
          currency: 'INR',
          accept_partial: false,
          reference_id: input.referenceId,
          description: input.description.slice(0, 2048),
          ...(Object.keys(customer).length ? { customer } : {}),
          // We send our own reminders (issue 5, Reminders); Razorpay's would duplicate them.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: input.notes ?? {},
          callback_url: input.callbackUrl,
          callback_method: 'get',
          ...(input.expireBy ? { expire_by: input.expireBy } : {}),
        },
        // Never retried: a retry after a lost answer would fail on the duplicate reference_id.
        retries: 0,
      });
    },
    listPaymentLinks(count) {
      return callJson<PaymentLinkPage>(SERVICE, `${cfg.apiBase}/v1/payment_links?count=${count}`, {
        headers,
        retries: 0,
      });
    },
    fetchPaymentLink(id) {
      return callJson<PaymentLink>(SERVICE, `${cfg.apiBase}/v1/payment_links/${encodeURIComponent(id)}`, {
        headers,
      });
    },
    cancelPaymentLink(id) {
      return callJson<PaymentLink>(
        SERVICE,
        `${cfg.apiBase}/v1/payment_links/${encodeURIComponent(id)}/cancel`,
        { method: 'POST', headers, body: {} },
      );
    },
  };
}

/** The gateway when Settings → Payments has its keys, else null (the caller says what to fill in). */
export function razorpayFromSettings(settings: SettingsValues<'payments'>): PaymentGateway | null {
  const { keyId, keySecret, apiBase } = settings;
  return keyId && keySecret ? razorpayClient({ apiBase, keyId, keySecret }) : null;
}

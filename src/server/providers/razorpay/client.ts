import { callJson } from '../http';
import type { PaymentGateway, PaymentLink, PaymentLinkPage } from './gateway';

/**
 * Razorpay Payment Links (https://razorpay.com/docs/api/payments/payment-links/): create with
 * `POST /v1/payment_links`, read with `GET /v1/payment_links/{id}`, cancel with
 * `POST /v1/payment_links/{id}/cancel`; HTTP basic auth with the key id and secret.
 */
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

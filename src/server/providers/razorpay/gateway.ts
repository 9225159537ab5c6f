/**
 * The payment gateway as the billing area sees it: payment links (create, list, read, cancel), in
 * Razorpay's shapes (https://razorpay.com/docs/api/payments/payment-links/), the gateway we use.
 * The client is client.ts; select.ts builds it from the settings.
 */
/** Amounts are paise. */
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

/**
 * Spec 00 section 4: the paynow page keeps the payment log id and the payment type before it hands
 * the browser to the gateway, so that the page it comes back to knows what to wait for. Logout
 * clears local storage, and these with it.
 */
const LOG_KEY = 'paymentLogId';
const TYPE_KEY = 'paymentType';

export function rememberPayment(logId: number, type: string): void {
  localStorage.setItem(LOG_KEY, String(logId));
  localStorage.setItem(TYPE_KEY, type);
}

export function rememberedPaymentLog(): number | null {
  const id = Number(localStorage.getItem(LOG_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function forgetPayment(): void {
  localStorage.removeItem(LOG_KEY);
  localStorage.removeItem(TYPE_KEY);
}

/** A payment link the app may open: http(s) only. */
export function safePaymentLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A positive integer id from a query parameter. */
export function idParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The payment page that invoices link to (spec 00 section 2):
 * `/payment/paynow?log={paymentLogId}&paymentLink={link}`. It keeps the log id, then opens the
 * gateway's link, so the payment comes back to the processing page (spec 00 section 4).
 */
export const payNowPath = (logId: number, paymentLink: string) =>
  `/payment/paynow?${new URLSearchParams({ log: String(logId), paymentLink })}`;

/** The same page as an absolute address on the server's public base URL (PUBLIC_BASE_URL), for PDFs. */
export const payNowUrl = (publicBaseUrl: string, logId: number, paymentLink: string) =>
  `${publicBaseUrl.replace(/\/+$/, '')}${payNowPath(logId, paymentLink)}`;

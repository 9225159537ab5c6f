import type { TextKey } from '../../shared/campaigns/layout';
import { MAX_COMPOSED_BYTES } from './messages';

/** The answer envelope of the platform's API (src/shared/http/envelope.ts). */
interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
  error?: { errorCode: string; errorMessage: string; errors?: Record<string, string> };
}

interface VisitorAnswer {
  visitorId: number;
  visitorCount: number;
  whatsappUpload: {
    uploadUrl: string;
    headers: Record<string, string>;
    maxBytes: number;
    token: string;
  } | null;
}

/** A call that did not succeed: the server's message and its field errors (422). */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(path: string, body: unknown): Promise<{ data: T; message: string | null }> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !json?.success) {
    throw new CallError(
      json?.error?.errorMessage ?? 'Something went wrong. Please try again.',
      res.status,
      json?.error?.errors ?? {},
    );
  }
  return { data: json.data as T, message: json.message ?? null };
}

const api = (url: string) => `/api/Campaign/Public/${encodeURIComponent(url)}`;

/**
 * Logs the visit (issue 15, Visitors): the texts the page collected, at the first download or share
 * of this visit; consent for WhatsApp when Send Whatsapp applies and a phone number was given.
 */
export function postVisit(
  url: string,
  texts: Partial<Record<TextKey, string>>,
  whatsappConsent: boolean,
): Promise<VisitorAnswer> {
  return call<VisitorAnswer>(`${api(url)}/Visitor`, { ...texts, whatsappConsent }).then((a) => a.data);
}

/**
 * Send Whatsapp: the composed JPEG goes to the visit's upload address (the only time it leaves the
 * browser), then the server sends it to the visitor's number. Answers the server's message.
 */
export async function sendWhatsapp(
  url: string,
  answer: VisitorAnswer,
  encode: (quality: number) => Promise<Blob>,
): Promise<string | null> {
  const upload = answer.whatsappUpload;
  if (!upload) return null;
  const limit = Math.min(upload.maxBytes, MAX_COMPOSED_BYTES);
  let blob = await encode(0.9);
  // WhatsApp takes at most 5 MB: a large picture is encoded again, more compressed.
  for (const quality of [0.8, 0.65, 0.5]) {
    if (blob.size <= limit) break;
    blob = await encode(quality);
  }
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: blob });
  if (!put.ok)
    throw new CallError('The picture could not be sent to WhatsApp. Please try again.', put.status);
  const sent = await call<{ sent: boolean }>(`${api(url)}/Visitor/${answer.visitorId}/Whatsapp`, {
    token: upload.token,
  });
  return sent.message;
}

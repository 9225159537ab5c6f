import type { TextKey } from '../../shared/campaigns/layout';
import type { campaignsContract } from '../../shared/campaigns/contract';
import { CAMPAIGN_PUBLIC_ROUTES as routes } from '../../shared/campaigns/public-routes';
import { publicCall, PublicCallError } from '../../shared/http/public-client';
import type { ResponseOf } from '../../shared/http/endpoint';
import { MAX_COMPOSED_BYTES } from './messages';

type Contract = typeof campaignsContract;
type VisitorAnswer = ResponseOf<Contract['addCampaignVisitor']>;

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Logs the visit (issue 15, Visitors): the texts the page collected, at the first download or share
 * of this page session; consent for WhatsApp when Send Whatsapp applies and a phone number was given.
 */
export function postVisit(
  url: string,
  texts: Partial<Record<TextKey, string>>,
  whatsappConsent: boolean,
): Promise<VisitorAnswer> {
  return publicCall<Contract['addCampaignVisitor']>(
    routes.addCampaignVisitor,
    { params: { url }, body: { ...texts, whatsappConsent } },
    { fallback: FALLBACK },
  ).then((a) => a.data);
}

/** The visit this page session logged, which its later downloads change (issue 23). */
export interface LoggedVisit {
  visitorId: number;
  visitToken: string;
}

/** A later download or share with other texts: the same visit, changed (issue 23). */
export function changeVisit(
  url: string,
  visit: LoggedVisit,
  texts: Partial<Record<TextKey, string>>,
  whatsappConsent: boolean,
): Promise<VisitorAnswer> {
  return publicCall<Contract['changeCampaignVisitor']>(
    routes.changeCampaignVisitor,
    {
      params: { url, visitorId: visit.visitorId },
      body: { ...texts, whatsappConsent, visitToken: visit.visitToken },
    },
    { fallback: FALLBACK },
  ).then((a) => a.data);
}

/**
 * Send Whatsapp: the composed JPEG goes to the visit's upload form (the only time it leaves the
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
  // The signed upload form (issue 22): its fields first, in order, then the file; the size and type
  // are part of what is signed.
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', blob, 'composed.jpg');
  const put = await fetch(upload.uploadUrl, { method: 'POST', body: form });
  if (!put.ok)
    throw new PublicCallError('The picture could not be sent to WhatsApp. Please try again.', put.status);
  const sent = await publicCall<Contract['sendCampaignWhatsapp']>(
    routes.sendCampaignWhatsapp,
    { params: { url, visitorId: answer.visitorId }, body: { token: upload.token } },
    { fallback: FALLBACK },
  );
  return sent.message;
}

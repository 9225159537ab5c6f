import { startFake } from '../http-fake';

/**
 * A fake of the WhatsApp Cloud API's `POST /{version}/{phone-number-id}/messages` and
 * `GET /{version}/{phone-number-id}` (display_phone_number, verified_name), with the
 * documented success shape and the Graph API error envelope for a bad token and for throttling.
 */
export async function startWhatsAppFake(options: {
  token: string;
  phoneNumberId: string;
  throttleFirst?: number;
  displayPhoneNumber?: string;
  verifiedName?: string;
}) {
  let throttled = 0;
  return startFake((req) => {
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return {
        status: 401,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      };
    }
    // GET /{phone-number-id}: the number's details (Settings → Test connection).
    const number = req.path.split('?')[0].match(/^\/v[\d.]+\/([^/]+)$/);
    if (req.method === 'GET' && number) {
      if (number[1] !== options.phoneNumberId)
        return {
          status: 400,
          body: {
            error: {
              message: `Unsupported get request. Object with ID '${number[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
              type: 'GraphMethodException',
              code: 100,
              error_subcode: 33,
            },
          },
        };
      return {
        status: 200,
        body: {
          verified_name: options.verifiedName ?? 'BizSuite Test',
          display_phone_number: options.displayPhoneNumber ?? '+91 98765 43210',
          quality_rating: 'GREEN',
          id: options.phoneNumberId,
        },
      };
    }
    const match = req.path.match(/^\/v[\d.]+\/([^/]+)\/messages$/);
    if (req.method !== 'POST' || !match || match[1] !== options.phoneNumberId) {
      return {
        status: 400,
        body: { error: { message: 'Unsupported post request', type: 'GraphMethodException', code: 100 } },
      };
    }
    if (throttled < (options.throttleFirst ?? 0)) {
      throttled += 1;
      return {
        status: 429,
        body: { error: { message: 'Rate limit hit', code: 130429 } },
        headers: { 'retry-after': '0' },
      };
    }
    const to = String(req.body?.to ?? '');
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${Date.now()}` }],
      },
    };
  });
}

/** The code a fake received in an authentication template's body parameter. */
export const otpSentTo = (body: any): string => body?.template?.components?.[0]?.parameters?.[0]?.text;

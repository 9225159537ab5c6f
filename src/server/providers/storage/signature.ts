import crypto from 'node:crypto';

/**
 * Signed platform addresses: an HMAC of what the address allows (a GET of a key, a PUT of a type and
 * size, a visitor's WhatsApp image) with the signing secret every instance shares. The local disk
 * storage signs its addresses so; the files routes check them.
 */
export function localSignature(key: Uint8Array, parts: (string | number)[]): string {
  return crypto.createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

/** True when `sig` signs these parts and `expires` (unix seconds) has not passed at `now`. */
export function verifyLocalSignature(
  key: Uint8Array,
  parts: (string | number)[],
  expires: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isInteger(expires) || expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(localSignature(key, [...parts, expires]));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Unix seconds `seconds` after `now`: an address's expiry. */
export const expiresAfter = (now: Date, seconds: number) => Math.floor(now.getTime() / 1000) + seconds;

import type { CardContent } from './schemas';

/**
 * Save To Contact (spec 02 §3; issue 14): the card as a vCard 3.0 (RFC 2426) file. Lines end in
 * CRLF and are folded at 75 octets without splitting a UTF-8 character; text values escape \ , ; and
 * newlines. UTF-8 without a BOM. PHOTO is the logo as a base64 JPEG the server shrinks to 256 px.
 */

/** RFC 2426 §4: backslash, comma, semicolon and newlines escaped in a text value. */
export const escapeVcardText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** One content line folded at 75 octets (RFC 2425 §5.8.1): continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space takes one octet
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The file's name: first name-last name (§3), without characters a file system refuses. */
export const vcardFileName = (c: Pick<CardContent, 'firstName' | 'lastName'>) =>
  `${`${c.firstName}-${c.lastName}`.replace(/[\\/:*?"<>|\r\n]+/g, '').trim() || 'contact'}.vcf`;

export function cardVcard(c: CardContent, hostedUrl: string, photoJpeg?: Uint8Array | null): string {
  const e = escapeVcardText;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  lines.push(`N:${e(c.lastName)};${e(c.firstName)};;;`);
  lines.push(`FN:${e(`${c.firstName} ${c.lastName}`.trim())}`);
  if (c.companyName) lines.push(`ORG:${e(c.companyName)}`);
  if (c.designation) lines.push(`TITLE:${e(c.designation)}`);
  for (const p of [c.phoneNumber, c.phoneNumber2].filter(Boolean)) lines.push(`TEL;TYPE=CELL:${e(p)}`);
  for (const p of [c.companyPhoneNumber, c.companyPhoneNumber2].filter(Boolean))
    lines.push(`TEL;TYPE=WORK:${e(p)}`);
  for (const m of [c.email, c.email2].filter(Boolean)) lines.push(`EMAIL;TYPE=INTERNET:${e(m)}`);
  for (const m of [c.companyEmail, c.companyEmail2].filter(Boolean))
    lines.push(`EMAIL;TYPE=INTERNET,WORK:${e(m)}`);
  if (c.website) lines.push(`URL:${e(c.website)}`);
  lines.push(`URL:${e(hostedUrl)}`);
  if (c.businessAddress) lines.push(`ADR;TYPE=WORK:;;${e(c.businessAddress)};;;;`);
  // RFC 2426 §3.1.4: inline binary as base64 ("b"), folded like any other line.
  if (photoJpeg?.length) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${base64(photoJpeg)}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Base64 without Node's Buffer, so the editor can build the same file in the browser. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

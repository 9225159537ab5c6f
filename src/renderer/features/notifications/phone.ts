/**
 * A notification number as the form edits it: a dialling code from Account/Countries and the
 * digits after it. Stored and sent as E.164 (spec 03 section 3.8; issue 11: "Numbers stored E.164").
 */
export interface PhoneParts {
  dialCode: string;
  digits: string;
}

/**
 * "+919876543210" → { dialCode: '91', digits: '9876543210' }: the longest allowed code the number
 * starts with. A number of no allowed country keeps all its digits under the fallback code, so
 * nothing typed is lost.
 */
export function splitE164(
  value: string | null | undefined,
  dialCodes: readonly string[],
  fallback: string,
): PhoneParts {
  const digits = (value ?? '').replace(/\D+/g, '');
  if (!digits) return { dialCode: fallback, digits: '' };
  const code = [...dialCodes]
    .sort((a, b) => b.length - a.length)
    .find((c) => digits.startsWith(c) && digits.length > c.length);
  return code ? { dialCode: code, digits: digits.slice(code.length) } : { dialCode: fallback, digits };
}

/** { '91', '98765 43210' } → "+919876543210"; no digits → "" (no number). */
export function joinE164({ dialCode, digits }: PhoneParts): string {
  const local = digits.replace(/\D+/g, '');
  return local ? `+${dialCode.replace(/\D+/g, '')}${local}` : '';
}

/** "+919876543210" → "+91 9876543210", for reading. */
export function formatE164(value: string | null | undefined, dialCodes: readonly string[]): string {
  if (!value) return '';
  const { dialCode, digits } = splitE164(value, dialCodes, '');
  return dialCode ? `+${dialCode} ${digits}` : value;
}

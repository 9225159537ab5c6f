import { DIAL_CODES } from '../../../shared/account/countries';

/** Dial codes longest first, so that 971 is tried before 97 or 9. */
const CODES = [...DIAL_CODES].sort((a, b) => b.length - a.length);

/**
 * A chat's number as the contact form takes it (Add to contacts): the allowed country whose code
 * it starts with and the national digits after it; none found, the whole number with the default
 * country, for the owner to correct.
 */
export function contactNumberOf(digits: string): { countryCode?: string; mobileNumber: string } {
  const code = CODES.find((c) => digits.startsWith(c) && digits.length - c.length >= 6);
  return code ? { countryCode: code, mobileNumber: digits.slice(code.length) } : { mobileNumber: digits };
}

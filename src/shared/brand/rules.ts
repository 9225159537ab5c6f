/**
 * Brand rules shared by the screens and the server (spec 01 section 5). Billing reuses `isGstin`
 * for the supplier's and the customer's GST numbers.
 */

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character (mod 36, alternating weights 1 and 2 over the first 14 characters). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** GST state codes: 01–38, and 97 for Other Territory. */
const isGstStateCode = (code: string) => code === '97' || (code >= '01' && code <= '38');

/** A GSTIN (upper-cased first) of the right shape, a known state code and a matching check character. */
export function isGstin(value: string | null | undefined): boolean {
  if (!value) return false;
  const gstin = value.toUpperCase();
  return (
    GSTIN_PATTERN.test(gstin) && isGstStateCode(gstin.slice(0, 2)) && gstinCheckChar(gstin) === gstin[14]
  );
}

/** Address lines lose their trailing commas and spaces ("12 MG Road, " → "12 MG Road"). */
export const withoutTrailingCommas = (line: string) => line.replace(/[\s,]+$/, '');

/** Keywords trimmed, empty ones dropped, repeats (ignoring case) kept once, first spelling wins. */
export function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const k = raw.trim().replace(/\s+/g, ' ');
    const key = k.toLowerCase();
    if (!k || seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out;
}

/** A product page address from its name: lower case, words joined by '-' ("Plum Cake 1kg" → "plum-cake-1kg"). */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** The business type word for labels: Product, Service or the free text; plural "Products" for a User's title. */
export const businessTypeWord = (businessType: string | null | undefined) =>
  businessType?.trim() || 'Product';
export const pluralOf = (word: string) =>
  /(s|x|z|ch|sh)$/i.test(word)
    ? `${word}es`
    : /[^aeiou]y$/i.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;

import { slugOf } from '../forms/slug';

/**
 * Card rules the editor, the public page and the server all apply (spec 02 §3–§5; issue 14). Pure.
 */

/** §3 bounds (issue 14, Bad input). */
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 2000;
export const MAX_LINKS = 20;
export const MAX_BUTTONS = 20;
export const MAX_SECTIONS = 20;
export const MAX_SECTION_IMAGES = 10;
export const MAX_URL = 2000;
/** Issue 14: card files (images, a button's PDF) up to 10 MB. */
export const MAX_CARD_FILE_BYTES = 10 * 1024 * 1024;

/** §3 / §9 defaults. */
export const CARD_DEFAULTS = {
  fonts: 'Roboto',
  theme: 2,
  colorCode: '#ae02d4',
  secondaryColor: '#ffffff',
  logoSize: 13,
} as const;
export const MIN_LOGO_SIZE = 13;
export const MAX_LOGO_SIZE = 18;

/**
 * §3 social platform ids. The spec varies ("5 Web or YouTube (icon mapping differs), 7 YouTube or
 * WhatsApp"); issue 14 settles it as below and the editor, page and server all use this one table.
 */
export const SOCIAL_TYPES = {
  1: 'Facebook',
  2: 'Instagram',
  3: 'X',
  4: 'LinkedIn',
  5: 'YouTube',
  6: 'Google',
  7: 'WhatsApp',
} as const;
export type SocialType = keyof typeof SOCIAL_TYPES;
export const SOCIAL_TYPE_IDS = Object.keys(SOCIAL_TYPES).map(Number) as SocialType[];

/** §3 customButtons.type and buttonStyle. */
export const BUTTON_TYPES = { link: 1, file: 2 } as const;
export const BUTTON_STYLES = [1, 2, 3, 4] as const; // 1 round filled, 2 square filled, 3 round outline, 4 square outline
export const VIEW_TYPES = [1, 2] as const; // 1 one image a row, 2 two a row
export const THEMES = [1, 2, 3] as const; // 1 round logo, 2 square, 3 rounded square
export const SOCIAL_ICON_STYLES = [1, 2, 3] as const; // 1 original, 2 theme outline, 3 theme filled
export const SOCIAL_ICON_THEMES = [1, 2] as const; // 1 icons, 2 buttons

// ——— Sequence (§3) ———

/**
 * §3: keys 1 personal info, 2 social info (the spec leaves it unnamed; issue 14 names it), 3
 * business info, CB and CS the custom buttons and sections as blocks, B{n} and S{n} one numbered
 * button or section (n its 1-based `ref`).
 */
export const FIXED_SEQUENCE_KEYS = ['1', '2', '3', 'CB', 'CS'] as const;
export const DEFAULT_SEQUENCE = FIXED_SEQUENCE_KEYS.join(',');

/**
 * The sequence to keep: the known keys of `raw` in their order, an unknown or repeated key dropped,
 * the missing fixed keys appended. B{n}/S{n} are known when that button or section exists.
 */
export function normalizeSequence(
  raw: string | null | undefined,
  counts: { buttons: number; sections: number } = { buttons: 0, sections: 0 },
): string {
  const known = (key: string) => {
    if ((FIXED_SEQUENCE_KEYS as readonly string[]).includes(key)) return true;
    const m = /^([BS])([1-9][0-9]{0,2})$/.exec(key);
    if (!m) return false;
    const n = Number(m[2]);
    return n <= (m[1] === 'B' ? counts.buttons : counts.sections);
  };
  const out: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const key = part.trim().toUpperCase();
    if (key && known(key) && !out.includes(key)) out.push(key);
  }
  for (const key of FIXED_SEQUENCE_KEYS) if (!out.includes(key)) out.push(key);
  return out.join(',');
}

// ——— Hosted link (§3) ———

/** A slug: lowercase ASCII letters and digits joined by single hyphens (accents folded). */
export const slugify = (text: string): string => slugOf(text, 80);

/**
 * §3: the slugged first and last name plus the phone digits (a personal card) or the company name
 * (a business card); `card` when nothing is left of them (a name in another script).
 */
export function cardSlugBase(c: {
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  companyName?: string | null;
  isBusinessCard: boolean;
}): string {
  const extra = c.isBusinessCard ? (c.companyName ?? '') : (c.phoneNumber ?? '').replace(/\D/g, '');
  return slugify([c.firstName, c.lastName, extra].join(' ')) || 'card';
}

/** The slug's -2, -3… variants tried in turn when it is taken (§3: fixed at creation). */
export const slugCandidate = (base: string, attempt: number) => (attempt <= 1 ? base : `${base}-${attempt}`);

/** A hosted slug as it appears in a link. */
export const CARD_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const cardHostedUrl = (base: string, slug: string) => `${base.replace(/\/+$/, '')}/${slug}.html`;

/** Issue 14: links on the page are only http(s), mailto and tel; anything else is dropped. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const t = url.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(t) ? t : null;
}

/** §5: a company phone is digits, plus, space and hyphen. */
export const PHONE_PATTERN = /^[0-9+\s-]*$/;

/** The visit source (§7 CARDVisitor type): the `source` query parameter when a short token, else Link. */
export function visitSource(source: string | null | undefined): string {
  const t = (source ?? '').trim();
  return /^[A-Za-z0-9_-]{1,20}$/.test(t) ? t : 'Link';
}

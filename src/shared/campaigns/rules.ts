import type { Role } from '../account/modules';
import type { TextOverlay } from './layout';

/**
 * Campaign rules the editor and the server both apply (spec 02 §3–§5; issue 15). Pure.
 */

/** §4: more than this many visitors, with Editable off, blocks editing for everyone. */
export const MANY_VISITORS = 20;

/** Why editing is refused, or null when it is allowed. */
export type EditRefusal = 'hasVisitors' | 'manyVisitors' | null;

/**
 * Spec 02 §4 reads two ways, and issue 15 asks for both to be honoured:
 * - "Editing is blocked when the campaign already has visitors": a User is refused from the first
 *   visitor on, unless an Admin has switched Editable on (off by default);
 * - "refused when isEditable is false and visitorCount is above 20": with Editable off and more than
 *   20 visitors everyone is refused, Admins included.
 * So an Admin may still edit a campaign with 1 to 20 visitors, and Editable on lets everyone edit.
 * The admin-only options (Show Watermark, Editable, Send Whatsapp) stay changeable by an Admin even
 * while editing is blocked, so that an Admin can switch Editable on.
 */
export function editRefusal(c: { role: Role; visitorCount: number; isEditable: boolean }): EditRefusal {
  if (c.isEditable) return null;
  if (c.visitorCount > MANY_VISITORS) return 'manyVisitors';
  if (c.role !== 'Admin' && c.visitorCount > 0) return 'hasVisitors';
  return null;
}

export const canEditCampaign = (c: { role: Role; visitorCount: number; isEditable: boolean }) =>
  editRefusal(c) === null;

/** Only Admins set these (§6); a User sending another value is refused with 403. */
export const ADMIN_ONLY_FIELDS = ['waterMark', 'isEditable', 'isWhatsappSend', 'whatsappDailyLimit'] as const;
export type AdminOnlyField = (typeof ADMIN_ONLY_FIELDS)[number];

/** WhatsApp pictures one campaign page may send a business day (issue 22 point 9). */
export const WHATSAPP_DAILY_LIMIT = { min: 1, max: 1000, default: 100 } as const;

/** The admin-only options' values. */
export interface AdminOptions {
  waterMark: boolean;
  isEditable: boolean;
  isWhatsappSend: boolean;
  whatsappDailyLimit: number;
}

/** §9: watermark on; Editable and Send Whatsapp off until an Admin turns them on. */
export const ADMIN_FIELD_DEFAULTS: AdminOptions = {
  waterMark: true,
  isEditable: false,
  isWhatsappSend: false,
  whatsappDailyLimit: WHATSAPP_DAILY_LIMIT.default,
};

/** §4: turning Display On Image on turns Collect Data on. */
export const withDisplay = (t: TextOverlay, isDisplay: boolean): TextOverlay => ({
  ...t,
  isDisplay,
  collectData: isDisplay ? true : t.collectData,
});

/** §4: turning Collect Data off turns Display On Image off. */
export const withCollectData = (t: TextOverlay, collectData: boolean): TextOverlay => ({
  ...t,
  collectData,
  isDisplay: collectData ? t.isDisplay : false,
});

/** §3: a campaign's url is a-z, 0-9 and hyphens; the public page is `{campaign host}/{url}`. */
export const CAMPAIGN_URL_PATTERN = /^[a-z0-9-]+$/;
export const MAX_URL_LENGTH = 100;

export const campaignPublicUrl = (base: string, url: string) => `${base.replace(/\/+$/, '')}/${url}`;

/** A visitor's text (txt1–txt3): trimmed, at most this many characters (issue 15). */
export const MAX_VISITOR_TEXT = 200;

/**
 * A text the campaign collects is required before the visitor downloads or shares (issue 23): the
 * page and the server say it alike, in the spec's voice ("… is required", spec 02 §5), naming the
 * field by its caption as the page labels it.
 */
export const visitorTextRequired = (caption: string) => `${caption} is required`;

/** The digits of a phone number as typed (`+91 98765-43210`, `(020) 2345 6789`), or null when it is not one. */
export function phoneDigits(text: string): string | null {
  const t = text.trim();
  if (!/^\+?[0-9][0-9 ().-]*$/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

/** The business's country when a number is given without one (India: +91, spec 00). */
export const DEFAULT_COUNTRY_CODE = '91';

/**
 * The WhatsApp number (country code and number, digits only) of a visitor's phone: as given when it
 * starts with + or is longer than a national number, else with the default country code; a leading
 * trunk 0 is dropped. Null when it is not a phone number.
 */
export function whatsappNumberOf(text: string): string | null {
  const digits = phoneDigits(text);
  if (!digits) return null;
  const national = digits.replace(/^0+/, '');
  if (text.trim().startsWith('+') || national.length > 10) return national.length >= 7 ? national : null;
  return national.length >= 7 ? `${DEFAULT_COUNTRY_CODE}${national}` : null;
}

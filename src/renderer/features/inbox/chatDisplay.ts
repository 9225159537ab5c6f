import type { Chat } from '../../../shared/inbox/schemas';
import { formatDateTime } from '../../components/format/dates';
import { rendererClock } from '../../lib/businessClock';

/** A number as people read it: "+919876543210". */
export const shownNumber = (digits: string) => `+${digits}`;

/** Who a chat is with: the company (or contact name), else the WhatsApp profile name, else the number. */
export const chatName = (chat: Pick<Chat, 'companyName' | 'profileName' | 'userName'>) =>
  chat.companyName?.trim() || chat.profileName?.trim() || shownNumber(chat.userName);

/** Up to two initials of a name; none for a number (the avatar then shows a person). */
export function initialsOf(name: string): string {
  if (!/\p{L}/u.test(name)) return '';
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w][0].toUpperCase())
    .join('');
}

/**
 * The time of a chat's latest message in the list: the time alone when it is today in the business
 * zone, else DD-MM-YYYY hh:mm A (spec 00 section 9).
 */
export function listTime(iso: string): string {
  const full = formatDateTime(iso);
  const today = rendererClock.ymdAt(rendererClock.now()) === rendererClock.ymdAt(iso);
  return today ? full.slice(11) : full;
}

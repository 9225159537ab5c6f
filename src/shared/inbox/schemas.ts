import { z } from 'zod';
import { BOT_MESSAGES, WHATSAPP_WINDOW_HOURS } from '../bots/schemas';
import { idParamSchema } from '../http/ids';

/**
 * The inbox (spec 03 §2.10, §3.7, §4, §5.7, §7.10, §8.6, §9; issue 27): the WhatsApp chats of one
 * number, the platform's for an Admin and the user's own connected number for a User.
 */

/** The three flavours of the contact list (spec 03 §2.10, §7.10). */
export const CHAT_TYPES = ['known', 'unknown', 'renewalreminder'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** The owner id of the platform number's chats (an Admin's inbox): no user has id 0. */
export const PLATFORM_OWNER = 0;

export const INBOX_LIMITS = {
  /** Messages per page of a chat (spec 03 §4, §9). */
  messagesPage: 10,
  /** Chats per page of the contact list ("more on scroll"). */
  chatsPage: 20,
  /** Loading placeholders in the contact list (spec 03 §9). */
  loadingRows: 8,
  /** Contact search debounce in the inbox (spec 03 §9). */
  searchDebounceMs: 500,
  /** The Cloud API's limit on a text message's body. */
  replyMax: 4096,
  /** The reply window after the contact's latest message (spec 03 §4, §9). */
  windowHours: WHATSAPP_WINDOW_HOURS,
  /** The event stream's heartbeat. */
  heartbeatMs: 15_000,
} as const;

export const INBOX_MESSAGES = {
  noChats: 'No Chats Found !',
  noMessages: 'No Messages Found',
  sendFailed: 'Failed To Send Message.',
  replyRequired: 'Type a message',
  replyTooLong: `A message can be at most ${INBOX_LIMITS.replyMax} characters`,
  windowClosed: BOT_MESSAGES.windowExpired,
  chatNotFound: 'Chat not found',
  noNumber: 'Connect a WhatsApp number to see its chats',
  renewed: 'Plan renewed successfully',
  notPaid: 'This payment link has not been paid yet',
  exportFailed: 'Error occured while downloading. Try again',
} as const;

/** A chat's row in the contact list (spec 03 §2.10, §3.7 Contact). */
export const chatSchema = z.object({
  id: z.number().int(),
  /** The contact's number, digits with the country code. */
  userName: z.string(),
  /** The WhatsApp profile name the contact gave. */
  profileName: z.string().nullable(),
  /** Admin: the registered user's company; User: the contact's name. Null when unknown. */
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  lastMessageDate: z.string(),
  lastMessage: z.string().nullable(),
  unReadCount: z.number().int(),
  /** A registered user (Admin) or one of the owner's contacts (User). */
  known: z.boolean(),
  /** A renewal reminder went to this number (the renewalreminder list; platform chats only). */
  isRenewal: z.boolean(),
  /** ISO time of the contact's latest message: the reply window runs 24 hours from it. */
  lastUserMessageDate: z.string().nullable(),
});
export type Chat = z.infer<typeof chatSchema>;

export const MESSAGE_TYPES = ['text', 'image', 'template', 'interactive'] as const;
export const TICK_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type TickStatus = (typeof TICK_STATUSES)[number];

/** One message of a chat (spec 03 §3.7). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  /** text, image, template, interactive, or Meta's own kind for others (sticker, location…). */
  messageType: z.string(),
  message: z.string().nullable(),
  isBusinessMessage: z.boolean(),
  /** The message we sent, as the Cloud API took it (JSON text): a template's preview reads it. */
  businessResponseBody: z.string().nullable(),
  /** An interactive or button reply as Meta gave it (JSON text). */
  userResponseBody: z.string().nullable(),
  /** An image kept on receipt. */
  mediaUrl: z.string().nullable(),
  time: z.string(),
  sentDate: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  readDate: z.string().nullable(),
  status: z.enum(TICK_STATUSES).nullable(),
  /** Meta's error for a failed message (JSON text: code, title, message, details). */
  error: z.string().nullable(),
  from: z.string(),
  to: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The phone of a chat in a path: digits only. */
export const chatPhoneParams = z.object({
  phone: z.string().regex(/^\d{6,20}$/, 'A chat is named by its number, digits only'),
});

export const chatsQuery = z
  .object({
    type: z.enum(CHAT_TYPES),
    Search: z.string().trim().max(100).optional(),
    PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type ChatsQuery = z.input<typeof chatsQuery>;

export const chatMessagesQuery = z
  .object({ PageNumber: z.coerce.number().int().min(1).max(100_000).default(1) })
  .strict();

/** A reply (spec 03 §5.7): sent as typed; an empty one or one over the Cloud API's limit is refused. */
export const chatReplySchema = z.object({
  body: z
    .string()
    .refine((s) => s.trim().length > 0, INBOX_MESSAGES.replyRequired)
    .refine((s) => s.length <= INBOX_LIMITS.replyMax, INBOX_MESSAGES.replyTooLong),
});
export type ChatReply = z.input<typeof chatReplySchema>;

export const retryParams = chatPhoneParams.extend({ id: idParamSchema() });

/** The moment a reply window closes, or null when the contact never wrote. */
export function windowClosesAt(lastUserMessageDate: string | null): number | null {
  return lastUserMessageDate === null
    ? null
    : Date.parse(lastUserMessageDate) + INBOX_LIMITS.windowHours * 3_600_000;
}

/** Spec 03 §4: a reply is allowed while the contact's latest message is under 24 hours old. */
export const windowIsOpen = (lastUserMessageDate: string | null, now: Date): boolean => {
  const closes = windowClosesAt(lastUserMessageDate);
  return closes !== null && now.getTime() < closes;
};

import { z } from 'zod';

/**
 * A WhatsApp number (spec 02's connect form, spec 03 §2.1; issue 26 Account): one per phone
 * number id, shared by the owner's campaigns, templates, inbox and a bot deployed on it.
 */
export const ACCOUNT_MESSAGES = {
  businessIdRequired: 'Business Account Id is required',
  phoneNumberIdRequired: 'Phone Number Id is required',
  tokenRequired: 'Whatsapp Token is required',
  anotherOwner: 'This WhatsApp number is connected to another account',
  connected: 'WhatsApp number connected',
  updated: 'WhatsApp number updated',
  disconnected: 'WhatsApp number disconnected',
  callbackCopied: 'Callback URL copied to clipboard',
  verifyTokenCopied: 'Verify token copied to clipboard',
} as const;

/** Meta's throughput levels as messages a second (a number starts at 80; raised, up to 1,000). */
export const THROUGHPUT_PER_SECOND = { STANDARD: 80, HIGH: 1000 } as const;
export const DEFAULT_THROUGHPUT = THROUGHPUT_PER_SECOND.STANDARD;

/** The portfolio's 24-hour unique-recipient tiers; null is unlimited. */
export const MESSAGING_TIERS = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_2K: 2_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: null,
} as const satisfies Record<string, number | null>;
export type MessagingTier = keyof typeof MESSAGING_TIERS;
/** A number Meta has not placed yet sends to 250 people a day. */
export const DEFAULT_TIER: MessagingTier = 'TIER_250';

export function tierLimit(tier: string | null | undefined): number | null {
  return tier && tier in MESSAGING_TIERS
    ? MESSAGING_TIERS[tier as MessagingTier]
    : MESSAGING_TIERS[DEFAULT_TIER];
}

export function throughputOf(level: string | null | undefined): number {
  return level === 'HIGH' ? THROUGHPUT_PER_SECOND.HIGH : THROUGHPUT_PER_SECOND.STANDARD;
}

/** "2K recipients a day", "Unlimited". */
export function tierLabel(tier: string | null | undefined): string {
  const limit = tierLimit(tier);
  if (limit === null) return 'Unlimited';
  return `${limit >= 1000 ? `${limit / 1000}K` : limit} recipients a day`;
}

/** The fields spec 02's connect form has, plus the App Id (template media samples). */
export const accountFieldsSchema = z.object({
  businessId: z.string().trim().min(1, ACCOUNT_MESSAGES.businessIdRequired).max(64),
  phoneNumberId: z.string().trim().min(1, ACCOUNT_MESSAGES.phoneNumberIdRequired).max(64),
  waToken: z.string().trim().min(1, ACCOUNT_MESSAGES.tokenRequired).max(1024),
  /** Optional: the Meta app's secret, to check webhook signatures for this number; blank keeps the saved one. */
  appSecret: z.string().trim().max(256).optional(),
  /** Optional: the Meta app's id, for the media samples of templates. */
  appId: z.string().trim().max(64).regex(/^\d*$/, 'App Id is a number').optional(),
});
export type AccountForm = z.input<typeof accountFieldsSchema>;
export type AccountFields = z.output<typeof accountFieldsSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  businessId: z.string(),
  phoneNumberId: z.string(),
  displayPhoneNumber: z.string().nullable(),
  verifiedName: z.string().nullable(),
  qualityRating: z.string().nullable(),
  /** Messages a second. */
  throughput: z.number().int(),
  messagingLimit: z.string().nullable(),
  hasAppSecret: z.boolean(),
  appId: z.string().nullable(),
  /** The bot deployed on this number, if any. */
  botName: z.string().nullable(),
  callbackUrl: z.string(),
  verifyToken: z.string(),
  checkedDate: z.string().nullable(),
  createdDate: z.string(),
});
export type WhatsAppAccount = z.infer<typeof accountSchema>;

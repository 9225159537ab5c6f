import { z } from 'zod';
import { listQuery } from '../http/list';
import { accountFieldsSchema, accountSchema, type AccountFields } from './account';
import { campaignSchema } from './campaigns';

/**
 * The admin side of WhatsApp (issue 26: "the admin WhatsApp lists and the Update User WhatsApp
 * tabs"; "An Admin connects the platform's number the same way"): every user's campaigns and
 * numbers, and the platform's own number, which lives in the Settings card `whatsapp`.
 */

/** The manage lists sort by the owner's company or the created date (ManageList), newest first. */
export const adminCampaignsQuery = listQuery(['createdDate', 'companyName', 'name'] as const);
export const adminNumbersQuery = listQuery(['createdDate', 'companyName'] as const);

const owner = {
  userId: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
};

/** A campaign of any user, as admin/manage/whatsapp lists it. */
export const adminCampaignSchema = campaignSchema.extend(owner);
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** A connected number of any user, as admin/manage/whatsapp-numbers lists it: never a secret. */
export const adminNumberSchema = accountSchema
  .pick({
    id: true,
    phoneNumberId: true,
    displayPhoneNumber: true,
    verifiedName: true,
    qualityRating: true,
    throughput: true,
    messagingLimit: true,
    botName: true,
    createdDate: true,
  })
  .extend(owner);
export type AdminNumber = z.infer<typeof adminNumberSchema>;

/**
 * The connect form's fields and the Settings card's keys they are saved under. The card is the one
 * place the platform number lives (the OTP sender, reminders and form notices read it there).
 */
export const PLATFORM_CARD_KEYS = {
  businessId: 'businessAccountId',
  phoneNumberId: 'phoneNumberId',
  waToken: 'token',
  appSecret: 'appSecret',
  appId: 'appId',
} as const satisfies Record<keyof AccountFields, string>;
export type PlatformField = keyof typeof PLATFORM_CARD_KEYS;
export const PLATFORM_FIELDS = Object.keys(PLATFORM_CARD_KEYS) as PlatformField[];

export const PLATFORM_NUMBER_MESSAGES = {
  saved: 'Platform WhatsApp number saved',
} as const;

/**
 * The platform number's form as sent: a field the server's environment sets is left out (the
 * environment's value is used), so each is optional here; the server asks for the missing ones
 * with the connect form's messages.
 */
export const platformNumberFieldsSchema = accountFieldsSchema.partial();
export type PlatformNumberForm = z.input<typeof platformNumberFieldsSchema>;

/** The form's schema in the browser: the fields the environment sets are not asked for. */
export const platformFormSchema = (locked: readonly PlatformField[]) =>
  accountFieldsSchema.partial(
    Object.fromEntries(locked.map((k) => [k, true])) as Record<PlatformField, true>,
  );

/** What Meta says of the number now (GET /{phone-number-id}). */
export const numberStateSchema = z.object({
  displayPhoneNumber: z.string().nullable(),
  verifiedName: z.string().nullable(),
  qualityRating: z.string().nullable(),
  /** Messages a second. */
  throughput: z.number().int(),
  messagingLimit: z.string().nullable(),
});

/** admin/whatsapp-number: the platform's number as the Settings card holds it; secrets only as set or not. */
export const platformNumberSchema = z.object({
  /** The token and the phone number id are set: the platform can send. */
  connected: z.boolean(),
  businessId: z.string().nullable(),
  phoneNumberId: z.string().nullable(),
  appId: z.string().nullable(),
  hasToken: z.boolean(),
  hasAppSecret: z.boolean(),
  /** The environment variable that sets a field; such a field cannot be changed on the page. */
  environment: z.object(
    Object.fromEntries(PLATFORM_FIELDS.map((k) => [k, z.string().optional()])) as Record<
      PlatformField,
      z.ZodOptional<z.ZodString>
    >,
  ),
  /** Read from the Cloud API when the page asks; null when not connected or not readable. */
  state: numberStateSchema.nullable(),
  /** Why the state could not be read. */
  problem: z.string().nullable(),
  callbackUrl: z.string(),
  /** The platform's webhook verify token (the Settings card's), for Meta's app settings. */
  verifyToken: z.string().nullable(),
  updatedDate: z.string().nullable(),
});
export type PlatformNumber = z.infer<typeof platformNumberSchema>;

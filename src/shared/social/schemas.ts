import { z } from 'zod';
import { idParamSchema } from '../http/ids';
import { PLATFORM_IDS, SOCIAL_NETWORKS } from './platforms';

/**
 * Connected social accounts (spec 01 §2 Connected Accounts card, §3, §7; issue 13 Accounts): the
 * account lists and the sign-ins that fill them. Their endpoints are in ./contract.ts.
 */

/** Spec 01 §8: the words the account screens use (the post screens' POST_MESSAGES include them). */
export const SOCIAL_MESSAGES = {
  accountDeleted: 'Account Deleted',
  noAccounts: 'No accounts found',
  accountNotFound: 'This account is not connected',
  stateInvalid: 'This sign-in has expired or was already used. Please connect again.',
} as const;

export const ACCOUNT_STATUSES = ['Active', 'ReconnectNeeded'] as const;

/** A platform id of the table (a path parameter or a body field). */
export const platformIdSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PLATFORM_IDS as readonly number[]).includes(n), 'Unknown platform');

/** One entry of the spec's account lists (§3), with its status (issue 13). */
export const socialAccountSchema = z.object({
  id: z.number().int(),
  socialPlatformId: z.number().int(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  statusReason: z.string().nullable(),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

/** §3 Account lists, each entry also under the list's own display field. */
export const socialAccountsSchema = z.object({
  facebookPages: z.array(socialAccountSchema.extend({ pageName: z.string() })),
  instragramList: z.array(socialAccountSchema.extend({ userName: z.string() })),
  twitterList: z.array(socialAccountSchema.extend({ userName: z.string() })),
  linkedInList: z.array(socialAccountSchema.extend({ localizedName: z.string() })),
  googleLocationsList: z.array(socialAccountSchema.extend({ title: z.string() })),
  webAccount: z.array(socialAccountSchema),
  youTubeChannels: z.array(socialAccountSchema.extend({ channelName: z.string() })),
  /** Whether each network's app is set up in Settings (else Connect says which card to fill). */
  configured: z.record(z.string(), z.boolean()),
});
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

/** Start a sign-in: the server keeps state and PKCE verifier, the client opens `authUrl`. */
export const connectStartSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, 'Choose a network'),
  /** Desktop: the loopback address the main process listens on; browser: `/profile/{platform}`. */
  redirectUri: z.string().trim().url('Incorrect url format').max(500),
});
export const connectStartAnswerSchema = z.object({ authUrl: z.string(), state: z.string() });

/** The code the network's sign-in handed back, with the state it was started under. */
export const connectCodeSchema = z.object({
  code: z.string().trim().min(1, 'The sign-in gave no code').max(2000),
  state: z.string().trim().min(1, SOCIAL_MESSAGES.stateInvalid).max(200),
});
/** §7 FBPagesAndTokens: accessToken, userID, rememberMe, here carrying the code and its state. */
export const fbPagesAndTokensSchema = z.object({
  accessToken: z.string().trim().min(1, 'The sign-in gave no code').max(2000),
  userID: z.string().max(200).optional(),
  rememberMe: z.boolean().optional(),
  state: connectCodeSchema.shape.state,
});
/** §7 ConnectLinkedInAccount: accessToken (carrying the code) and redirect_uri. */
export const linkedInConnectSchema = z.object({
  accessToken: z.string().trim().min(1, 'The sign-in gave no code').max(2000),
  redirect_uri: z.string().max(500).optional(),
  state: connectCodeSchema.shape.state,
});
export const connectAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  accounts: z.number(),
});

export const accountsQuery = z.object({ id: idParamSchema().optional() });
export const accountParams = z.object({ id: idParamSchema(), platformId: platformIdSchema });

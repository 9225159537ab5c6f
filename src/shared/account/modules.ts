/** The apps (spec 00 section 6) and their module numbers, which gate them on the User role. */
export const MODULES = {
  post: 1,
  web: 2,
  bot: 3,
  card: 4,
  campaign: 5,
  whatsapp: 6,
} as const;

export type ModuleKey = keyof typeof MODULES;
export type ModuleNumber = (typeof MODULES)[ModuleKey];

export const MODULE_NAMES: Record<ModuleNumber, string> = {
  1: 'Post',
  2: 'Web',
  3: 'Bot',
  4: 'Card',
  5: 'Campaign',
  6: 'WhatsApp',
};

export const MODULE_NUMBERS = Object.values(MODULES) as ModuleNumber[];

/**
 * The apps' keys in module-number order (MODULES is written in that order): a package's and a plan
 * form's allowance columns. `APP_NUMBER[key]` is the app's module number.
 */
export const APP_KEYS = Object.keys(MODULES) as [ModuleKey, ...ModuleKey[]];
export type AppKey = ModuleKey;
export const APP_NUMBER: Readonly<Record<AppKey, ModuleNumber>> = MODULES;

export const ROLES = ['Admin', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** User verification status (spec 00 section 4): 1 pending, 2 verified. */
export const USER_STATUS = { pending: 1, verified: 2 } as const;

/** Session constants (spec 00 section 9). */
export const TOKEN_MINUTES = 1440;
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 5;
export const OTP_MAX_TRIES = 5;

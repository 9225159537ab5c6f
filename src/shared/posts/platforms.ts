/**
 * The places a post can go (spec 01 §3 "Social platforms and accounts"). The ids are the spec's and
 * travel in the API (`platformId`, `socialPlatformId`); the other reading of 5 and 7 that the spec
 * mentions is for icons only and is not used here.
 */

export const PLATFORM = {
  facebook: 1,
  instagram: 2,
  x: 3,
  linkedin: 4,
  web: 5,
  google: 6,
  youtube: 7,
} as const;

export type PlatformKey = keyof typeof PLATFORM;
export type PlatformId = (typeof PLATFORM)[PlatformKey];

export interface Platform {
  id: PlatformId;
  key: PlatformKey;
  /** What a user reads (badges, hidden-account reasons, filters). */
  name: string;
  /** The account list that carries this platform's accounts (spec 01 §3). */
  accountList: string;
}

/** In the order the screens show them: the order of the spec's account lists (§3). */
export const PLATFORMS: readonly Platform[] = [
  { id: 1, key: 'facebook', name: 'Facebook', accountList: 'facebookPages' },
  { id: 2, key: 'instagram', name: 'Instagram', accountList: 'instragramList' },
  { id: 3, key: 'x', name: 'X', accountList: 'twitterList' },
  { id: 4, key: 'linkedin', name: 'LinkedIn', accountList: 'linkedInList' },
  { id: 6, key: 'google', name: 'Google', accountList: 'googleLocationsList' },
  { id: 5, key: 'web', name: 'Web', accountList: 'webAccount' },
  { id: 7, key: 'youtube', name: 'YouTube', accountList: 'youTubeChannels' },
];

export const PLATFORM_IDS = PLATFORMS.map((p) => p.id);

export const isPlatformId = (value: unknown): value is PlatformId =>
  typeof value === 'number' && PLATFORM_IDS.includes(value as PlatformId);

/** The platform of an id; undefined for an id the spec does not name. */
export const platformOf = (id: number): Platform | undefined => PLATFORMS.find((p) => p.id === id);

/** A platform's name, or `Platform {id}` for an unknown id (an old row, a bad query). */
export const platformName = (id: number): string => platformOf(id)?.name ?? `Platform ${id}`;

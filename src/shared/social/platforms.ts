/**
 * The places a post can go (spec 01 §3 "Social platforms and accounts"), declared once (issue 21 §3):
 * the screens, the server's accounts and publisher, and the social providers all read this table.
 * The ids are the spec's and travel in the API (`platformId`, `socialPlatformId`); the other reading
 * of 5 and 7 that the spec mentions is for icons only and is not used here. WhatsApp and the Web app
 * join as more entries: an entry without `network` is one no social network publishes for.
 */

/** Each platform, in the order the screens show them: the order of the spec's account lists (§3). */
export const PLATFORM_TABLE = [
  {
    id: 1,
    key: 'facebook',
    name: 'Facebook',
    accountList: 'facebookPages',
    network: { fullName: 'Facebook', signIn: 'facebook', settings: 'facebook' },
  },
  {
    id: 2,
    key: 'instagram',
    name: 'Instagram',
    accountList: 'instragramList',
    // Instagram business accounts come with their Facebook pages, on the Facebook app.
    network: { fullName: 'Instagram', signIn: 'facebook', settings: 'facebook' },
  },
  {
    id: 3,
    key: 'x',
    name: 'X',
    accountList: 'twitterList',
    network: { fullName: 'X', signIn: 'x', settings: 'x' },
  },
  {
    id: 4,
    key: 'linkedin',
    name: 'LinkedIn',
    accountList: 'linkedInList',
    network: { fullName: 'LinkedIn', signIn: 'linkedin', settings: 'linkedin' },
  },
  {
    id: 6,
    key: 'google',
    name: 'Google',
    accountList: 'googleLocationsList',
    network: { fullName: 'Google Business Profile', signIn: 'google', settings: 'google' },
  },
  { id: 5, key: 'web', name: 'Web', accountList: 'webAccount', network: null },
  {
    id: 7,
    key: 'youtube',
    name: 'YouTube',
    accountList: 'youTubeChannels',
    // YouTube signs in on its own but shares the Google app (Settings → Google).
    network: { fullName: 'YouTube', signIn: 'youtube', settings: 'google' },
  },
] as const;

type Entry = (typeof PLATFORM_TABLE)[number];
export type PlatformKey = Entry['key'];
export type PlatformId = Entry['id'];
/** A platform a social network publishes for (the providers' `Network`): its key. */
export type Network = Extract<Entry, { network: object }>['key'];

/** The sign-ins of the Connect New Social Account panel (issue 13, Providers), in its order. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'google', 'youtube'] as const;
export type ConnectNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The Settings card that holds a network's app. */
export type SocialSettingsId = NonNullable<Entry['network']>['settings'];

export interface Platform {
  id: PlatformId;
  key: PlatformKey;
  /** What a user reads (badges, hidden-account reasons, filters). */
  name: string;
  /** The account list that carries this platform's accounts (spec 01 §3). */
  accountList: string;
  /** null for a platform no social network publishes for (Web). */
  network: {
    /** The name in the network's own messages and on its Settings card ("Google Business Profile"). */
    fullName: string;
    /** The sign-in that connects (and reconnects) its accounts. */
    signIn: ConnectNetwork;
    settings: SocialSettingsId;
  } | null;
}

export const PLATFORMS: readonly Platform[] = PLATFORM_TABLE;

/** Each platform's id by its key: `PLATFORM.x` is 3. */
export const PLATFORM = Object.fromEntries(PLATFORM_TABLE.map((p) => [p.key, p.id])) as {
  [E in Entry as E['key']]: E['id'];
};

export const PLATFORM_IDS = PLATFORMS.map((p) => p.id);

export const isPlatformId = (value: unknown): value is PlatformId =>
  typeof value === 'number' && PLATFORM_IDS.includes(value as PlatformId);

/** The platform of an id; undefined for an id the spec does not name. */
export const platformOf = (id: number): Platform | undefined => PLATFORMS.find((p) => p.id === id);

/** A platform's name, or `Platform {id}` for an unknown id (an old row, a bad query). */
export const platformName = (id: number): string => platformOf(id)?.name ?? `Platform ${id}`;

const networkEntry = (network: Network) => PLATFORMS.find((p) => p.key === network)!;

/** The network that publishes to a platform id; undefined for Web and unknown ids. */
export const networkOfPlatform = (id: number): Network | undefined =>
  platformOf(id)?.network ? (platformOf(id)!.key as Network) : undefined;

/** A network's platform id. */
export const platformIdOf = (network: Network): PlatformId => networkEntry(network).id;

/** A network's name in its own messages ("Google Business Profile"). */
export const networkName = (network: Network): string => networkEntry(network).network!.fullName;

/** The Settings card of a network's app (Facebook and Instagram, Google and YouTube share one). */
export const settingsCardOf = (network: Network): SocialSettingsId => networkEntry(network).network!.settings;

/** The sign-in that connects a platform's accounts; null for the website and unknown ids. */
export const signInOfPlatform = (id: number): ConnectNetwork | null =>
  platformOf(id)?.network?.signIn ?? null;

/** The networks whose accounts one sign-in brings (Facebook's pages bring their Instagram accounts). */
export const networksOfSignIn = (signIn: ConnectNetwork): Network[] =>
  PLATFORMS.filter((p) => p.network?.signIn === signIn).map((p) => p.key as Network);

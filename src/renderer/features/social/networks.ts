import {
  SOCIAL_NETWORKS,
  networkName,
  platformIdOf,
  signInOfPlatform,
  type ConnectNetwork,
} from '../../../shared/social/platforms';

/** What each sign-in brings, as the Connect panel says it; the names come from the platforms table. */
const PANEL: Record<ConnectNetwork, { label?: string; gives: string }> = {
  facebook: {
    label: 'Facebook & Instagram',
    gives: 'Your Facebook pages and the Instagram business accounts linked to them',
  },
  x: { gives: 'Your X account' },
  linkedin: { gives: 'Your LinkedIn profile and the pages you administer' },
  google: { gives: 'The locations of your Google Business Profile' },
  youtube: { gives: 'Your YouTube channels' },
};

/** The sign-ins of the Connect New Social Account panel (issue 13, Providers), in its order. */
export const NETWORKS: readonly {
  network: ConnectNetwork;
  label: string;
  platformId: number;
  gives: string;
}[] = SOCIAL_NETWORKS.map((network) => ({
  network,
  label: PANEL[network].label ?? networkName(network),
  platformId: platformIdOf(network),
  gives: PANEL[network].gives,
}));

/** The sign-in that connects (and reconnects) accounts of a platform; none for the website. */
export const networkOfPlatform = (platformId: number): ConnectNetwork | null => signInOfPlatform(platformId);

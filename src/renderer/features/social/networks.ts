import { PLATFORM } from '../../../shared/posts/platforms';
import type { ConnectNetwork } from '../../../shared/posts/schemas';

/** The sign-ins of the Connect New Social Account panel (issue 13, Providers), in its order. */
export const NETWORKS: readonly {
  network: ConnectNetwork;
  label: string;
  platformId: number;
  gives: string;
}[] = [
  {
    network: 'facebook',
    label: 'Facebook & Instagram',
    platformId: PLATFORM.facebook,
    gives: 'Your Facebook pages and the Instagram business accounts linked to them',
  },
  { network: 'x', label: 'X', platformId: PLATFORM.x, gives: 'Your X account' },
  {
    network: 'linkedin',
    label: 'LinkedIn',
    platformId: PLATFORM.linkedin,
    gives: 'Your LinkedIn profile and the pages you administer',
  },
  {
    network: 'google',
    label: 'Google Business Profile',
    platformId: PLATFORM.google,
    gives: 'The locations of your Google Business Profile',
  },
  { network: 'youtube', label: 'YouTube', platformId: PLATFORM.youtube, gives: 'Your YouTube channels' },
];

/** The sign-in that connects (and reconnects) accounts of a platform; none for the website. */
export function networkOfPlatform(platformId: number): ConnectNetwork | null {
  switch (platformId) {
    case PLATFORM.facebook:
    case PLATFORM.instagram:
      return 'facebook';
    case PLATFORM.x:
      return 'x';
    case PLATFORM.linkedin:
      return 'linkedin';
    case PLATFORM.google:
      return 'google';
    case PLATFORM.youtube:
      return 'youtube';
    default:
      return null;
  }
}

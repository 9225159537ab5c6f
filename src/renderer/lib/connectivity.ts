import { atom } from 'jotai';

/**
 * Whether answers come live from the server. Offline with `cachedAt` when the desktop gateway
 * serves the offline cache (the `connectivity` event or a stale answer); offline without it when
 * a browser cannot reach the server at all.
 */
export interface Connectivity {
  online: boolean;
  cachedAt?: string;
}

export const connectivityAtom = atom<Connectivity>({ online: true });

/** Set by the desktop `updates:ready` event: a downloaded update waits for a restart. */
export const updateReadyAtom = atom<{ version: string } | null>(null);

import { z } from 'zod';
import { serverSettingsSchema, type ServerSettings } from '../shared/desktop-contract';
import type { WindowState } from './window-state';

/**
 * The part of electron-store the desktop modules use. index.ts passes `new Store()`; tests pass a
 * Map-backed stand-in. Keys are top-level names without dots (electron-store reads dots as paths).
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});

const feedUrlSchema = z.url().refine((u) => /^https?:\/\//.test(u));

/**
 * Desktop settings: which server the app talks to (the embedded one unless a remote URL is set),
 * the window's last bounds, and the update feed. A value that no longer parses (hand-edited file,
 * older version) reads as the default instead of breaking start-up.
 */
export function createSettings(store: KeyValueStore, env: NodeJS.ProcessEnv = process.env) {
  return {
    /** BIZSUITE_SERVER_URL overrides the stored choice (kiosk installs, support sessions). */
    server(): ServerSettings {
      if (env.BIZSUITE_SERVER_URL) {
        const fromEnv = serverSettingsSchema.safeParse({ mode: 'remote', url: env.BIZSUITE_SERVER_URL });
        if (fromEnv.success) return fromEnv.data;
      }
      const stored = serverSettingsSchema.safeParse(store.get('server'));
      return stored.success ? stored.data : { mode: 'embedded' };
    },
    setServer(settings: ServerSettings): void {
      store.set('server', serverSettingsSchema.parse(settings));
    },
    windowState(): WindowState | undefined {
      const stored = windowStateSchema.safeParse(store.get('window'));
      return stored.success ? stored.data : undefined;
    },
    setWindowState(state: WindowState): void {
      store.set('window', windowStateSchema.parse(state));
    },
    /** The generic update feed: the stored one, else UPDATE_FEED_URL (set by whoever ships the build). */
    updateFeedUrl(): string | undefined {
      const stored = feedUrlSchema.safeParse(store.get('updateFeedUrl'));
      if (stored.success) return stored.data;
      const fromEnv = feedUrlSchema.safeParse(env.UPDATE_FEED_URL);
      return fromEnv.success ? fromEnv.data : undefined;
    },
    setUpdateFeedUrl(url: string | undefined): void {
      if (url === undefined) store.delete('updateFeedUrl');
      else store.set('updateFeedUrl', feedUrlSchema.parse(url));
    },
  };
}

export type DesktopSettings = ReturnType<typeof createSettings>;

import type { ServerSettings, ServerStatus } from '../shared/desktop-contract';
import type { EmbeddedStatus } from './embedded-server';
import type { ServerTarget } from './gateway/api-gateway';

export const EMBEDDED_SERVER_ID = 'embedded';

interface EmbeddedLike {
  readonly status: EmbeddedStatus;
  start(): Promise<string>;
  stop(): Promise<void>;
  whenReady(): Promise<string | null>;
}

interface SettingsLike {
  server(): ServerSettings;
  setServer(settings: ServerSettings): void;
}

/** `https://crm.example.com/bizsuite/` → `https://crm.example.com/bizsuite`: API paths are appended. */
export const remoteBase = (url: string) => url.replace(/\/+$/, '');

/**
 * Which server the app talks to (issue: server mode embedded or a remote URL). The embedded one is
 * started on first use and stopped when the user switches to a remote server.
 */
export function createServerSelection({
  settings,
  embedded,
  readyTimeoutMs = 90_000,
}: {
  settings: SettingsLike;
  embedded: EmbeddedLike;
  readyTimeoutMs?: number;
}) {
  const ensureStarted = () => {
    if (embedded.status.state === 'stopped') void embedded.start().catch(() => {});
  };

  const status = (): ServerStatus => {
    const current = settings.server();
    if (current.mode === 'remote')
      return { settings: current, origin: remoteBase(current.url), state: 'remote' };
    const { state, origin, error } = embedded.status;
    return {
      settings: current,
      origin,
      state: state === 'ready' ? 'ready' : state === 'failed' ? 'failed' : 'starting',
      ...(error ? { error } : {}),
    };
  };

  return {
    status,

    /** Where the gateway sends a call; waits for the embedded server while it is starting. */
    async resolve(): Promise<ServerTarget> {
      const current = settings.server();
      if (current.mode === 'remote') {
        const base = remoteBase(current.url);
        return { id: base, origin: base };
      }
      ensureStarted();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const origin = await Promise.race([
        embedded.whenReady(),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), readyTimeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      return { id: EMBEDDED_SERVER_ID, origin };
    },

    /** Saves the choice and starts or stops the embedded server to match. */
    async apply(next: ServerSettings): Promise<ServerStatus> {
      settings.setServer(next);
      if (next.mode === 'remote') await embedded.stop();
      else ensureStarted();
      return status();
    },

    start(): void {
      if (settings.server().mode === 'embedded') ensureStarted();
    },
  };
}

export type ServerSelection = ReturnType<typeof createServerSelection>;

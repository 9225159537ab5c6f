import { z } from 'zod';
import { INSECURE_URL_MESSAGE, isSecureServerUrl } from './secure-url';
import type { DesktopChannel, DesktopEventName, BridgeName } from './desktop-channels';

export { bridgeName, desktopChannels, desktopEventNames } from './desktop-channels';
export type { BridgeName, DesktopChannel, DesktopEventName } from './desktop-channels';

/**
 * The one IPC handler map between the renderer (through the preload's `window.desktop`) and the
 * desktop main process. Each entry: the zod schema of the payload main validates, and the answer
 * type. Channel names are the keys; nothing names a channel by a string literal elsewhere.
 */
const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export const transportRequestSchema = z.object({
  method: httpMethod,
  url: z.string().startsWith('/').max(8192),
  body: z.unknown().optional(),
  /** A multipart endpoint's files as bytes (IPC carries no Blob); the gateway sends them as form data. */
  files: z
    .array(
      z.object({
        field: z.string().max(100),
        name: z.string().max(255),
        type: z.string().max(200),
        data: z.instanceof(Uint8Array),
      }),
    )
    .max(10)
    .optional(),
  idempotencyKey: z.string().max(200).optional(),
  endpoint: z.string().max(100).optional(),
});

export const serverSettingsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('embedded') }),
  z.object({
    mode: z.literal('remote'),
    url: z.url().refine(isSecureServerUrl, INSECURE_URL_MESSAGE),
  }),
]);
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/**
 * Where the desktop's sign-in catcher may send the system browser (issue 13, RFC 8252): a network's
 * https sign-in page, or a loopback fake in tests; never another scheme or a `user:pass@` disguise.
 */
export const OAUTH_AUTH_URL_MESSAGE = 'The sign-in address must be an https:// address';
export function isOAuthAuthUrl(url: string): boolean {
  if (!isSecureServerUrl(url)) return false;
  const parsed = new URL(url);
  return !parsed.username && !parsed.password;
}

const fileFilter = z.object({ name: z.string().max(100), extensions: z.array(z.string().max(10)).max(10) });

export const desktopInvoke = {
  /** An API call through the gateway (token, time-outs, offline cache, outbox). */
  'api:request': transportRequestSchema,
  /** Who is signed in on the current server, from the vault (survives restarts). */
  'session:get': z.undefined(),
  /** Forget the token and this user's offline cache and outbox. */
  'session:signOut': z.undefined(),
  'server:getSettings': z.undefined(),
  'server:setSettings': serverSettingsSchema,
  /** Outbox entries that the server refused on replay (conflicts shown to the user). */
  'outbox:conflicts': z.undefined(),
  'outbox:dismissConflict': z.object({ id: z.number().int() }),
  'dialog:openExcel': z.undefined(),
  'dialog:saveFile': z.object({
    suggestedName: z.string().min(1).max(255),
    bytes: z.instanceof(Uint8Array),
    filters: z.array(fileFilter).max(5).optional(),
  }),
  'dialog:openImage': z.undefined(),
  'shell:openExternal': z.object({ url: z.string().max(4096) }),
  /** Starts (or reuses) the loopback listener the networks redirect to; answers its redirect URI. */
  'oauth:listen': z.undefined(),
  /** Opens the network's sign-in page in the system browser and waits for its redirect. */
  'oauth:wait': z.object({
    authUrl: z.string().max(8192).refine(isOAuthAuthUrl, OAUTH_AUTH_URL_MESSAGE),
  }),
  'updates:restart': z.undefined(),
  /** Main holds the inbox's event stream (issue 27) and sends its events as `inbox:event`; idempotent. */
  'inbox:open': z.undefined(),
  'inbox:close': z.undefined(),
  // `satisfies`: one schema for each name in desktop-channels.ts, and no schema without a name.
} as const satisfies Record<DesktopChannel, z.ZodType>;

export interface SessionInfo {
  signedIn: boolean;
  role?: 'Admin' | 'User';
  userName?: string;
  serverOrigin: string;
  /** How the token is kept: keychain, safeStorage, or memory (no safe store on this system). */
  vault: 'keychain' | 'safeStorage' | 'memory';
}

export interface ServerStatus {
  settings: ServerSettings;
  /** The origin API calls go to (the embedded server's loopback address, or the remote URL). */
  origin: string | null;
  state: 'starting' | 'ready' | 'failed' | 'remote';
  error?: string;
}

export interface OutboxConflict {
  id: number;
  method: string;
  url: string;
  status: number;
  message: string;
  createdAt: string;
}

/**
 * `error`: the chosen file cannot be read (an old .xls workbook, not a spreadsheet, too large); the
 * message is written for the user.
 */
export type OpenExcelResult =
  | { cancelled: true }
  | {
      cancelled: false;
      fileName: string;
      headers: string[];
      rows: Record<string, string | number | boolean | null>[];
      /** Each row's number in the sheet (blank rows are skipped). */
      rowNumbers: number[];
    }
  | { cancelled: false; error: string };
/** The redirect the browser brought back, or why there is none (written for the user). */
export type OAuthWaitResult = { code: string; state: string } | { error: string };

export type SaveFileResult = { cancelled: true } | { cancelled: false; path: string };
export type OpenImageResult =
  | { cancelled: true }
  | { cancelled: false; fileName: string; mimeType: string; bytes: Uint8Array }
  | { cancelled: false; error: string };

/** The answer type of each channel. */
export interface DesktopResults {
  'api:request': import('./http/transport').TransportResponse;
  'session:get': SessionInfo;
  'session:signOut': void;
  'server:getSettings': ServerStatus;
  'server:setSettings': ServerStatus;
  'outbox:conflicts': OutboxConflict[];
  'outbox:dismissConflict': void;
  'dialog:openExcel': OpenExcelResult;
  'dialog:saveFile': SaveFileResult;
  'dialog:openImage': OpenImageResult;
  'shell:openExternal': void;
  'oauth:listen': { redirectUri: string };
  'oauth:wait': OAuthWaitResult;
  'updates:restart': void;
  'inbox:open': void;
  'inbox:close': void;
}

export type DesktopPayload<C extends DesktopChannel> = z.input<(typeof desktopInvoke)[C]>;

/** Events main sends to the renderer. */
export interface DesktopEvents {
  /** The gateway could not reach the server (answers come from the cache) or reached it again. */
  connectivity: { online: boolean; cachedAt?: string };
  'outbox:changed': { pending: number; conflicts: number };
  'updates:ready': { version: string };
  'server:status': ServerStatus;
  /** An event of the inbox's stream, checked by main against the shared schema. */
  'inbox:event': import('./inbox/events').InboxStreamEvent;
  'inbox:state': { state: import('./inbox/stream-client').InboxStreamState };
}
// DesktopEvents and the names in desktop-channels.ts must be the same set.
const _sameEventNames: [
  Exclude<keyof DesktopEvents, DesktopEventName> | Exclude<DesktopEventName, keyof DesktopEvents>,
] extends [never]
  ? true
  : never = true;

/** `window.desktop`, exposed by the preload: named functions only, typed from the map above. */
export type DesktopBridge = {
  [C in DesktopChannel as BridgeName<C>]: (
    ...payload: DesktopPayload<C> extends undefined ? [] : [DesktopPayload<C>]
  ) => Promise<DesktopResults[C]>;
} & {
  on<E extends DesktopEventName>(event: E, listener: (payload: DesktopEvents[E]) => void): () => void;
  platform: string;
};

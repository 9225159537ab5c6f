import type { SessionInfo } from '../shared/desktop-contract';
import type { KeyValueStore } from './settings';

/**
 * The token vault (ARCHITECTURE.md, Desktop): the OS keychain through keytar when it loads and
 * answers; otherwise Electron safeStorage ciphertext in electron-store; where safeStorage would only
 * obfuscate (Linux without a secret service: backend `basic_text`) the token stays in memory and
 * the session ends with the app. Never plaintext on disk.
 *
 * Tokens are keyed by server and user. Who is signed in on each server (not a secret) is kept
 * beside them so that a restart finds the session again.
 */

export type VaultKind = SessionInfo['vault'];

export const KEYCHAIN_SERVICE = 'BizSuite';

export interface SessionUser {
  /** The user id the server put in the token (`sub`); the user name when the token is not a JWT. */
  id: string;
  userName: string;
  role: 'Admin' | 'User';
  expiresAt?: string;
}

/** keytar's API, as the vault uses it. */
export interface Keychain {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Electron's safeStorage, async API only (the sync one is deprecated). */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }>;
  /** Linux only: which password store backs the key; `basic_text` means a hard-coded key. */
  getSelectedStorageBackend?(): string;
}

/** Where the secrets themselves go. */
interface SecretBackend {
  kind: VaultKind;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
}

export interface TokenVault {
  readonly kind: VaultKind;
  /** Keeps the token of a user who just signed in and makes them the server's current user. */
  save(serverId: string, user: SessionUser, token: string): Promise<void>;
  /** The server's signed-in user and their token, or null (never signed in, signed out, expired, or lost with memory). */
  current(serverId: string): Promise<{ user: SessionUser; token: string } | null>;
  /** The token of one user (outbox replay for the user who made the edits). */
  tokenFor(serverId: string, userId: string): Promise<string | null>;
  /** Sign out: the token and the pointer go. */
  remove(serverId: string, userId: string): Promise<void>;
}

const SESSIONS_KEY = 'sessions';
const CIPHERTEXT_KEY = 'tokens';

const accountName = (serverId: string, userId: string) => `${serverId} ${userId}`;

export function keychainBackend(keychain: Keychain, service = KEYCHAIN_SERVICE): SecretBackend {
  return {
    kind: 'keychain',
    get: (account) => keychain.getPassword(service, account),
    set: (account, secret) => keychain.setPassword(service, account, secret),
    delete: async (account) => void (await keychain.deletePassword(service, account)),
  };
}

export function safeStorageBackend(safeStorage: SafeStorageLike, store: KeyValueStore): SecretBackend {
  const all = (): Record<string, string> => {
    const value = store.get(CIPHERTEXT_KEY);
    return value && typeof value === 'object' ? { ...(value as Record<string, string>) } : {};
  };
  const write = (account: string, base64: string | undefined) => {
    const next = all();
    if (base64 === undefined) delete next[account];
    else next[account] = base64;
    store.set(CIPHERTEXT_KEY, next);
  };
  const encrypt = async (secret: string) => (await safeStorage.encryptStringAsync(secret)).toString('base64');
  return {
    kind: 'safeStorage',
    async get(account) {
      const base64 = all()[account];
      if (!base64) return null;
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(
          Buffer.from(base64, 'base64'),
        );
        // The OS rotated the key: store the ciphertext under the new one.
        if (shouldReEncrypt) write(account, await encrypt(result));
        return result;
      } catch {
        // Encrypted under a key this machine no longer has (profile copied, keyring reset).
        write(account, undefined);
        return null;
      }
    },
    set: async (account, secret) => write(account, await encrypt(secret)),
    delete: async (account) => write(account, undefined),
  };
}

export function memoryBackend(): SecretBackend {
  const secrets = new Map<string, string>();
  return {
    kind: 'memory',
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => void secrets.set(account, secret),
    delete: async (account) => void secrets.delete(account),
  };
}

/** A vault over one backend; `store` keeps the (non-secret) pointer to each server's current user. */
export function createVault(
  backend: SecretBackend,
  store: KeyValueStore,
  now: () => Date = () => new Date(),
): TokenVault {
  const pointers = (): Record<string, SessionUser> => {
    const value = store.get(SESSIONS_KEY);
    return value && typeof value === 'object' ? { ...(value as Record<string, SessionUser>) } : {};
  };
  const setPointer = (serverId: string, user: SessionUser | undefined) => {
    const next = pointers();
    if (user) next[serverId] = user;
    else delete next[serverId];
    store.set(SESSIONS_KEY, next);
  };

  const vault: TokenVault = {
    kind: backend.kind,
    async save(serverId, user, token) {
      await backend.set(accountName(serverId, user.id), token);
      setPointer(serverId, user);
    },
    async current(serverId) {
      const user = pointers()[serverId];
      if (!user) return null;
      if (user.expiresAt && Date.parse(user.expiresAt) <= now().getTime()) {
        await vault.remove(serverId, user.id);
        return null;
      }
      const token = await backend.get(accountName(serverId, user.id));
      if (!token) {
        setPointer(serverId, undefined);
        return null;
      }
      return { user, token };
    },
    tokenFor: (serverId, userId) => backend.get(accountName(serverId, userId)),
    async remove(serverId, userId) {
      await backend.delete(accountName(serverId, userId));
      if (pointers()[serverId]?.id === userId) setPointer(serverId, undefined);
    },
  };
  return vault;
}

export interface OpenVaultOptions {
  /** Loads keytar; resolves null or rejects when the native module is missing or broken. */
  loadKeychain: () => Promise<Keychain | null>;
  safeStorage?: SafeStorageLike;
  store: KeyValueStore;
  platform: NodeJS.Platform;
  /** How long the keychain may take to answer the probe (a locked or absent secret service can hang). */
  probeTimeoutMs?: number;
  log?: (message: string) => void;
}

/** Picks the safest backend that works on this machine, in the order ARCHITECTURE.md gives. */
export async function openVault(options: OpenVaultOptions): Promise<TokenVault> {
  const log = options.log ?? (() => {});
  const keychain = await options.loadKeychain().catch((err: unknown) => {
    log(`keytar did not load: ${String(err)}`);
    return null;
  });
  if (keychain && (await keychainAnswers(keychain, options.probeTimeoutMs ?? 5000, log))) {
    return createVault(keychainBackend(keychain), options.store);
  }
  const safeStorage = options.safeStorage;
  if (safeStorage && (await safeStorageIsSafe(safeStorage, options.platform, log))) {
    return createVault(safeStorageBackend(safeStorage, options.store), options.store);
  }
  log('No keychain and no safe storage: the session token is kept in memory until the app quits');
  return createVault(memoryBackend(), options.store);
}

async function keychainAnswers(
  keychain: Keychain,
  timeoutMs: number,
  log: (m: string) => void,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      keychain.getPassword(KEYCHAIN_SERVICE, 'probe'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return true;
  } catch (err) {
    log(`The keychain does not answer: ${String(err)}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function safeStorageIsSafe(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
  log: (m: string) => void,
) {
  try {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
  } catch (err) {
    log(`safeStorage is not available: ${String(err)}`);
    return false;
  }
  // On Linux without a secret service Chromium encrypts with a fixed key: as good as plaintext.
  return !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
}

/**
 * Who a login answer signs in: the token's `sub` (the user id) identifies them; the rest comes from
 * the answer. The token is not verified here, only read: the server verifies it on every call.
 */
export function sessionUserFrom(data: {
  token: string;
  userName?: unknown;
  role?: unknown;
  expiresAt?: unknown;
}): SessionUser {
  const userName = typeof data.userName === 'string' ? data.userName : '';
  return {
    id: tokenSubject(data.token) ?? `name:${userName}`,
    userName,
    role: data.role === 'Admin' ? 'Admin' : 'User',
    ...(typeof data.expiresAt === 'string' ? { expiresAt: data.expiresAt } : {}),
  };
}

function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : null;
  } catch {
    return null;
  }
}

import type { KeyValueStore } from '../../src/main/settings';
import type { Keychain, SafeStorageLike } from '../../src/main/vault';

/**
 * Stand-ins for the OS services main receives as parameters (keychain, safeStorage). They are
 * outside our code, like the loopback fakes of other outside services.
 */

/** An in-memory keychain with keytar's API. `failWith` makes every call reject (no secret service). */
export function keychainStandIn(failWith?: string) {
  const entries = new Map<string, string>();
  const key = (service: string, account: string) => `${service}\u0000${account}`;
  const guard = () => {
    if (failWith) throw new Error(failWith);
  };
  const keychain: Keychain = {
    async getPassword(service, account) {
      guard();
      return entries.get(key(service, account)) ?? null;
    },
    async setPassword(service, account, password) {
      guard();
      entries.set(key(service, account), password);
    },
    async deletePassword(service, account) {
      guard();
      return entries.delete(key(service, account));
    },
  };
  return { keychain, entries };
}

/**
 * safeStorage with a reversible toy cipher (the real one is the OS's). `backend` is what
 * getSelectedStorageBackend answers on Linux.
 */
export function safeStorageStandIn(
  options: { available?: boolean; backend?: string; rotate?: boolean } = {},
) {
  let encryptions = 0;
  const flip = (bytes: Uint8Array) => Buffer.from(bytes.map((b) => b ^ 0x5a));
  const safeStorage: SafeStorageLike = {
    isAsyncEncryptionAvailable: async () => options.available ?? true,
    async encryptStringAsync(plainText) {
      encryptions += 1;
      return Buffer.concat([Buffer.from('v10'), flip(Buffer.from(plainText, 'utf8'))]);
    },
    async decryptStringAsync(encrypted) {
      if (encrypted.subarray(0, 3).toString() !== 'v10') throw new Error('bad ciphertext');
      return {
        result: flip(encrypted.subarray(3)).toString('utf8'),
        shouldReEncrypt: options.rotate ?? false,
      };
    },
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
  };
  return { safeStorage, encryptions: () => encryptions };
}

/** A token shaped like the server's (a JWT whose `sub` is the user id). */
export function fakeJwt(sub: string | number, extra: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: String(sub), ...extra })}.signature`;
}

/** electron-store as the modules see it, in memory (values are copied, as the JSON file would). */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => structuredClone(values.get(key)),
    set: (key, value) => void values.set(key, structuredClone(value)),
    delete: (key) => void values.delete(key),
  };
}

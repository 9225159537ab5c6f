import { describe, expect, it } from 'vitest';
import {
  KEYCHAIN_SERVICE,
  openVault,
  sessionUserFrom,
  type Keychain,
  type SessionUser,
} from '../../src/main/vault';
import { fakeJwt, keychainStandIn, memoryStore, safeStorageStandIn } from './stand-ins';

const admin: SessionUser = {
  id: '1',
  userName: 'Admin',
  role: 'Admin',
  expiresAt: '2999-01-01T00:00:00.000Z',
};
const shop: SessionUser = { id: '2', userName: 'Shop', role: 'User', expiresAt: '2999-01-01T00:00:00.000Z' };
const noKeytar = async (): Promise<Keychain | null> => {
  throw new Error('Cannot find module keytar');
};

describe('token vault', () => {
  it('uses the keychain when keytar loads and answers; a restart finds the session again', async () => {
    const { keychain, entries } = keychainStandIn();
    const store = memoryStore();
    const options = { loadKeychain: async () => keychain, store, platform: 'linux' as const };
    const vault = await openVault(options);
    expect(vault.kind).toBe('keychain');

    await vault.save('embedded', admin, 'token-a');
    expect([...entries.values()]).toEqual(['token-a']);
    // The store keeps who is signed in, never the token.
    expect(JSON.stringify(store.get('sessions'))).not.toContain('token-a');

    const afterRestart = await openVault(options);
    expect(await afterRestart.current('embedded')).toEqual({ user: admin, token: 'token-a' });
  });

  it('keys tokens by server and user, and Sign Out deletes only that one', async () => {
    const { keychain, entries } = keychainStandIn();
    const vault = await openVault({
      loadKeychain: async () => keychain,
      store: memoryStore(),
      platform: 'darwin',
    });
    await vault.save('https://a.example.com', admin, 'a-admin');
    await vault.save('https://b.example.com', admin, 'b-admin');
    await vault.save('https://a.example.com', shop, 'a-shop');

    expect((await vault.current('https://a.example.com'))?.token).toBe('a-shop');
    expect((await vault.current('https://b.example.com'))?.token).toBe('b-admin');
    expect(await vault.tokenFor('https://a.example.com', admin.id)).toBe('a-admin');

    await vault.remove('https://a.example.com', shop.id);
    expect(await vault.current('https://a.example.com')).toBeNull();
    expect(await vault.tokenFor('https://a.example.com', shop.id)).toBeNull();
    expect(await vault.tokenFor('https://a.example.com', admin.id)).toBe('a-admin');
    expect((await vault.current('https://b.example.com'))?.token).toBe('b-admin');
    expect(entries.size).toBe(2);
  });

  it('falls back to safeStorage ciphertext in the store when keytar is missing; never plaintext on disk', async () => {
    const store = memoryStore();
    const { safeStorage } = safeStorageStandIn();
    const options = { loadKeychain: noKeytar, safeStorage, store, platform: 'win32' as const };
    const vault = await openVault(options);
    expect(vault.kind).toBe('safeStorage');

    await vault.save('embedded', admin, 'secret-token');
    const stored = JSON.stringify(store.get('tokens'));
    expect(stored).not.toContain('secret-token');
    expect(Object.keys(store.get('tokens') as object)).toEqual(['embedded 1']);

    const afterRestart = await openVault(options);
    expect((await afterRestart.current('embedded'))?.token).toBe('secret-token');
    await afterRestart.remove('embedded', admin.id);
    expect(store.get('tokens')).toEqual({});
    expect(await afterRestart.current('embedded')).toBeNull();
  });

  it('falls back when keytar loads but the keychain does not answer (no secret service, or it hangs)', async () => {
    const { safeStorage } = safeStorageStandIn();
    const broken = keychainStandIn('Cannot autolaunch D-Bus without X11 $DISPLAY').keychain;
    const refused = await openVault({
      loadKeychain: async () => broken,
      safeStorage,
      store: memoryStore(),
      platform: 'linux',
    });
    expect(refused.kind).toBe('safeStorage');

    const hanging: Keychain = { ...broken, getPassword: () => new Promise(() => {}) };
    const slow = await openVault({
      loadKeychain: async () => hanging,
      safeStorage,
      store: memoryStore(),
      platform: 'linux',
      probeTimeoutMs: 50,
    });
    expect(slow.kind).toBe('safeStorage');
  });

  it("keeps the token in memory where safeStorage would be plaintext (Linux 'basic_text'), and says so", async () => {
    const store = memoryStore();
    const { safeStorage, encryptions } = safeStorageStandIn({ backend: 'basic_text' });
    const options = { loadKeychain: noKeytar, safeStorage, store, platform: 'linux' as const };
    const vault = await openVault(options);
    expect(vault.kind).toBe('memory');

    await vault.save('embedded', admin, 'in-memory-token');
    expect((await vault.current('embedded'))?.token).toBe('in-memory-token');
    expect(encryptions()).toBe(0);
    expect(JSON.stringify([store.get('tokens'), store.get('sessions')])).not.toContain('in-memory-token');

    // The session ends with the app.
    const afterRestart = await openVault(options);
    expect(await afterRestart.current('embedded')).toBeNull();

    // The same backend name means nothing outside Linux.
    const mac = await openVault({ ...options, store: memoryStore(), platform: 'darwin' });
    expect(mac.kind).toBe('safeStorage');
  });

  it('keeps the token in memory when neither keytar nor safeStorage is available', async () => {
    const { safeStorage } = safeStorageStandIn({ available: false });
    const vault = await openVault({
      loadKeychain: async () => null,
      safeStorage,
      store: memoryStore(),
      platform: 'linux',
    });
    expect(vault.kind).toBe('memory');
  });

  it('re-encrypts when the OS rotated its key, and forgets ciphertext it can no longer read', async () => {
    const store = memoryStore();
    const rotating = safeStorageStandIn({ rotate: true });
    const vault = await openVault({
      loadKeychain: noKeytar,
      safeStorage: rotating.safeStorage,
      store,
      platform: 'win32',
    });
    await vault.save('embedded', admin, 'tok');
    expect(rotating.encryptions()).toBe(1);
    expect((await vault.current('embedded'))?.token).toBe('tok');
    expect(rotating.encryptions()).toBe(2);

    store.set('tokens', { 'embedded 1': Buffer.from('garbage').toString('base64') });
    expect(await vault.current('embedded')).toBeNull();
    expect(store.get('tokens')).toEqual({});
  });

  it('treats an expired session as signed out', async () => {
    const { keychain, entries } = keychainStandIn();
    const vault = await openVault({
      loadKeychain: async () => keychain,
      store: memoryStore(),
      platform: 'linux',
    });
    await vault.save('embedded', { ...admin, expiresAt: '2000-01-01T00:00:00.000Z' }, 'old');
    expect(await vault.current('embedded')).toBeNull();
    expect(entries.size).toBe(0);
  });

  it("identifies the user by the token's subject", () => {
    const user = sessionUserFrom({
      token: fakeJwt(42),
      userName: 'Asha',
      role: 'User',
      expiresAt: '2999-01-01T00:00:00Z',
    });
    expect(user).toEqual({ id: '42', userName: 'Asha', role: 'User', expiresAt: '2999-01-01T00:00:00Z' });
    expect(sessionUserFrom({ token: 'opaque', userName: 'Asha', role: 'Admin' }).id).toBe('name:Asha');
  });
});

const realKeyring = process.env.KEYRING_TEST === '1';
describe('token vault against a real Secret Service', () => {
  (realKeyring ? it : it.skip)(
    realKeyring
      ? 'stores, finds and deletes the token in the OS keychain through keytar'
      : 'skipped: needs a real Secret Service (KEYRING_TEST=1 under dbus-run-session with gnome-keyring unlocked)',
    async () => {
      const keytar = (await import('keytar')) as unknown as Keychain & { default?: Keychain };
      const real = keytar.default ?? keytar;
      const vault = await openVault({
        loadKeychain: async () => real,
        store: memoryStore(),
        platform: process.platform,
      });
      expect(vault.kind).toBe('keychain');

      const server = `https://keyring-test-${process.pid}.example.com`;
      await vault.save(server, admin, 'real-keychain-token');
      expect(await real.getPassword(KEYCHAIN_SERVICE, `${server} ${admin.id}`)).toBe('real-keychain-token');
      expect((await vault.current(server))?.token).toBe('real-keychain-token');

      await vault.remove(server, admin.id);
      expect(await real.getPassword(KEYCHAIN_SERVICE, `${server} ${admin.id}`)).toBeNull();
    },
  );
});

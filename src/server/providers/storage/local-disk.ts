import fs from 'node:fs/promises';
import path from 'node:path';
import { expiresAfter, localSignature } from './signature';
import { assertKey, KEY_PATTERN, type Storage, type StoredObject } from './storage';

/**
 * Files on the server's disk under DATA_DIR/files (the default). Signed addresses are platform URLs
 * carrying an HMAC of the key, the expiry and (for upload forms) the content type and largest size, checked by
 * `verifyLocalSignature` in the files routes; the key comes from the signing secret, which every
 * instance shares. Expiries are counted from `now`, the server's clock.
 *
 * `publicBaseUrl` may be read at each call: a server started on port 0 learns its address only once
 * it listens, after the storage was made (src/server/main.ts).
 */
export function localDiskStorage(
  dataDir: string,
  signingKey: Uint8Array,
  publicBaseUrl: string | (() => string),
  now: () => Date,
): Storage {
  const base = () => (typeof publicBaseUrl === 'function' ? publicBaseUrl() : publicBaseUrl);
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  const typeFile = (file: string) => `${file}.type`;

  return {
    driver: 'local',
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(typeFile(file), contentType);
      await fs.writeFile(file, bytes);
    },
    async putFile(key, from, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(typeFile(file), contentType);
      await fs.copyFile(from, file);
    },
    async get(key): Promise<StoredObject | null> {
      if (!KEY_PATTERN.test(key)) return null;
      const file = fileOf(key);
      const bytes = await fs.readFile(file).catch(() => null);
      if (!bytes) return null;
      const contentType = await fs.readFile(typeFile(file), 'utf8').catch(() => 'application/octet-stream');
      return { bytes, contentType };
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(typeFile(file), { force: true });
    },
    async signedUrl(key, expiresInSeconds) {
      assertKey(key);
      const expires = expiresAfter(now(), expiresInSeconds);
      const sig = localSignature(signingKey, ['get', key, expires]);
      return `${base()}/files/${key}?expires=${expires}&sig=${sig}`;
    },
    async presignedUpload(key, contentType, maxBytes, expiresInSeconds) {
      assertKey(key);
      const expires = expiresAfter(now(), expiresInSeconds);
      const sig = localSignature(signingKey, ['post', key, contentType, maxBytes, expires]);
      return {
        url: `${base()}/files/upload`,
        fields: { key, 'Content-Type': contentType, expires: String(expires), max: String(maxBytes), sig },
      };
    },
  };
}

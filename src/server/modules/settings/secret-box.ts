import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (issue 9 §1): AES-256-GCM with a fresh 12-byte nonce per value; the integration
 * and field are the additional data, so a ciphertext copied onto another field does not open.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** The plaintext, or null when the value was sealed with another key or altered. */
  open(sealed: string, context: string): string | null;
}

const KEY_FILE = 'secrets-key';
const PREFIX = 'v1';

/**
 * The 32-byte key: SECRETS_KEY of any length stretched with HKDF-SHA-256, else random bytes
 * generated once into DATA_DIR/secrets-key (mode 0600). Several server instances must share
 * SECRETS_KEY (or the file), or each reads the others' secrets as unset.
 */
export function loadSecretsKey(dataDir: string, fromEnv?: string): Buffer {
  const material = fromEnv ? Buffer.from(fromEnv, 'utf8') : keyFileMaterial(dataDir);
  return Buffer.from(crypto.hkdfSync('sha256', material, 'bizsuite-settings', 'aes-256-gcm settings v1', 32));
}

function keyFileMaterial(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  const read = () => {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    // An emptied or truncated key file would seal secrets with a guessable key (issue 10): refuse it.
    if (key.length < 32)
      throw new Error(
        `${file} is empty or shorter than 32 bytes: restore it, or delete it and enter the saved secrets again`,
      );
    return key;
  };
  if (fs.existsSync(file)) return read();
  const fresh = crypto.randomBytes(32);
  try {
    fs.writeFileSync(file, fresh.toString('base64'), { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw err;
  }
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce, { authTagLength: 16 });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [PREFIX, nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== PREFIX) return null;
      try {
        const [nonce, tag, body] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: 16 });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

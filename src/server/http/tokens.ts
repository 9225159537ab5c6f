import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { Role } from '../../shared/account/modules';

export interface TokenClaims {
  sub: string;
  jti: string;
  role: Role;
}

/**
 * The signing secret: JWT_SECRET when set, else a random one generated on first start and kept
 * in the data folder so that tokens survive a restart.
 */
export function loadSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    // An emptied or truncated file would sign tokens anyone could forge: refuse it, loudly.
    if (stored.length < 32)
      throw new Error(
        `${file} is empty or shorter than 32 bytes: restore it, or delete it to sign everyone out and make a new one`,
      );
    return stored;
  }
  const secret = crypto.randomBytes(48);
  fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
  return secret;
}

export class TokenSigner {
  /** `now`: the server's clock (AppContext.clock), which decides when a token has expired. */
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Date,
  ) {}

  /** A keyed hash (for one-time codes kept in the database). */
  hmac(text: string): string {
    return crypto.createHmac('sha256', this.secret).update(text).digest('hex');
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(Math.floor(this.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /**
   * The claims of a valid, unexpired HS256 token, or null. Verified synchronously with node:crypto
   * rather than jose's WebCrypto path: it runs on every request and was a third of Account/Me's
   * cost in the benchmark. Only HS256 is accepted, so no algorithm confusion is possible.
   */
  verify(token: string): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts;
    const expected = crypto.createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    try {
      const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
      if (head.alg !== 'HS256') return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.now().getTime()) return null;
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
      return { sub: claims.sub, jti: claims.jti, role: claims.role as Role };
    } catch {
      return null;
    }
  }
}

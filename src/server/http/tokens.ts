import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
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
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    const secret = crypto.randomBytes(48);
    fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export class TokenSigner {
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      return { sub: payload.sub, jti: payload.jti, role: payload.role as Role };
    } catch {
      return null;
    }
  }
}

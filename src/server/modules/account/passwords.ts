import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for interactive logins.
export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both failures take the same time. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hash('not-a-real-password'));

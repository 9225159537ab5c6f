import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import type { Storage } from './storage';

/** The File storage card's values (src/shared/settings registry). */
export interface StorageSettings {
  driver: 'local' | 's3';
  endpoint?: string;
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

export interface StorageEnv {
  dataDir: string;
  signingKey: Uint8Array;
  publicBaseUrl: string | (() => string);
  /** The server's clock: signed addresses expire counted from it. */
  now: () => Date;
}

/** The settings that are missing for S3, named as the File storage card names them. */
export function missingS3Settings(s: StorageSettings): string[] {
  const missing: string[] = [];
  if (!s.bucket) missing.push('Bucket');
  if (!s.accessKeyId) missing.push('Access key id');
  if (!s.secretAccessKey) missing.push('Secret access key');
  return missing;
}

export function storageFor(s: StorageSettings, env: StorageEnv): Storage {
  if (s.driver !== 's3') return localDiskStorage(env.dataDir, env.signingKey, env.publicBaseUrl, env.now);
  const missing = missingS3Settings(s);
  if (missing.length)
    throw new Error(
      `File storage is set to S3 but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
    );
  return s3Storage({
    endpoint: s.endpoint,
    bucket: s.bucket!,
    region: s.region,
    accessKeyId: s.accessKeyId!,
    secretAccessKey: s.secretAccessKey!,
    forcePathStyle: s.forcePathStyle,
  });
}

/**
 * The storage the current settings name, rebuilt only when they change, so an Admin's change on the
 * Settings page applies to the next upload without a restart.
 */
export function storageResolver(
  read: () => Promise<StorageSettings>,
  env: StorageEnv,
): () => Promise<Storage> {
  let cached: { fingerprint: string; storage: Storage } | null = null;
  return async () => {
    const settings = await read();
    const fingerprint = JSON.stringify(settings);
    if (cached?.fingerprint !== fingerprint) cached = { fingerprint, storage: storageFor(settings, env) };
    return cached.storage;
  };
}

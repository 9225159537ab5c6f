/**
 * File storage (issue 9 §2): every upload in the product goes through this interface, so the same
 * code runs on one machine (local disk, the default) and on several server instances sharing an
 * S3-compatible bucket.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * An upload address: a POST of multipart form data to `url` with `fields` first, in order, and the
 * file last as the part named `file` (the S3 POST form). What may be sent there (the key, the type,
 * the largest size, the expiry) is part of what is signed (issue 22).
 */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk, streamed (an upload the intake wrote to a temporary file). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A GET address that works without a session until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A POST form for one private object of this type and at most this size, valid until it expires.
   * The object stays private: an area that shows it copies it into a file of its own.
   */
  presignedUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedUpload>;
}

/** Object keys are ours (uuid + extension, optionally under a folder); anything else is refused. */
export const KEY_PATTERN = /^(?:[a-z0-9-]{1,40}\/)?[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
}

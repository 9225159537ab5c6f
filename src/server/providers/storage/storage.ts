/**
 * File storage (issue 9 §2): every upload in the product goes through this interface, so the same
 * code runs on one machine (local disk, the default) and on several server instances sharing an
 * S3-compatible bucket.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface PresignedUpload {
  /** Where the client sends `PUT` with the bytes. */
  url: string;
  /** Headers the client must send with it (the content type the signature is bound to). */
  headers: Record<string, string>;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A GET address that works without a session until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A PUT address for one object of this type and at most this size, valid until it expires.
   * `publicRead`: on S3 the object is written with the public-read ACL, which the client sends as the
   * `x-amz-acl` header (spec 02 §7); local disk files are made public when an area attaches them.
   */
  presignedUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
    options?: { publicRead?: boolean },
  ): Promise<PresignedUpload>;
}

/** Object keys are ours (uuid + extension, optionally under a folder); anything else is refused. */
export const KEY_PATTERN = /^(?:[a-z0-9-]{1,40}\/)?[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, KEY_PATTERN, type Storage } from './storage';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO, s3rver and most self-hosted servers need path-style addresses. */
  forcePathStyle?: boolean;
}

/** An S3-compatible bucket (AWS, MinIO, Cloudflare R2, Wasabi…) shared by every server instance. */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region || 'us-east-1',
    endpoint: settings.endpoint || undefined,
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Only checksum when the operation requires it: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from(await out.Body!.transformToByteArray());
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (
          err instanceof S3ServiceException &&
          (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
        )
          return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, expiresInSeconds) {
      assertKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },
    async presignedUpload(key, contentType, _maxBytes, expiresInSeconds, options) {
      assertKey(key);
      const acl = options?.publicRead ? ({ ACL: 'public-read' } as const) : {};
      // The size is checked when the upload is attached (a presigned PUT cannot bound it).
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ...acl }),
        {
          expiresIn: expiresInSeconds,
          signableHeaders: new Set(['content-type', ...(options?.publicRead ? ['x-amz-acl'] : [])]),
          // The ACL travels as a signed header (spec 02 §7: the PUT carries public-read), not in the query.
          unhoistableHeaders: new Set(options?.publicRead ? ['x-amz-acl'] : []),
        },
      );
      return {
        url,
        headers: {
          'Content-Type': contentType,
          ...(options?.publicRead ? { 'x-amz-acl': 'public-read' } : {}),
        },
      };
    },
  };
}

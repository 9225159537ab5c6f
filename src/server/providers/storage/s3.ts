import type { S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
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

/**
 * The AWS SDK, loaded when a bucket is first used: it was a twentieth of every server's start, and a
 * server on local disk (the desktop's) never needs it.
 */
const loadSdk = async () => {
  const [s3, post, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, ...post, ...presigner };
};
let sdkLoaded: ReturnType<typeof loadSdk> | undefined;

/** An S3-compatible bucket (AWS, MinIO, Cloudflare R2, Wasabi…) shared by every server instance. */
export function s3Storage(settings: S3Settings): Storage {
  let made: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | undefined;
  const connect = () =>
    (made ??= (sdkLoaded ??= loadSdk()).then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region || 'us-east-1',
        endpoint: settings.endpoint || undefined,
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Only checksum when the operation requires it: S3-compatible servers differ in what they accept.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;

  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async putFile(key, file, contentType) {
      assertKey(key);
      const { size } = await fs.promises.stat(file);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from(await out.Body!.transformToByteArray());
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (
          err instanceof sdk.S3ServiceException &&
          (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
        )
          return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, expiresInSeconds) {
      assertKey(key);
      const { sdk, client } = await connect();
      return sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },
    async presignedUpload(key, contentType, maxBytes, expiresInSeconds) {
      assertKey(key);
      // A POST policy, not a PUT: the size range and the type are signed conditions S3 enforces
      // (issue 22). No ACL: the object stays private until an area copies it into a file of its own.
      const { sdk, client } = await connect();
      const post = await sdk.createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url: post.url, fields: post.fields };
    },
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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
    async putFile(key, file, contentType) {
      assertKey(key);
      const { size } = await fs.promises.stat(file);
      await client.send(
        new PutObjectCommand({
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
    async presignedUpload(key, contentType, maxBytes, expiresInSeconds) {
      assertKey(key);
      // A POST policy, not a PUT: the size range and the type are signed conditions S3 enforces
      // (issue 22). No ACL: the object stays private until an area copies it into a file of its own.
      const post = await createPresignedPost(client, {
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

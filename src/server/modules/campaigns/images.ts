import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  CAMPAIGN_IMAGE_TYPE,
  CAMPAIGN_MESSAGES as M,
  MAX_CAMPAIGN_IMAGE_BYTES,
  MAX_CAMPAIGN_IMAGE_PIXELS,
  PRESIGNED_UPLOAD_SECONDS,
  type campaignImageUploadSchema,
  type PresignedCampaignUpload,
} from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import { attemptLimits } from '../../http/attempt-limits';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import { filesService } from '../files/service';
import { jpegSize, type ImageSize } from '../../../shared/files/image-size';

type InlineImage = z.output<typeof campaignImageUploadSchema>;

/** Storage folder of presigned campaign image uploads (§7). */
export const UPLOAD_FOLDER = 'campaign-uploads';
/** Storage folder of the images visitors' pages compose for Send Whatsapp. */
export const VISIT_FOLDER = 'campaign-visits';
/** A presigned upload's `url` shows the image for this long (the editor's preview), as long as it is kept. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60_000;
/** Presigned uploads per user (like Files uploads: issue 10). */
const PRESIGN_RULES = [{ max: 60, windowMs: 10 * 60_000 }];

const UPLOAD_KEY = new RegExp(`(${UPLOAD_FOLDER}/[0-9a-f-]{36}\\.jpg)(?:[?#]|$)`);

/** An image a campaign keeps: a public stored file and its natural size. */
export interface StoredImage extends ImageSize {
  fileId: string;
}

/** Where an image field of a campaign form ends up. */
export type ImageChange = { kind: 'keep' } | { kind: 'none' } | { kind: 'new'; image: StoredImage };

/**
 * Campaign and banner images (issue 15): JPEG by their bytes with their natural size kept, stored
 * as the caller's files and made public (the public page shows them). They come inline in the form
 * or through a presigned upload (§7): a real presigned PUT with public-read on S3-compatible
 * storage, a signed single-use platform URL on local disk (10 minutes, bound to type and size).
 * Attaching an upload copies it into a file of its own, so each campaign owns its images and may
 * delete them; the upload itself goes with the hourly clean-up a day after it was handed out.
 */
export function campaignImages(ctx: AppContext) {
  const { db } = ctx;
  const files = filesService(ctx);
  const limits = attemptLimits(db, ctx.config.rateLimit, ctx.clock);

  /** The bytes' size when they are a JPEG a phone can draw, else 422 on `field`. */
  function checkedSize(field: string, bytes: Buffer): ImageSize {
    const size = jpegSize(bytes);
    if (!size) throw invalid({ [field]: M.imageType });
    if (bytes.length > MAX_CAMPAIGN_IMAGE_BYTES) throw invalid({ [field]: M.imageTooLarge });
    if (size.width * size.height > MAX_CAMPAIGN_IMAGE_PIXELS)
      throw invalid({ [field]: M.imageTooManyPixels });
    return size;
  }

  /** Stores checked bytes as the caller's file, made public; over the upload allowance, 422 on `field`. */
  async function store(
    caller: AuthUser,
    field: string,
    fileName: string,
    bytes: Buffer,
    size: ImageSize,
  ): Promise<StoredImage> {
    const stored = await files
      .upload(caller, { fileName, contentType: CAMPAIGN_IMAGE_TYPE, dataBase64: bytes.toString('base64') })
      .catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 422)
          throw invalid({ [field]: Object.values(err.errors ?? {})[0] ?? err.message });
        throw err;
      });
    await files.markPublic([stored.id], caller);
    return { fileId: stored.id, ...size };
  }

  /** The bytes of a presigned upload the caller was given, or 422 on `field`. */
  async function uploaded(caller: AuthUser, field: string, address: string): Promise<Buffer> {
    const key = UPLOAD_KEY.exec(address)?.[1];
    const row = key
      ? await db
          .selectFrom('campaign_uploads')
          .select(['key', 'max_bytes'])
          .where('key', '=', key)
          .where('user_id', '=', caller.id)
          .executeTakeFirst()
      : undefined;
    const object = row && (await (await ctx.storage()).get(row.key));
    if (!row || !object) throw invalid({ [field]: M.uploadNotFound });
    // S3 cannot bound a presigned PUT's size: it is checked here.
    if (object.bytes.length > row.max_bytes) throw invalid({ [field]: M.imageTooLarge });
    await db
      .updateTable('campaign_uploads')
      .set({ attached_at: ctx.clock.now().toISOString() })
      .where('key', '=', row.key)
      .execute();
    return object.bytes;
  }

  return {
    /** §7: GET with fileName and contentType → { url, uploadUrl } (and the headers the PUT must carry). */
    async presign(caller: AuthUser): Promise<PresignedCampaignUpload> {
      await limits.check('campaign-upload', String(caller.id), PRESIGN_RULES);
      await limits.record('campaign-upload', String(caller.id));
      const key = `${UPLOAD_FOLDER}/${crypto.randomUUID()}.jpg`;
      const storage = await ctx.storage();
      const upload = await storage.presignedUpload(
        key,
        CAMPAIGN_IMAGE_TYPE,
        MAX_CAMPAIGN_IMAGE_BYTES,
        PRESIGNED_UPLOAD_SECONDS,
        { publicRead: true },
      );
      const now = ctx.clock.now().getTime();
      await db
        .insertInto('campaign_uploads')
        .values({
          key,
          user_id: caller.id,
          max_bytes: MAX_CAMPAIGN_IMAGE_BYTES,
          created_at: new Date(now).toISOString(),
          attached_at: null,
        })
        .execute();
      return {
        url: await storage.signedUrl(key, UPLOAD_KEPT_MS / 1000),
        uploadUrl: upload.url,
        headers: upload.headers,
        maxBytes: MAX_CAMPAIGN_IMAGE_BYTES,
        expiresAt: new Date(now + PRESIGNED_UPLOAD_SECONDS * 1000).toISOString(),
      };
    },

    /**
     * What an image field of the form asks for: an inline JPEG, a presigned upload's url, the
     * current image's address (kept), or nothing. `field` names the form field for 422s.
     */
    async resolve(
      caller: AuthUser,
      field: string,
      input: { inline?: InlineImage; path?: string | null },
      currentFileId: string | null,
    ): Promise<ImageChange> {
      if (input.inline) {
        const bytes = Buffer.from(input.inline.dataBase64, 'base64');
        const size = checkedSize(field, bytes);
        return { kind: 'new', image: await store(caller, field, input.inline.fileName, bytes, size) };
      }
      const path = input.path?.trim();
      if (!path) return { kind: input.path === undefined && currentFileId ? 'keep' : 'none' };
      if (currentFileId && files.sameFile(path, currentFileId)) return { kind: 'keep' };
      const pathField = `${field}Path`;
      const bytes = await uploaded(caller, pathField, path);
      const size = checkedSize(pathField, bytes);
      return { kind: 'new', image: await store(caller, pathField, 'campaign.jpg', bytes, size) };
    },

    /** Whether a form field would change the image (checked before anything is stored). */
    changes(input: { inline?: InlineImage; path?: string | null }, currentFileId: string | null): boolean {
      if (input.inline) return true;
      const path = input.path?.trim();
      if (!path) return input.path !== undefined && currentFileId !== null;
      return !(currentFileId && files.sameFile(path, currentFileId));
    },

    /** The lasting address of a campaign image, and the root-relative one the public page uses. */
    address: (fileId: string) => files.addressOf(fileId, true),
    pagePath: (fileId: string) => new URL(files.addressOf(fileId, true)).pathname,

    /** Deletes images no campaign keeps any more; a missing one is no error. */
    async remove(fileIds: (string | null | undefined)[]) {
      for (const id of fileIds) if (id) await files.remove(id);
    },
  };
}

export type CampaignImages = ReturnType<typeof campaignImages>;

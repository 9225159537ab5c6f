import crypto from 'node:crypto';
import {
  CAMPAIGN_IMAGE_TYPE,
  CAMPAIGN_MESSAGES as M,
  MAX_CAMPAIGN_IMAGE_BYTES,
  MAX_CAMPAIGN_IMAGE_PIXELS,
  PRESIGNED_UPLOAD_SECONDS,
  type PresignedCampaignUpload,
} from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import { attemptLimits } from '../../http/attempt-limits';
import type { UploadReservation } from '../../http/bind';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { filesService } from '../files/service';
import { jpegSize, type ImageSize } from '../../../shared/files/image-size';

/** Storage folder of presigned campaign image uploads (§7). */
export const UPLOAD_FOLDER = 'campaign-uploads';
/** Storage folder of the images visitors' pages compose for Send Whatsapp. */
export const VISIT_FOLDER = 'campaign-visits';
/** A presigned upload's `url` shows the image for this long (the editor's preview), as long as it is kept. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60_000;
/** Presigned uploads per user (like Files uploads: issue 10). */
const PRESIGN_RULES = [{ max: 60, windowMs: 10 * 60_000 }];
/** Upload addresses of one user waiting to be used at once (issue 22); each holds 10 MB of their space. */
export const MAX_PENDING_UPLOADS_PER_USER = 10;

const UPLOAD_KEY = new RegExp(`(${UPLOAD_FOLDER}/[0-9a-f-]{36}\\.jpg)(?:[?#]|$)`);

/** An image a campaign keeps: a public stored file and its natural size. */
export interface StoredImage extends ImageSize {
  fileId: string;
  /** A file stored before and used as it is (its other uses keep it): never removed on a failed save. */
  shared?: boolean;
}

/** Where an image field of a campaign form ends up. */
export type ImageChange = { kind: 'keep' } | { kind: 'none' } | { kind: 'new'; image: StoredImage };

/**
 * Campaign and banner images (issue 15): JPEG by their bytes with their natural size kept, stored
 * as the caller's files and made public (the public page shows them). They come inline in the form
 * through a presigned upload (§7): a POST form whose signed policy bounds the size and fixes the type
 * (S3's `content-length-range`; on local disk a signed single-use platform form, 10 minutes), or as
 * form data through the API (the desktop app). An upload stays private, and holds its largest size
 * of the user's upload space until it is attached or cleaned up (issue 22); attaching copies it into
 * a file of its own (public), so each campaign owns its images and may delete them; the upload
 * itself goes with the hourly clean-up a day after it was handed out.
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
      .storeOwned(caller, {
        fileName,
        contentType: CAMPAIGN_IMAGE_TYPE,
        extension: 'jpg',
        bytes,
        isPublic: true,
      })
      .catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 422)
          throw invalid({ [field]: Object.values(err.errors ?? {})[0] ?? err.message });
        throw err;
      });
    await files.markPublic([stored.id], caller);
    return { fileId: stored.id, ...size };
  }

  /**
   * A file stored here before (the caller's upload, or a public file) used as it is, not copied
   * (issue 22 point 8: its uses keep it); a JPEG checked like any campaign image, made public.
   */
  async function shared(
    caller: AuthUser,
    field: string,
    address: string,
    kept: { id: string; userId: number | null; isPublic: boolean },
  ): Promise<StoredImage> {
    if (!(kept.isPublic || kept.userId === caller.id || caller.role === 'Admin'))
      throw invalid({ [field]: M.uploadNotFound });
    const file = await files.ownedBytes(address);
    if (!file) throw invalid({ [field]: M.uploadNotFound });
    const size = checkedSize(field, file.bytes);
    if (!kept.isPublic) await files.markPublic([kept.id], caller);
    return { fileId: kept.id, shared: true, ...size };
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
    // The signed policy bounds the size; checked again in case a storage does not enforce it.
    if (object.bytes.length > row.max_bytes) throw invalid({ [field]: M.imageTooLarge });
    await db
      .updateTable('campaign_uploads')
      .set({ attached_at: ctx.clock.now().toISOString() })
      .where('key', '=', row.key)
      .execute();
    // The upload's space is no longer held: the campaign's own copy is counted instead.
    await files.releaseLink(row.key);
    return object.bytes;
  }

  /**
   * Records an upload handed out, its size (for an address: the largest it may take) held in the
   * user's space until it is used; 422 on `field` when the space is not there.
   */
  async function handOut(
    caller: AuthUser,
    key: string,
    bytes: number,
    field: string,
    kind: 'link' | 'kept',
  ): Promise<Date> {
    const now = ctx.clock.now();
    await files.reserveLink(
      caller.id,
      { key, maxBytes: bytes, expiresAt: new Date(now.getTime() + UPLOAD_KEPT_MS), field },
      kind === 'link' ? { user: MAX_PENDING_UPLOADS_PER_USER } : {},
      kind,
    );
    await db
      .insertInto('campaign_uploads')
      .values({
        key,
        user_id: caller.id,
        max_bytes: MAX_CAMPAIGN_IMAGE_BYTES,
        created_at: now.toISOString(),
        attached_at: null,
      })
      .execute();
    return now;
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
      );
      const now = (await handOut(caller, key, MAX_CAMPAIGN_IMAGE_BYTES, 'fileName', 'link')).getTime();
      return {
        url: await storage.signedUrl(key, UPLOAD_KEPT_MS / 1000),
        uploadUrl: upload.url,
        fields: upload.fields,
        maxBytes: MAX_CAMPAIGN_IMAGE_BYTES,
        expiresAt: new Date(now + PRESIGNED_UPLOAD_SECONDS * 1000).toISOString(),
      };
    },

    /**
     * The form-data variant of §7 (the desktop app): the JPEG, already streamed to disk within its
     * size and judged by its first bytes, is kept like a presigned upload and answered by its url.
     */
    async receive(caller: AuthUser, file: ReceivedFile, reservation: UploadReservation | null) {
      checkedSize('file', await file.bytes());
      const key = `${UPLOAD_FOLDER}/${crypto.randomUUID()}.jpg`;
      await reservation?.release();
      await handOut(caller, key, file.size, 'file', 'kept');
      const storage = await ctx.storage();
      await storage.putFile(key, file.path, CAMPAIGN_IMAGE_TYPE);
      return { url: await storage.signedUrl(key, UPLOAD_KEPT_MS / 1000) };
    },

    /**
     * What an image field of the form asks for: an upload's url, the current image's address
     * (kept), or nothing. `field` names the form field for 422s.
     */
    async resolve(
      caller: AuthUser,
      field: string,
      input: { path?: string | null },
      currentFileId: string | null,
    ): Promise<ImageChange> {
      const path = input.path?.trim();
      if (!path) return { kind: input.path === undefined && currentFileId ? 'keep' : 'none' };
      if (currentFileId && files.sameFile(path, currentFileId)) return { kind: 'keep' };
      const pathField = `${field}Path`;
      const kept = await files.storedFile(path);
      if (kept) return { kind: 'new', image: await shared(caller, pathField, path, kept) };
      const bytes = await uploaded(caller, pathField, path);
      const size = checkedSize(pathField, bytes);
      return { kind: 'new', image: await store(caller, pathField, 'campaign.jpg', bytes, size) };
    },

    /** Whether a form field would change the image (checked before anything is stored). */
    changes(input: { path?: string | null }, currentFileId: string | null): boolean {
      const path = input.path?.trim();
      if (!path) return input.path !== undefined && currentFileId !== null;
      return !(currentFileId && files.sameFile(path, currentFileId));
    },

    /** The lasting address of a campaign image, and the root-relative one the public page uses. */
    address: (fileId: string) => files.addressOf(fileId, true),
    pagePath: (fileId: string) => new URL(files.addressOf(fileId, true)).pathname,

    /** Deletes images stored for a save that failed (unless something uses them); a missing one is no error. */
    async remove(fileIds: (string | null | undefined)[]) {
      for (const id of fileIds) if (id) await files.remove(id);
    },

    /** The images a campaign keeps from now on (none: deleted); the ones it let go go when unused. */
    use: (campaignId: number, fileIds: (string | null)[]) =>
      files.useFiles({ kind: 'campaign', id: campaignId }, fileIds),
  };
}

export type CampaignImages = ReturnType<typeof campaignImages>;

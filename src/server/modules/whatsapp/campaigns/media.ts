import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  DOCX_TYPE,
  isUtf8Text,
  isWordDocument,
  KNOWN_TYPES,
  SNIFF_BYTES,
  sniffType,
  type KnownType,
} from '../../../../shared/files/sniff-type';
import {
  HEADER_MEDIA_MAX_BYTES,
  HEADER_MEDIA_MESSAGES as HM,
  mediaKindOf,
  sniffedKindOf,
  type HeaderMediaUpload,
  type headerMediaQuery,
  type MediaHeaderType,
} from '../../../../shared/whatsapp/campaigns';
import type { AppContext } from '../../../context';
import type { WhatsappCampaignsTable } from '../../../db/schema';
import type { UploadReservation } from '../../../http/bind';
import type { AuthUser } from '../../../http/context';
import { HttpError, invalid } from '../../../http/errors';
import type { ReceivedFile } from '../../../http/multipart';
import type { Job } from '../../../jobs/scheduler';
import { sweepExpiredUploads } from '../../../jobs/upload-sweep';
import type { CloudApi } from '../../../providers/whatsapp/cloud-api';
import { zipEntries } from '../../../zip/package-zip';
import { filesService } from '../../files/service';

/** Local-disk storage cannot take this type (its upload route recognises files by their bytes). */
export const LOCAL_TYPE_REFUSED =
  'This file type needs S3-compatible storage: upload a png, jpeg, mp4, mov, pdf, doc, docx or txt file instead';

/** Storage folder of campaign header media uploads. */
export const MEDIA_FOLDER = 'whatsapp-media';
/** The upload address works this long. */
const UPLOAD_SECONDS = 10 * 60;
/** An upload's `url` works (and the upload is kept) this long; the hourly clean-up then deletes it. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60_000;
/** Upload addresses of one user waiting at once; each holds its largest size of the user's space. */
const MAX_PENDING_MEDIA = 10;
/** Meta keeps uploaded media 30 days; an id older than this is uploaded again before it is used. */
export const CLOUD_MEDIA_KEPT_MS = 29 * 24 * 60 * 60_000;

const UPLOAD_KEY = new RegExp(`(${MEDIA_FOLDER}/[0-9a-f-]{36}\\.[a-z0-9]{2,5})(?:[?#]|$)`);

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  [DOCX_TYPE]: 'docx',
  'text/plain': 'txt',
};

/** A video keeps its own extension when it is a plain one (mp4, 3gp, mov…). */
function extensionOf(fileName: string, contentType: string): string {
  const known = EXTENSIONS[contentType];
  if (known) return known;
  const ext = /\.([a-z0-9]{2,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext ?? 'mp4';
}

/** Records an upload handed out, so that it is attached to a campaign or cleaned up a day later. */
async function recordUpload(
  ctx: AppContext,
  caller: AuthUser,
  upload: { key: string; fileName: string; contentType: string; maxBytes: number },
) {
  await ctx.db
    .insertInto('whatsapp_media_uploads')
    .values({
      key: upload.key,
      user_id: caller.id,
      file_name: upload.fileName.slice(0, 200),
      content_type: upload.contentType,
      max_bytes: upload.maxBytes,
      created_at: ctx.clock.now().toISOString(),
      attached_at: null,
    })
    .execute();
}

/**
 * Header media (spec 03 §7.6): a presigned upload of the file's type and at most the Cloud API's
 * size for its kind, the space held in the caller's allowance first (issue 22), answered with the
 * address the campaign form sends.
 */
export async function presignHeaderMedia(
  ctx: AppContext,
  caller: AuthUser,
  q: z.output<typeof headerMediaQuery>,
): Promise<HeaderMediaUpload> {
  const contentType = q.contentType.trim().toLowerCase();
  const kind = mediaKindOf(contentType)!;
  const maxBytes = HEADER_MEDIA_MAX_BYTES[kind];
  const key = `${MEDIA_FOLDER}/${crypto.randomUUID()}.${extensionOf(q.fileName, contentType)}`;
  const storage = await ctx.storage();
  // The platform's own upload route (local disk) stores only the types it can recognise by their bytes.
  if (storage.driver === 'local' && !(KNOWN_TYPES as readonly string[]).includes(contentType))
    throw invalid({ contentType: LOCAL_TYPE_REFUSED });
  const now = ctx.clock.now();
  await filesService(ctx).reserveLink(
    caller.id,
    { key, maxBytes, expiresAt: new Date(now.getTime() + UPLOAD_SECONDS * 1000), field: 'fileName' },
    { user: MAX_PENDING_MEDIA },
  );
  await recordUpload(ctx, caller, { key, fileName: q.fileName, contentType, maxBytes });
  const upload = await storage.presignedUpload(key, contentType, maxBytes, UPLOAD_SECONDS);
  return {
    url: await storage.signedUrl(key, UPLOAD_KEPT_MS / 1000),
    uploadUrl: upload.url,
    fields: upload.fields,
    maxBytes,
  };
}

/**
 * The form-data variant (the desktop app, like Campaign/UploadImage): the file, streamed to disk
 * within the largest kind's size and judged by its bytes after the request's allowance was held,
 * is held to its own kind's size and kept like a presigned upload, answered by its url.
 */
export async function receiveHeaderMedia(
  ctx: AppContext,
  caller: AuthUser,
  file: ReceivedFile,
  reservation: UploadReservation | null,
): Promise<{ url: string }> {
  const kind = sniffedKindOf(file.type);
  if (!kind) throw invalid({ file: HM.wrongKind });
  if (file.size > HEADER_MEDIA_MAX_BYTES[kind])
    throw new HttpError(413, HM.tooLarge(kind), 'PayloadTooLarge', { file: HM.tooLarge(kind) });
  const key = `${MEDIA_FOLDER}/${crypto.randomUUID()}.${extensionOf(file.fileName, file.type)}`;
  const now = ctx.clock.now();
  // The request's hold becomes the upload's own, until it is attached or cleaned up.
  await reservation?.release();
  await filesService(ctx).reserveLink(
    caller.id,
    { key, maxBytes: file.size, expiresAt: new Date(now.getTime() + UPLOAD_KEPT_MS), field: 'file' },
    {},
    'kept',
  );
  await recordUpload(ctx, caller, {
    key,
    fileName: file.fileName,
    contentType: file.type,
    maxBytes: file.size,
  });
  const storage = await ctx.storage();
  await storage.putFile(key, file.path, file.type);
  return { url: await storage.signedUrl(key, UPLOAD_KEPT_MS / 1000) };
}

/**
 * What bytes are, judged whole: by their first bytes, a zip told apart as a Word document by its
 * entries, a text checked to its last byte. The same judgement on every storage (S3 never looks).
 */
export function typeOfBytes(bytes: Uint8Array): KnownType | null {
  const type = sniffType(bytes.subarray(0, SNIFF_BYTES));
  if (type === 'application/zip') {
    const entries = zipEntries(bytes, 10_000);
    return typeof entries !== 'string' && isWordDocument(entries.map((e) => e.name)) ? DOCX_TYPE : type;
  }
  if (type === 'text/plain') return isUtf8Text(bytes) ? type : null;
  return type;
}

/** The header file a campaign keeps: a stored file of its owner, by its lasting address. */
export interface HeaderFile {
  fileId: string;
  url: string;
  name: string;
  /** Stored for this campaign (deleted again if the campaign is not made). */
  stored: boolean;
}

/**
 * The file a campaign's Header StaticValue names (issue 26 "Header media"): the caller's upload
 * (presigned or form data), judged by its bytes against the header's kind and size, becomes a
 * stored file of theirs (counted in their space instead of the upload's hold); a stored file of
 * theirs is used as it is. Null for an outside address: the campaign sends it by link.
 */
export async function attachHeaderMedia(
  ctx: AppContext,
  caller: AuthUser,
  address: string,
  kind: MediaHeaderType,
): Promise<HeaderFile | null> {
  const files = filesService(ctx);
  const judged = (bytes: Uint8Array): KnownType => {
    const type = typeOfBytes(bytes);
    if (!type || sniffedKindOf(type) !== kind) throw invalid({ Header: HM.wrongKind });
    if (bytes.length > HEADER_MEDIA_MAX_BYTES[kind]) throw invalid({ Header: HM.tooLarge(kind) });
    return type;
  };
  const key = UPLOAD_KEY.exec(address)?.[1];
  if (key) {
    const row = await ctx.db
      .selectFrom('whatsapp_media_uploads')
      .select(['key', 'file_name'])
      .where('key', '=', key)
      .where('user_id', '=', caller.id)
      .executeTakeFirst();
    const object = row && (await (await ctx.storage()).get(row.key));
    if (!row || !object) throw invalid({ Header: HM.uploadNotFound });
    const type = judged(object.bytes);
    // The upload's hold goes first: its bytes are counted as the stored file instead.
    await files.releaseLink(row.key);
    const stored = await files
      .storeOwned(caller, {
        fileName: row.file_name,
        contentType: type,
        extension: EXTENSIONS[type],
        bytes: object.bytes,
        isPublic: false,
      })
      .catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 422)
          throw invalid({ Header: Object.values(err.errors ?? {})[0] ?? err.message });
        throw err;
      });
    await ctx.db
      .updateTable('whatsapp_media_uploads')
      .set({ attached_at: ctx.clock.now().toISOString() })
      .where('key', '=', row.key)
      .execute();
    return { fileId: stored.id, url: files.addressOf(stored.id, true), name: row.file_name, stored: true };
  }
  const kept = await files.ownedBytes(address);
  if (!kept) return null;
  if (kept.userId !== caller.id) throw invalid({ Header: HM.uploadNotFound });
  judged(kept.bytes);
  return { fileId: kept.id, url: files.addressOf(kept.id, true), name: kept.id, stored: false };
}

/** The header file the campaign keeps from now on ([] when it is gone): the files rule deletes the rest. */
export const useHeaderFile = (ctx: AppContext, campaignId: number, fileIds: (string | null)[]) =>
  filesService(ctx).useFiles({ kind: 'whatsapp-campaign', id: campaignId }, fileIds);

/** A stored header file of a campaign that was not made after all (unless something else uses it). */
export const dropHeaderFile = (ctx: AppContext, file: HeaderFile | null) =>
  file?.stored ? filesService(ctx).remove(file.fileId) : Promise.resolve();

type Campaign = Selectable<WhatsappCampaignsTable>;
const UPLOADED_KINDS = new Set(['IMAGE', 'VIDEO', 'DOCUMENT']);

/**
 * The Cloud API media id of a campaign's header file (issue 26: sent once per campaign and number),
 * uploaded now when the campaign has none or Meta may have dropped it (older than 29 days by the
 * clock), and stored on the campaign before any send names it. Called by the number's dispatcher
 * under its lease, so two servers never both upload. Null when the header is not a stored file (a
 * LOCATION, an outside link): it goes by link. A refusal throws the Cloud API's error.
 */
export async function cloudMediaId(
  ctx: AppContext,
  api: CloudApi,
  campaign: Campaign,
): Promise<string | null> {
  if (!UPLOADED_KINDS.has(campaign.header_type) || !campaign.header_media_url) return null;
  const fresh = (c: Pick<Campaign, 'header_media_id' | 'header_media_uploaded_at'>) =>
    !!c.header_media_id &&
    !!c.header_media_uploaded_at &&
    ctx.clock.now().getTime() - new Date(c.header_media_uploaded_at).getTime() < CLOUD_MEDIA_KEPT_MS;
  if (fresh(campaign)) return campaign.header_media_id;
  // Another server may have uploaded it since this one read the campaign.
  const now = await ctx.db
    .selectFrom('whatsapp_campaigns')
    .select(['header_media_id', 'header_media_uploaded_at'])
    .where('id', '=', campaign.id)
    .executeTakeFirstOrThrow();
  if (fresh(now)) return Object.assign(campaign, now).header_media_id;
  const file = await filesService(ctx).ownedBytes(campaign.header_media_url);
  if (!file) return null;
  const id = await api.uploadMedia({
    name: campaign.header_media_name ?? file.id,
    type: file.contentType,
    bytes: file.bytes,
  });
  const stored = { header_media_id: id, header_media_uploaded_at: ctx.clock.now().toISOString() };
  // Stored only over what this server read: had a server that lost the lease stored one meanwhile,
  // every send goes on naming that one.
  const res = await ctx.db
    .updateTable('whatsapp_campaigns')
    .set(stored)
    .where('id', '=', campaign.id)
    .where((eb) =>
      now.header_media_uploaded_at === null
        ? eb('header_media_uploaded_at', 'is', null)
        : eb('header_media_uploaded_at', '=', now.header_media_uploaded_at),
    )
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return Object.assign(campaign, stored).header_media_id;
  const theirs = await ctx.db
    .selectFrom('whatsapp_campaigns')
    .select(['header_media_id', 'header_media_uploaded_at'])
    .where('id', '=', campaign.id)
    .executeTakeFirstOrThrow();
  return Object.assign(campaign, theirs).header_media_id;
}

/**
 * Header media uploads are kept a day (issue 26, like campaign images' uploads): by then each was
 * copied into its campaign's own file or never used; either way the upload and its row go, and
 * its hold on the user's space with them.
 */
export const whatsappMediaUploadsJob: Job = {
  cronType: 'WhatsApp media uploads',
  everyMs: 60 * 60_000,
  run: (ctx) => sweepExpiredUploads(ctx, 'whatsapp_media_uploads', UPLOAD_KEPT_MS),
};

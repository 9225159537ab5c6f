import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import type { UploadReservation } from '../../http/bind';
import type { AuthUser } from '../../http/context';
import type { ReceivedFile } from '../../http/multipart';
import { reserveSpace, usedBytes } from './reservations';
import { storageFor } from '../../providers/storage/select';
import { expiresAfter, localSignature, verifyLocalSignature } from '../../providers/storage/signature';
import { KEY_PATTERN, type Storage } from '../../providers/storage/storage';
import { EXTENSIONS, sniff, type UploadType } from './sniff';
import { deleteIfUnused, useFiles, type FileOwner } from './uses';

const MB = 1024 * 1024;
/** How long an address handed out for a private file works (an <img> in the app, a download). */
export const PRIVATE_URL_SECONDS = 24 * 60 * 60;
/** Uploads per user in UPLOAD_WINDOW (issue 10). */
const UPLOAD_RULES = [{ max: 60, windowMs: 10 * 60_000 }];
/** An upload's reservation outlives any real upload; one a crash left behind stops counting then. */
const UPLOAD_RESERVATION_MS = 6 * 60 * 60_000;

/**
 * Stored files (issue 10): private to their owner (and Admins) unless an area marks them public
 * because a public page shows them; each user's uploads are bounded by the allowance in Settings.
 */
export function filesService(ctx: AppContext) {
  const { db } = ctx;
  /** This server's disk: files written there before the settings named S3 stay readable. */
  const local = () =>
    storageFor(
      { driver: 'local' },
      {
        dataDir: ctx.config.dataDir,
        signingKey: ctx.signingKey,
        publicBaseUrl: ctx.config.publicBaseUrl,
        now: () => ctx.clock.now(),
      },
    );

  async function quotaBytes(): Promise<number> {
    const { uploadQuotaMb } = await ctx.settings.get('storage');
    return Number(uploadQuotaMb ?? 200) * MB;
  }

  /**
   * Holds upload space for a request's files before its first byte is stored, the upload rate
   * counted in the same step (issue 22); released when the request ends.
   */
  async function reserveUpload(user: AuthUser, bytes: number, field: string): Promise<UploadReservation> {
    const { id } = await reserveSpace(ctx, await quotaBytes(), {
      userId: user.id,
      bytes,
      field,
      kind: 'upload',
      expiresAt: new Date(ctx.clock.now().getTime() + UPLOAD_RESERVATION_MS),
      rate: { kind: 'upload', rules: UPLOAD_RULES },
    });
    return {
      id,
      release: async () => {
        await db.deleteFrom('upload_reservations').where('id', '=', id).execute();
      },
    };
  }

  const baseAddress = (id: string) => `${ctx.config.publicBaseUrl}/files/${id}`;

  /** The file id of one of our addresses (`…/files/<id>`, signed or not), else null. */
  function idOf(address: string): string | null {
    const prefix = `${ctx.config.publicBaseUrl}/files/`;
    if (!address.startsWith(prefix)) return null;
    const id = address.slice(prefix.length).split(/[?#]/)[0];
    return KEY_PATTERN.test(id) ? id : null;
  }

  /** A platform address for a file, signed for `seconds` when it is private. */
  function addressOf(id: string, isPublic: boolean): string {
    const base = baseAddress(id);
    if (isPublic) return base;
    const expires = expiresAfter(ctx.clock.now(), PRIVATE_URL_SECONDS);
    return `${base}?expires=${expires}&sig=${localSignature(ctx.signingKey, ['get', id, expires])}`;
  }

  type NewFile = {
    fileName: string;
    contentType: string;
    extension: string;
    isPublic: boolean;
  } & ({ bytes: Buffer } | { path: string; size: number });

  /**
   * Puts the bytes (or the received file, streamed) in the current storage under a new id and
   * records the file's row; the row and the reservation it used up change together, so the
   * allowance never counts the bytes twice or not at all.
   */
  async function writeFile(userId: number | null, file: NewFile, reservationId?: string): Promise<string> {
    const id = `${crypto.randomUUID()}.${file.extension}`;
    const storage = await ctx.storage();
    const size = 'bytes' in file ? file.bytes.length : file.size;
    if ('bytes' in file) await storage.put(id, file.bytes, file.contentType);
    else await storage.putFile(id, file.path, file.contentType);
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('files')
          .values({
            id,
            user_id: userId,
            file_name: file.fileName,
            content_type: file.contentType,
            size,
            created_at: ctx.clock.now().toISOString(),
            storage: storage.driver,
            is_public: file.isPublic ? 1 : 0,
          })
          .execute();
        if (reservationId)
          await trx
            .updateTable('upload_reservations')
            .set((eb) => ({ bytes: eb('bytes', '-', size) }))
            .where('id', '=', reservationId)
            .execute();
      });
    } catch (err) {
      await storage.delete(id);
      throw err;
    }
    return id;
  }

  /**
   * Stores a user's file counted in their upload allowance. A received upload comes with the space
   * its request reserved; bytes another area fetched or copied reserve their own first.
   */
  async function storeCounted(user: AuthUser, file: NewFile, reservation?: UploadReservation | null) {
    const size = 'bytes' in file ? file.bytes.length : file.size;
    const own = reservation ? null : await reserveUpload(user, size, 'file');
    try {
      const held = (reservation ?? own)!.id;
      const id = await writeFile(user.id, file, held);
      // What is left once this request's unused reservation (the form's own bytes) is released.
      const [quota, used, unused] = await Promise.all([
        quotaBytes(),
        usedBytes(db, ctx.clock.now(), user.id),
        db.selectFrom('upload_reservations').select('bytes').where('id', '=', held).executeTakeFirst(),
      ]);
      return { id, url: addressOf(id, file.isPublic), leftBytes: quota - used + Number(unused?.bytes ?? 0) };
    } finally {
      await own?.release();
    }
  }

  return {
    addressOf,
    storageOf,
    /** The local disk, where presigned uploads to a platform address (files routes) are written. */
    localStorage: local,

    /** Whether an address (signed or not) names this stored file. */
    sameFile: (address: string, id: string) => idOf(address) === id,

    /**
     * Stores a received upload as the caller's file, counted in the space its request reserved
     * (issue 22). Its type is what its first bytes showed (the intake refused other types).
     */
    async upload(
      user: AuthUser,
      file: ReceivedFile,
      options: { isPublic?: boolean; reservation?: UploadReservation | null; fileName?: string } = {},
    ) {
      return storeCounted(
        user,
        {
          fileName: options.fileName ?? file.fileName,
          contentType: file.type,
          extension: EXTENSIONS[file.type],
          path: file.path,
          size: file.size,
          isPublic: !!options.isPublic,
        },
        options.reservation,
      );
    },

    /** The request-wide reservation the multipart intake makes before reading (http/bind.ts). */
    reserveUpload,

    /**
     * Holds `maxBytes` of the user's space for an upload address handed out (a campaign image, a
     * visitor's composed image) until it is used or `expiresAt`; at most `maxPending` such addresses
     * of the user, and of `scope`, wait at once (issue 22).
     */
    async reserveLink(
      userId: number,
      link: { key: string; maxBytes: number; expiresAt: Date; field: string; scope?: string },
      maxPending: { user?: number; scope?: number },
      /** 'kept': bytes already stored, waiting to be attached (not an address, so not capped). */
      kind: 'link' | 'kept' = 'link',
    ): Promise<void> {
      await reserveSpace(ctx, await quotaBytes(), {
        userId,
        bytes: link.maxBytes,
        field: link.field,
        kind,
        ref: link.key,
        scope: link.scope,
        expiresAt: link.expiresAt,
        maxPendingForUser: maxPending.user,
        maxPendingForScope: maxPending.scope,
      });
    },

    /** An upload address was used (or cleaned up): its space is no longer held. */
    async releaseLink(key: string): Promise<void> {
      await db.deleteFrom('upload_reservations').where('ref', '=', key).execute();
    },

    /** Deletes reservations that no longer count (the hourly clean-up). */
    async dropExpiredReservations(): Promise<number> {
      const gone = await db
        .deleteFrom('upload_reservations')
        .where('expires_at', '<=', ctx.clock.now().toISOString())
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    },

    /**
     * Stores a user's file whose bytes another area has judged (post images and videos, issue 13),
     * counted in their upload allowance. Public files are for networks that fetch media by address.
     */
    async storeOwned(
      user: AuthUser,
      input: { fileName: string; contentType: string; extension: string; bytes: Buffer; isPublic: boolean },
    ) {
      const { id, url } = await storeCounted(user, input);
      return { id, url };
    },

    /** The owner and bytes of one of our stored files by address, whatever its type; null when unknown. */
    async ownedBytes(
      address: string,
    ): Promise<{ id: string; userId: number | null; contentType: string; bytes: Buffer } | null> {
      const id = idOf(address);
      if (!id) return null;
      const row = await db
        .selectFrom('files')
        .select(['user_id', 'content_type', 'storage'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const storage = await storageOf(row.storage);
      const object = storage && (await storage.get(id));
      return object && { id, userId: row.user_id, contentType: row.content_type, bytes: object.bytes };
    },

    /**
     * Stores a file that belongs to no user: an Admin's master asset such as a font (issue 12). It is
     * public (the editors load it by address) and outside every upload allowance; the caller has
     * checked its bytes. Answers its id and lasting address.
     */
    async storeShared(input: { fileName: string; contentType: string; extension: string; bytes: Buffer }) {
      const id = await writeFile(null, { ...input, isPublic: true });
      return { id, url: baseAddress(id) };
    },

    /**
     * Stores a file someone sent to an owner (an image a customer sent on WhatsApp): private to the
     * owner (null: the platform's, for Admins), outside the owner's upload allowance since they did
     * not choose to upload it. The caller has checked its bytes. Answers its id and address.
     */
    async storeReceived(
      userId: number | null,
      input: { fileName: string; contentType: string; extension: string; bytes: Buffer },
    ) {
      const id = await writeFile(userId, { ...input, isPublic: false });
      return { id, url: baseAddress(id) };
    },

    /**
     * Deletes a stored file and its row unless something uses it (uses.ts, issue 22 point 8): for a
     * file stored and then not kept (a failed save). A missing one is no error.
     */
    async remove(id: string): Promise<void> {
      await deleteIfUnused(db, storageOf, id);
    },

    /**
     * What `owner` keeps from now on (addresses of ours, signed or not, or file ids; others are
     * ignored); files it stopped keeping go when nothing else uses them. `[]` when the owner is deleted.
     */
    async useFiles(owner: FileOwner, addressesOrIds: (string | null | undefined)[]): Promise<void> {
      const ids = addressesOrIds.map((a) => (a && KEY_PATTERN.test(a) ? a : a ? idOf(a) : null));
      await useFiles(db, storageOf, owner, ids);
    },

    /**
     * Makes files public because a public page now shows them (a card's logo, a campaign image, a
     * site photo). Only the owner's own files, or any file when an Admin attaches it.
     */
    async markPublic(ids: string[], by: { id: number; role: 'Admin' | 'User' }): Promise<number> {
      if (ids.length === 0) return 0;
      let q = db.updateTable('files').set({ is_public: 1 }).where('id', 'in', ids);
      if (by.role !== 'Admin') q = q.where('user_id', '=', by.id);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },

    /**
     * For an area that puts an uploaded file on a public page: marks it public and answers its lasting
     * (unsigned) address. Addresses that are not our files are answered as they are.
     */
    async publish(address: string, by: { id: number; role: 'Admin' | 'User' }): Promise<string> {
      const prefix = `${ctx.config.publicBaseUrl}/files/`;
      if (!address.startsWith(prefix)) return address;
      const id = address.slice(prefix.length).split('?')[0];
      await this.markPublic([id], by);
      return prefix + id;
    },

    /**
     * The stored file an address of ours names (signed or not), with the type its bytes show and its
     * size, for an area that keeps a file's address (a company logo); null when the address is not
     * one of our stored files.
     */
    async storedFile(address: string): Promise<StoredFile | null> {
      const id = idOf(address);
      if (!id) return null;
      const row = await db
        .selectFrom('files')
        .select(['id', 'user_id', 'is_public', 'storage'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const storage = await storageOf(row.storage);
      const object = storage && (await storage.get(id));
      if (!object) return null;
      return {
        id,
        userId: row.user_id,
        isPublic: row.is_public === 1,
        contentType: sniff(object.bytes),
        size: object.bytes.length,
        address: baseAddress(id),
      };
    },

    /** An address for a kept file that works for its viewer now: public, or signed for a day. */
    async currentAddress(address: string): Promise<string> {
      const id = idOf(address);
      if (!id) return address;
      const row = await db.selectFrom('files').select('is_public').where('id', '=', id).executeTakeFirst();
      return row ? addressOf(id, row.is_public === 1) : address;
    },

    /**
     * The bytes of a file for this caller: public files for anyone; private ones for their owner, an
     * Admin, or a signed address. Null when the caller may not see it (answered as not found).
     */
    async read(
      key: string,
      caller: AuthUser | null,
      signature: { expires?: string; sig?: string },
    ): Promise<{ bytes: Buffer; contentType: string; isPublic: boolean } | null> {
      const row = await db
        .selectFrom('files')
        .select(['content_type', 'storage', 'user_id', 'is_public'])
        .where('id', '=', key)
        .executeTakeFirst();
      const signed =
        signature.sig !== undefined &&
        verifyLocalSignature(
          ctx.signingKey,
          ['get', key],
          Number(signature.expires),
          signature.sig,
          ctx.clock.now(),
        );
      // A presigned upload not attached yet has no row: only its signed address serves it.
      if (!row) {
        const object = signed ? await local().get(key) : null;
        return object && { ...object, isPublic: false };
      }
      const allowed =
        row.is_public === 1 ||
        signed ||
        (caller !== null && (caller.role === 'Admin' || caller.id === row.user_id));
      if (!allowed) return null;
      const storage = await storageOf(row.storage);
      const object = storage && (await storage.get(key));
      return object && { bytes: object.bytes, contentType: row.content_type, isPublic: row.is_public === 1 };
    },
  };

  /** The storage that holds a file written under `driver`: the current one, or the local disk it was on. */
  async function storageOf(driver: string): Promise<Storage | null> {
    const current = await ctx.storage();
    if (current.driver === driver) return current;
    return driver === 'local' ? local() : null;
  }
}

export interface StoredFile {
  id: string;
  userId: number | null;
  isPublic: boolean;
  /** What the bytes are (magic bytes), whatever the upload declared. */
  contentType: UploadType | null;
  size: number;
  /** The lasting, unsigned address (`…/files/<id>`). */
  address: string;
}

export type FilesService = ReturnType<typeof filesService>;

import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { attemptLimits } from '../../http/attempt-limits';
import type { AuthUser } from '../../http/context';
import { invalid } from '../../http/errors';
import { storageFor } from '../../providers/storage/select';
import { expiresAfter, localSignature, verifyLocalSignature } from '../../providers/storage/signature';
import { KEY_PATTERN, type Storage } from '../../providers/storage/storage';
import { EXTENSIONS, sniff, type UploadType } from './sniff';

const MB = 1024 * 1024;
/** How long an address handed out for a private file works (an <img> in the app, a download). */
export const PRIVATE_URL_SECONDS = 24 * 60 * 60;
/** Uploads per user in UPLOAD_WINDOW (issue 10). */
const UPLOAD_RULES = [{ max: 60, windowMs: 10 * 60_000 }];

const megabytes = (bytes: number) => `${(Math.max(0, bytes) / MB).toFixed(1)} MB`;

/**
 * Stored files (issue 10): private to their owner (and Admins) unless an area marks them public
 * because a public page shows them; each user's uploads are bounded by the allowance in Settings.
 */
export function filesService(ctx: AppContext) {
  const { db } = ctx;
  const limits = attemptLimits(db, ctx.config.rateLimit, ctx.clock);
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

  async function usedBytes(userId: number): Promise<number> {
    const row = await db
      .selectFrom('files')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.used ?? 0);
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
    bytes: Buffer;
    isPublic: boolean;
  };

  /** Puts the bytes in the current storage under a new id and records the file's row. */
  async function writeFile(userId: number | null, file: NewFile): Promise<string> {
    const id = `${crypto.randomUUID()}.${file.extension}`;
    const storage = await ctx.storage();
    await storage.put(id, file.bytes, file.contentType);
    await db
      .insertInto('files')
      .values({
        id,
        user_id: userId,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.bytes.length,
        created_at: ctx.clock.now().toISOString(),
        storage: storage.driver,
        is_public: file.isPublic ? 1 : 0,
      })
      .execute();
    return id;
  }

  /**
   * Stores a user's file counted in their upload allowance: the upload rate, `check` on the bytes,
   * the space left, then the object and its row.
   */
  async function storeCounted(user: AuthUser, file: NewFile, check?: () => void) {
    await limits.check('upload', String(user.id), UPLOAD_RULES);
    check?.();
    const [quota, used] = await Promise.all([quotaBytes(), usedBytes(user.id)]);
    if (used + file.bytes.length > quota)
      throw invalid({
        dataBase64: `This file (${megabytes(file.bytes.length)}) is more than the ${megabytes(quota - used)} of upload space you have left (${megabytes(quota)} in all).`,
      });
    await limits.record('upload', String(user.id));
    const id = await writeFile(user.id, file);
    return { id, url: addressOf(id, file.isPublic), leftBytes: quota - used - file.bytes.length };
  }

  return {
    addressOf,
    storageOf,
    /** The local disk, where presigned uploads to a platform address (files routes) are written. */
    localStorage: local,

    /** Whether an address (signed or not) names this stored file. */
    sameFile: (address: string, id: string) => idOf(address) === id,

    async upload(
      user: AuthUser,
      input: { fileName: string; contentType: UploadType; dataBase64: string; isWeb?: boolean },
    ) {
      const bytes = Buffer.from(input.dataBase64, 'base64');
      const file = {
        fileName: input.fileName,
        contentType: input.contentType,
        extension: EXTENSIONS[input.contentType],
        bytes,
        // Website assets are public from the start (spec 01 section 7, isWeb).
        isPublic: !!input.isWeb,
      };
      return storeCounted(user, file, () => {
        if (sniff(bytes) !== input.contentType)
          throw invalid({ dataBase64: 'The file content does not match its type' });
      });
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

    /** Deletes a stored file and its row (a master's asset replaced or deleted); a missing one is no error. */
    async remove(id: string): Promise<void> {
      const row = await db.selectFrom('files').select('storage').where('id', '=', id).executeTakeFirst();
      if (!row) return;
      const storage = await storageOf(row.storage);
      await storage?.delete(id);
      await db.deleteFrom('files').where('id', '=', id).execute();
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

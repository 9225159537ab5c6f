import type { DB } from '../../db/connect';
import type { Storage } from '../../providers/storage/storage';

/**
 * Everything that may keep a stored file's address (issue 22 point 8: no file lost). A file is
 * deleted only when its last use goes, and the one path that deletes is `deleteIfUnused` below.
 * Adding a new kind of row that keeps a file address means a kind here and a `useFiles` call where
 * that row is saved and deleted (and a line in the backfill migration, 20261127000800_file_uses).
 */
export const FILE_OWNERS = {
  /** brand_information.company_logo and users.company_logo, by user id. */
  brand: 'brand',
  /** frames.image_file_id (standard frames and NFC cards' frames), by frame id. */
  frame: 'frame',
  /** templates.cover_image_url, by template id, while the template is not deleted. */
  template: 'template',
  /** web_templates.cover_image_url, by web template id, while not deleted. */
  webTemplate: 'web-template',
  /** posts.media addresses, by post id. */
  post: 'post',
  /** campaigns.image_file_id and banner_file_id, by campaign id. */
  campaign: 'campaign',
  /** cards' logo, banner, button files and section images, by card id. */
  card: 'card',
  /** fonts.file_id, by font id. */
  font: 'font',
  /** websites.content_json's images (the Content tab's draft), by website id. */
  website: 'website',
  /**
   * What a kept published version of a website shows (its Content images, the logo and update
   * images it was drawn with), by `{websiteId}/v{version}`, until the version is no longer kept.
   */
  websiteVersion: 'website-version',
  /** A bot's icon and its saved flow's images and files, by bot id. */
  bot: 'bot',
  /** A component's file uploaded in the flow editor and not saved yet, by `{botId}:{frontendId}`. */
  botComponent: 'bot-component',
  /** whatsapp_campaigns.header_media_url (the header file sent to the Cloud API), by campaign id. */
  whatsappCampaign: 'whatsapp-campaign',
  /** inbox_messages.media_key (an image a customer sent, kept on receipt), by message id. */
  inboxMessage: 'inbox-message',
} as const;

export type FileOwnerKind = (typeof FILE_OWNERS)[keyof typeof FILE_OWNERS];
export interface FileOwner {
  kind: FileOwnerKind;
  id: number | string;
}

/** The storage that holds a file written under a driver (the files service knows). */
export type StorageOf = (driver: string) => Promise<Storage | null>;

/**
 * Makes `fileIds` exactly what `owner` uses (none: the owner is gone), then deletes each file it
 * stopped using that nothing else uses. Ids that are not stored files are ignored.
 */
export async function useFiles(
  db: DB,
  storageOf: StorageOf,
  owner: FileOwner,
  fileIds: (string | null | undefined)[],
): Promise<void> {
  const ownerId = String(owner.id);
  const wanted = [...new Set(fileIds.filter((id): id is string => !!id))];
  const before = await db
    .selectFrom('file_uses')
    .select('file_id')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', ownerId)
    .execute();
  const had = new Set(before.map((r) => r.file_id));
  const added = wanted.filter((id) => !had.has(id));
  const dropped = [...had].filter((id) => !wanted.includes(id));
  if (added.length) {
    // Only files that exist get a use (an outside address, or one deleted meanwhile, gets none).
    const existing = await db.selectFrom('files').select('id').where('id', 'in', added).execute();
    if (existing.length)
      await db
        .insertInto('file_uses')
        .values(existing.map((f) => ({ file_id: f.id, owner_kind: owner.kind, owner_id: ownerId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
  if (dropped.length) {
    await db
      .deleteFrom('file_uses')
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', ownerId)
      .where('file_id', 'in', dropped)
      .execute();
    for (const id of dropped) await deleteIfUnused(db, storageOf, id);
  }
}

/**
 * The one way a stored file is deleted: its row goes in one conditional statement only while no use
 * refers to it (so a use added at the same moment keeps it), then its bytes. A missing file is no error.
 */
export async function deleteIfUnused(db: DB, storageOf: StorageOf, fileId: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('files')
    .where('id', '=', fileId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('file_uses').select('file_id').where('file_uses.file_id', '=', fileId))),
    )
    .returning('storage')
    .executeTakeFirst();
  if (!gone) return false;
  const storage = await storageOf(gone.storage);
  await storage?.delete(fileId);
  return true;
}

/** How many uses a file has (for an area that asks before it offers a delete). */
export async function usesOf(db: DB, fileId: string): Promise<number> {
  const row = await db
    .selectFrom('file_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { filesService } from '../modules/files/service';

/** Uploads cleaned up per batch; a sweep takes batches until none is left (issue 22). */
const BATCH = 500;

interface UploadColumns {
  key: string;
  created_at: string;
  attached_at: string | null;
}

/** The tables of presigned uploads (campaign images, WhatsApp header media): any with these columns. */
type UploadTable = { [T in keyof Database]: Database[T] extends UploadColumns ? T : never }[keyof Database];

/**
 * Deletes the uploads of `table` handed out more than `keptMs` ago, with their stored objects and
 * their hold on the user's space: by then each was copied into its owner's own file or never used.
 */
export async function sweepExpiredUploads(ctx: AppContext, table: UploadTable, keptMs: number) {
  const before = new Date(ctx.clock.now().getTime() - keptMs).toISOString();
  const files = filesService(ctx);
  const storage = await ctx.storage();
  let deleted = 0;
  let unattached = 0;
  for (;;) {
    const rows = await ctx.db
      .selectFrom(table)
      .select(['key', 'attached_at'])
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      await storage.delete(row.key);
      await files.releaseLink(row.key);
      await ctx.db.deleteFrom(table).where('key', '=', row.key).execute();
      deleted++;
      if (!row.attached_at) unattached++;
    }
    if (rows.length < BATCH) break;
  }
  return { uploadsDeleted: deleted, neverAttached: unattached };
}

import type { Job } from '../../jobs/scheduler';
import { filesService } from '../files/service';
import { UPLOAD_KEPT_MS } from './images';

/** Uploads cleaned up per batch; a run takes batches until none is left (issue 22). */
const BATCH = 500;

/**
 * Presigned uploads expire in a day (issue 15, §7): a day after an upload address was handed out it
 * has long stopped working (10 minutes), and what was put there is either copied into a campaign's
 * own file or never attached; either way the object and its row go. The same for the composed images
 * visitors' pages upload for Send Whatsapp, which WhatsApp has fetched by then.
 */
export const campaignUploadsJob: Job = {
  cronType: 'Campaign uploads',
  everyMs: 60 * 60_000,
  async run(ctx) {
    const before = new Date(ctx.clock.now().getTime() - UPLOAD_KEPT_MS).toISOString();
    const files = filesService(ctx);
    const storage = await ctx.storage();
    let deleted = 0;
    let unattached = 0;
    for (;;) {
      const rows = await ctx.db
        .selectFrom('campaign_uploads')
        .select(['key', 'attached_at'])
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        await storage.delete(row.key);
        await files.releaseLink(row.key);
        await ctx.db.deleteFrom('campaign_uploads').where('key', '=', row.key).execute();
        deleted++;
        if (!row.attached_at) unattached++;
      }
      if (rows.length < BATCH) break;
    }
    await files.dropExpiredReservations();
    return { uploadsDeleted: deleted, neverAttached: unattached };
  },
};

import { sweepExpiredUploads } from '../../jobs/upload-sweep';
import type { Job } from '../../jobs/scheduler';
import { filesService } from '../files/service';
import { UPLOAD_KEPT_MS } from './images';

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
    const swept = await sweepExpiredUploads(ctx, 'campaign_uploads', UPLOAD_KEPT_MS);
    await filesService(ctx).dropExpiredReservations();
    return swept;
  },
};

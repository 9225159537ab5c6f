import { PLATFORM_OWNER } from '../../shared/inbox/schemas';
import type { AppContext } from '../context';
import { billingRemindersJob, paymentReconciliationJob, type ReminderHooks } from '../modules/billing/jobs';
import { botJobs } from '../modules/bots/jobs';
import { campaignUploadsJob } from '../modules/campaigns/jobs';
import { inboxEventsJob } from '../modules/inbox/jobs';
import { inboxService } from '../modules/inbox/service';
import { postMetricsJob } from '../modules/posts/jobs';
import { socialTokensJob } from '../modules/social/jobs';
import { webAnalyticsJob } from '../modules/web/analytics/jobs';
import { templatesSyncJob } from '../modules/whatsapp/templates/job';
import { whatsappMediaUploadsJob } from '../modules/whatsapp/campaigns/media';
import { whatsappCampaignsJob } from '../modules/whatsapp/campaigns/sender';
import { housekeepingJob } from './housekeeping';
import type { Job } from './scheduler';

/**
 * Each renewal reminder joins the platform number's chat with that user, marked as a renewal chat
 * (issue 27). Composed here: billing cannot import the inbox, which reaches billing through WhatsApp.
 */
const renewalRemindersInInbox = (ctx: AppContext): ReminderHooks => {
  const inbox = inboxService(ctx);
  return {
    reminderSent: (s) =>
      inbox.recordOutgoing({
        owner: PLATFORM_OWNER,
        phone: s.phone,
        numberId: s.numberId,
        messageType: 'template',
        text: s.text,
        body: s.body,
        wamid: s.wamid,
        status: s.error ? 'failed' : 'sent',
        error: s.error,
        renewalFor: s.userId,
      }),
  };
};

/** Every scheduled job of the server; areas add theirs here (ARCHITECTURE.md, Jobs). */
export const jobs: Job[] = [
  housekeepingJob,
  billingRemindersJob(renewalRemindersInInbox),
  paymentReconciliationJob,
  campaignUploadsJob,
  socialTokensJob,
  postMetricsJob,
  webAnalyticsJob,
  ...botJobs,
  templatesSyncJob,
  whatsappCampaignsJob,
  whatsappMediaUploadsJob,
  inboxEventsJob,
];

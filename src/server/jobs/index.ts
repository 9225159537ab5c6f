import { billingRemindersJob, paymentReconciliationJob } from '../modules/billing/jobs';
import { botJobs } from '../modules/bots/jobs';
import { campaignUploadsJob } from '../modules/campaigns/jobs';
import { postMetricsJob } from '../modules/posts/jobs';
import { socialTokensJob } from '../modules/social/jobs';
import { webAnalyticsJob } from '../modules/web/analytics/jobs';
import { templatesSyncJob } from '../modules/whatsapp/templates/job';
import { whatsappMediaUploadsJob } from '../modules/whatsapp/campaigns/media';
import { whatsappCampaignsJob } from '../modules/whatsapp/campaigns/sender';
import { housekeepingJob } from './housekeeping';
import type { Job } from './scheduler';

/** Every scheduled job of the server; areas add theirs here (ARCHITECTURE.md, Jobs). */
export const jobs: Job[] = [
  housekeepingJob,
  billingRemindersJob,
  paymentReconciliationJob,
  campaignUploadsJob,
  socialTokensJob,
  postMetricsJob,
  webAnalyticsJob,
  ...botJobs,
  templatesSyncJob,
  whatsappCampaignsJob,
  whatsappMediaUploadsJob,
];

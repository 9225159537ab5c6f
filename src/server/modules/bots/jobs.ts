import { botInboundCleanupJob } from './sessions/cleanup';
import { botLeadAlertsJob } from './sessions/lead-alerts';
import { botWhatsAppCleanupJob, botWhatsAppJob } from './whatsapp/jobs';

/** The bots area's scheduled work: lead alerts that came due (issue 25, Leads); WhatsApp's outbox sweep;
 * answered inbound ids forgotten after a week; WhatsApp's kept messages and outbox rows after 8 and 30 days. */
export const botJobs = [botLeadAlertsJob, botWhatsAppJob, botInboundCleanupJob, botWhatsAppCleanupJob];

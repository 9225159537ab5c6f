import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import {
  adminCampaignSchema,
  adminCampaignsQuery,
  adminNumberSchema,
  adminNumbersQuery,
  platformNumberFieldsSchema,
  platformNumberSchema,
} from './admin';

/**
 * The admin side of WhatsApp (issue 26): every user's campaigns and numbers for the manage lists
 * (Search by user name, as the Update User tab fills it), and the platform's own number. A campaign's
 * detail, messages and export are the user's endpoints, which answer an Admin for any campaign.
 */
export const adminEndpoints = areaContract('whatsapp', {
  adminCampaigns: endpoint({
    method: 'GET',
    path: '/api/WhatsAppAdmin/Campaigns',
    access: 'admin',
    summary:
      "Every user's WhatsApp campaigns with their company name, newest first; Search by user name, company or campaign name",
    query: adminCampaignsQuery,
    response: listOf(adminCampaignSchema),
  }),
  adminNumbers: endpoint({
    method: 'GET',
    path: '/api/WhatsAppAdmin/Numbers',
    access: 'admin',
    summary:
      "Every user's connected WhatsApp numbers (quality, limit, throughput, the bot on it), never a token; Search by user name or company",
    query: adminNumbersQuery,
    response: listOf(adminNumberSchema),
  }),
  platformNumber: endpoint({
    method: 'GET',
    path: '/api/WhatsAppAdmin/PlatformNumber',
    access: 'admin',
    summary:
      "The platform's number (sign-in codes, reminders, form notices) from the Settings card, with its quality, throughput and limit read from the Cloud API; secrets only as set or not",
    response: platformNumberSchema,
  }),
  connectPlatformNumber: endpoint({
    method: 'PUT',
    path: '/api/WhatsAppAdmin/PlatformNumber',
    access: 'admin',
    summary:
      "Connect or update the platform's number: checked with the Cloud API (422 on the token when refused), then saved in the Settings card; fields the environment sets are left alone",
    body: platformNumberFieldsSchema,
    response: platformNumberSchema,
  }),
});

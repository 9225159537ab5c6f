import type { Selectable } from 'kysely';
import type { CampaignsTable } from '../../db/schema';

/**
 * A campaign as the area reads it: its row with its owner's name and company. Its own file, so the
 * parts the service is made of (public page, visits, visitors) read it without importing the service.
 */
export type CampaignRow = Selectable<CampaignsTable> & { user_name: string; company_name: string | null };

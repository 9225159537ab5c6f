import type { z } from 'zod';
import type {
  AdminCampaign,
  AdminNumber,
  adminCampaignsQuery,
  adminNumbersQuery,
} from '../../../shared/whatsapp/admin';
import { throughputOf } from '../../../shared/whatsapp/account';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import { campaignOf } from './campaigns/views';
import type { WhatsappDeps } from './deps';

/**
 * admin/manage/whatsapp and admin/manage/whatsapp-numbers (issue 26): every user's rows with the
 * owner's company, newest first, `Search` by user name (the Update User WhatsApp tab fills it in) or
 * company. The endpoints are Admin only (the contract's access), so no owner filter applies here.
 */

const OWNER_SEARCH = ['users.user_name', 'users.company_name'] as const;

export function adminCampaigns(deps: WhatsappDeps, q: z.output<typeof adminCampaignsQuery>) {
  const { db, clock } = deps;
  const base = filteredList(
    db.selectFrom('whatsapp_campaigns').innerJoin('users', 'users.id', 'whatsapp_campaigns.user_id'),
    { term: q.Search, in: [...OWNER_SEARCH, 'whatsapp_campaigns.name'] },
    { range: clock.dayRange(q.StartDate, q.EndDate), on: 'whatsapp_campaigns.created_at' },
  );
  const column = sortedOn(
    q.SortColumn,
    {
      createdDate: 'whatsapp_campaigns.created_at',
      companyName: 'users.company_name',
      name: 'whatsapp_campaigns.name',
    } as const,
    'whatsapp_campaigns.created_at',
  );
  const direction = q.SortType ?? 'desc';
  return pageOf(
    base,
    (qb) =>
      qb
        .selectAll('whatsapp_campaigns')
        .select(['users.user_name', 'users.company_name'])
        .orderBy(column, direction)
        .orderBy('whatsapp_campaigns.id', direction),
    { ...q, IsExport: false },
    (r): AdminCampaign => ({
      ...campaignOf(r),
      userId: r.user_id,
      userName: r.user_name,
      companyName: r.company_name,
    }),
  );
}

export async function adminNumbers(deps: WhatsappDeps, q: z.output<typeof adminNumbersQuery>) {
  const { db, clock } = deps;
  const base = filteredList(
    db.selectFrom('whatsapp_accounts').innerJoin('users', 'users.id', 'whatsapp_accounts.user_id'),
    { term: q.Search, in: OWNER_SEARCH },
    { range: clock.dayRange(q.StartDate, q.EndDate), on: 'whatsapp_accounts.created_at' },
  );
  const column = sortedOn(
    q.SortColumn,
    { createdDate: 'whatsapp_accounts.created_at', companyName: 'users.company_name' } as const,
    'whatsapp_accounts.created_at',
  );
  const direction = q.SortType ?? 'desc';
  const page = await pageOf(
    base,
    (qb) =>
      qb
        // Named columns only: the sealed token and App Secret never leave the table.
        .select([
          'whatsapp_accounts.id',
          'whatsapp_accounts.user_id',
          'whatsapp_accounts.phone_number_id',
          'whatsapp_accounts.display_phone_number',
          'whatsapp_accounts.verified_name',
          'whatsapp_accounts.quality_rating',
          'whatsapp_accounts.throughput',
          'whatsapp_accounts.messaging_limit',
          'whatsapp_accounts.created_at',
          'users.user_name',
          'users.company_name',
        ])
        .orderBy(column, direction)
        .orderBy('whatsapp_accounts.id', direction),
    { ...q, IsExport: false },
    (r): AdminNumber => ({
      id: r.id,
      userId: r.user_id,
      userName: r.user_name,
      companyName: r.company_name,
      phoneNumberId: r.phone_number_id,
      displayPhoneNumber: r.display_phone_number,
      verifiedName: r.verified_name,
      qualityRating: r.quality_rating,
      throughput: r.throughput ?? throughputOf(null),
      messagingLimit: r.messaging_limit,
      botName: null,
      createdDate: r.created_at,
    }),
  );
  const ids = page.records.map((r) => r.id);
  if (ids.length === 0) return page;
  const bots = await db
    .selectFrom('bot_numbers')
    .innerJoin('bots', 'bots.id', 'bot_numbers.bot_id')
    .select(['bot_numbers.account_id', 'bots.name'])
    .where('bot_numbers.account_id', 'in', ids)
    .execute();
  const botOf = new Map(bots.map((b) => [b.account_id, b.name]));
  return { ...page, records: page.records.map((r) => ({ ...r, botName: botOf.get(r.id) ?? null })) };
}

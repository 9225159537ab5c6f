import { sql, type SqlBool } from 'kysely';
import type { ListData } from '../../../shared/http/envelope';
import {
  CONTACT_MESSAGE_RANGES,
  type ContactMessage,
  type ContactMessagesQuery,
} from '../../../shared/whatsapp/history';
import { pageOf, sortedOn } from '../../db/list';
import { foundOr404 } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { deliveryOf } from './campaigns/rows';
import type { WhatsappDeps } from './deps';

/** The history's sort columns (the contract's names) and what they order by. */
const SORTS = {
  sentDate: 'm.sent_at',
  deliveredDate: 'm.delivered_at',
  readDate: 'm.read_at',
  campaignName: 'c.name',
  templateName: 'c.template_name',
  status: 'm.status',
} as const;

/** Each date range of the query and the column it filters. */
const RANGE_COLUMNS = {
  sendTimeFrom: 'm.sent_at',
  deliveryTimeFrom: 'm.delivered_at',
  readTimeFrom: 'm.read_at',
} as const;

/**
 * Spec 03 §2.7: the campaign messages of one of the caller's contacts (another owner's contact is
 * 404), found by the contact's id or its number (a contact deleted and added again keeps its
 * history), filtered by status, reply and the business days of sending, delivery and reading;
 * sorted as asked (default sentDate Asc), undated rows last either way so both databases agree.
 */
export async function contactMessages(
  deps: WhatsappDeps,
  caller: AuthUser,
  contactId: number,
  q: ContactMessagesQuery,
): Promise<ListData<ContactMessage>> {
  const { db, clock } = deps;
  const contact = foundOr404(
    await db
      .selectFrom('whatsapp_contacts')
      .select(['id', 'mobile'])
      .where('id', '=', contactId)
      .where('user_id', '=', caller.id)
      .executeTakeFirst(),
    'Contact',
  );
  let base = db
    .selectFrom('whatsapp_messages as m')
    .innerJoin('whatsapp_campaigns as c', 'c.id', 'm.campaign_id')
    .where('c.user_id', '=', caller.id)
    .where((eb) => eb.or([eb('m.contact_id', '=', contact.id), eb('m.phone', '=', contact.mobile)]));
  if (q.Status) base = base.where('m.status', '=', q.Status);
  if (q.Replied === 'yes') base = base.where('m.replied_at', 'is not', null);
  if (q.Replied === 'no') base = base.where('m.replied_at', 'is', null);
  for (const [from, to] of CONTACT_MESSAGE_RANGES) {
    const column = RANGE_COLUMNS[from as keyof typeof RANGE_COLUMNS];
    const range = clock.dayRange(q[from], q[to]);
    if (range.from) base = base.where((eb) => sql<SqlBool>`${eb.ref(column)} >= ${range.from}`);
    if (range.to) base = base.where((eb) => sql<SqlBool>`${eb.ref(column)} <= ${range.to}`);
  }
  const column = sortedOn(q.SortColumn, SORTS, 'm.sent_at');
  const direction = q.SortType ?? 'asc';
  return pageOf(
    base,
    (qb) =>
      qb
        .select([
          'm.id',
          'm.campaign_id',
          'c.name as campaign_name',
          'c.template_name',
          'm.phone',
          'm.status',
          'm.sent_at',
          'm.delivered_at',
          'm.read_at',
          'm.error',
          'm.reply',
          'm.replied_at',
        ])
        .orderBy((eb) => sql`case when ${eb.ref(column)} is null then 1 else 0 end`)
        .orderBy(column, direction)
        .orderBy('m.id', direction),
    q,
    (r) => ({
      id: r.id,
      campaignId: r.campaign_id,
      campaignName: r.campaign_name,
      templateName: r.template_name,
      ...deliveryOf(r),
      repliedDate: r.replied_at,
    }),
  );
}

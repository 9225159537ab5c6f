import type { z } from 'zod';
import {
  type AssignToFilterGroup,
  type CampaignMessage,
  type campaignMessagesQuery,
} from '../../../../shared/whatsapp/campaigns';
import type { AssignResult } from '../../../../shared/whatsapp/groups';
import type { DB } from '../../../db/connect';
import { foundOr404 } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import { pageOrXlsx, type XlsxColumn } from '../../../http/xlsx';
import type { AddContactsInput } from '../groups';
import { campaignMessages, reasonOf } from './views';

type MessagesQuery = z.output<typeof campaignMessagesQuery>;

/** The messages export (spec 03 §2.5): the list's columns, text cells (never formulas). */
const MESSAGE_COLUMNS: XlsxColumn<CampaignMessage>[] = [
  { header: 'Name', value: (m) => m.name, width: 24 },
  { header: 'Phone Number', value: (m) => m.phoneNumber },
  { header: 'Status', value: (m) => m.status, width: 12 },
  { header: 'Sent Date', value: (m) => m.sentDate },
  { header: 'Delivered Date', value: (m) => m.deliveredDate },
  { header: 'Read Date', value: (m) => m.readDate },
  { header: 'Reply', value: (m) => m.reply, width: 30 },
  { header: 'Error', value: (m) => (m.errorMessage ? reasonOf(m.errorMessage) : null), width: 40 },
];

/** The messages page, or with IsExport the filtered rows as an xlsx file. */
export async function messagesOrExport(db: DB, caller: AuthUser, id: number, q: MessagesQuery) {
  return pageOrXlsx(q, await campaignMessages(db, caller, id, q), {
    name: `campaign-${id}-messages`,
    sheet: 'Messages',
    columns: MESSAGE_COLUMNS,
  });
}

/**
 * AssignToFilterGroup (spec 03 §2.2, §4, §7.1): the contacts of the campaign's messages that the
 * detail's filters select join an existing filter group or a new one, in one transaction.
 */
export async function assignToFilterGroup(
  db: DB,
  addContacts: (trx: DB, input: AddContactsInput) => Promise<AssignResult>,
  caller: AuthUser,
  input: AssignToFilterGroup,
): Promise<AssignResult> {
  foundOr404(
    await db
      .selectFrom('whatsapp_campaigns')
      .select('id')
      .where('id', '=', input.campaignId)
      .where('user_id', '=', caller.id)
      .executeTakeFirst(),
    'Campaign',
  );
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined)
      foundOr404(
        await trx
          .selectFrom('whatsapp_groups')
          .select('id')
          .where('id', '=', input.id)
          .where('user_id', '=', caller.id)
          .where('kind', '=', 'Filter')
          .executeTakeFirst(),
        'Group',
      );
    let rows = trx
      .selectFrom('whatsapp_messages')
      .select('contact_id')
      .distinct()
      .where('campaign_id', '=', input.campaignId)
      .where('contact_id', 'is not', null);
    if (input.Status) rows = rows.where('status', '=', input.Status);
    if (input.Replied === 'yes') rows = rows.where('replied_at', 'is not', null);
    if (input.Replied === 'no') rows = rows.where('replied_at', 'is', null);
    const contactIds = (await rows.execute()).map((r) => r.contact_id as number);
    const target = input.id !== undefined ? { groupId: input.id } : { newName: (input.name ?? '').trim() };
    return addContacts(trx, { userId: caller.id, contactIds, kind: 'Filter', ...target });
  });
}

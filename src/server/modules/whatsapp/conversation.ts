import { sentTemplateText } from '../../../shared/whatsapp/sent-text';
import type { DB } from '../../db/connect';
import { ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';

/** Most campaign messages of one number shown in a conversation: the newest ones. */
const MAX_MESSAGES = 500;

export interface CampaignSide {
  /** The campaign messages that reached the number, newest first: the template as sent, parameters filled. */
  sent: { at: string; text: string }[];
  /** The caller's contact with this number, when it is one. */
  contactName: string | null;
  isContact: boolean;
}

/**
 * The WhatsApp area's side of a conversation with a number (spec 03 §2.5, §2.7, §3.6): what the
 * caller's campaigns sent it, and the contact it is. The inbox adds the number's own messages.
 */
export async function campaignSide(db: DB, caller: AuthUser, phone: string): Promise<CampaignSide> {
  const [sent, contact] = await Promise.all([
    ownedBy(
      db
        .selectFrom('whatsapp_messages as w')
        .innerJoin('whatsapp_campaigns as c', 'c.id', 'w.campaign_id')
        .leftJoin('whatsapp_templates as t', 't.id', 'c.template_id')
        .select(['w.id', 'w.params', 'w.sent_at', 'c.template_name', 't.components'])
        .where('w.phone', '=', phone),
      'c.user_id',
      caller,
    )
      // What reached the number: a message Meta refused or could not deliver is not in the chat.
      .where('w.sent_at', 'is not', null)
      .where('w.status', '!=', 'failed')
      .orderBy('w.sent_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(MAX_MESSAGES)
      .execute(),
    ownedBy(
      db.selectFrom('whatsapp_contacts').select(['first_name', 'last_name']).where('mobile', '=', phone),
      'user_id',
      caller,
    ).executeTakeFirst(),
  ]);
  const name = contact ? [contact.first_name, contact.last_name].filter(Boolean).join(' ') : '';
  return {
    sent: sent.map((r) => ({
      at: r.sent_at!,
      text: sentTemplateText(r.components, r.params) ?? `Template: ${r.template_name}`,
    })),
    contactName: name || null,
    isContact: Boolean(contact),
  };
}

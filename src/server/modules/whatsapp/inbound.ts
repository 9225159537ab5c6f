import type { AppContext } from '../../context';
import type { WebhookEvents, WebhookReceiver } from './webhook/events';

/**
 * The inbox's share of the webhook (issue 26: "`messages[]` are kept for the inbox"): every message
 * a customer sends to one of the numbers we know is kept, whatever its kind and whether or not a bot
 * answers it, before Meta has its 200. A repeated delivery (same wamid on the same number) changes
 * nothing; messages to numbers we do not know are read past.
 */
export function inboundReceiver(ctx: AppContext): WebhookReceiver {
  return {
    async accept({ inbox }: WebhookEvents) {
      if (inbox.length === 0) return;
      const numbers = [...new Set(inbox.map((m) => m.phoneNumberId))];
      const accounts = new Map(
        (
          await ctx.db
            .selectFrom('whatsapp_accounts')
            .select(['id', 'user_id', 'phone_number_id'])
            .where('phone_number_id', 'in', numbers)
            .execute()
        ).map((a) => [a.phone_number_id, a]),
      );
      const now = ctx.clock.now().toISOString();
      const rows = inbox.flatMap((m) => {
        const account = accounts.get(m.phoneNumberId);
        if (!account) return [];
        return [
          {
            account_id: account.id,
            user_id: account.user_id,
            phone: m.sender,
            sender_name: m.senderName,
            wamid: m.messageId,
            message_type: m.type,
            text: m.text,
            user_response_body: m.responseBody,
            media_id: m.mediaId,
            context_wamid: m.contextId,
            received_at: m.sentAt ?? now,
            created_at: now,
          },
        ];
      });
      if (rows.length === 0) return;
      await ctx.db
        .insertInto('whatsapp_inbound_messages')
        .values(rows)
        .onConflict((oc) => oc.columns(['account_id', 'wamid']).doNothing())
        .execute();
    },
  };
}

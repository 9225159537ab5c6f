import type { AppContext } from '../../../context';
import type { WebhookReceiver } from '../webhook/events';
import { reasonOf } from './rows';

/**
 * The templates' share of the webhook (`message_template_status_update`): the status and reason of
 * the template Meta names, by its id in that business account. Only a change is written, so a
 * delivery repeated changes nothing; a template not synced yet arrives with the next sync.
 */
export function templatesReceiver(ctx: AppContext): WebhookReceiver {
  return {
    async accept(events) {
      for (const u of events.templates) {
        const reason = reasonOf(u.reason);
        await ctx.db
          .updateTable('whatsapp_templates')
          .set({ status: u.status, reason, updated_at: ctx.clock.now().toISOString() })
          .where('meta_id', '=', u.templateId)
          .where('business_id', '=', u.businessId)
          // Only when something differs (a reason compared null-safely on both databases).
          .where((eb) =>
            eb.or(
              reason === null
                ? [eb('status', '!=', u.status), eb('reason', 'is not', null)]
                : [eb('status', '!=', u.status), eb('reason', 'is', null), eb('reason', '!=', reason)],
            ),
          )
          .execute();
      }
    },
  };
}

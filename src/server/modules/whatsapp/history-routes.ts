import type { historyEndpoints } from '../../../shared/whatsapp/history-contract';
import type { Handlers } from '../../http/bind';
import type { WhatsappService } from './service';

/** A contact's message history and the insights (spec 03 §2.7, §7.2, §7.5). */
export function historyHandlers(wa: WhatsappService): Handlers<typeof historyEndpoints> {
  const h = wa.history;
  return {
    contactMessages: ({ user, params, query }) => h.contactMessages(user, params.id, query),
    insightsStatistics: ({ user, query }) => h.insights(user, query),
  };
}

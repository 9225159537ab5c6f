import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { contactMessageSchema, contactMessagesQuery } from './history';
import { insightsQuery, insightsSchema } from './insights';

/**
 * A contact's message history and the insights (spec 03 §2.7, §7.2, §7.5, §8.3; issue 26 "Contact
 * history and insights"). Another owner's contact answers 404.
 */
export const historyEndpoints = areaContract('whatsapp', {
  contactMessages: endpoint({
    method: 'GET',
    path: '/api/WhatsAppContact/Messages/:id',
    access: 'signedIn',
    summary:
      "A contact's campaign messages, paged and sorted (default sentDate Asc): Status, Replied all|yes|no, and sent, delivered and read ranges (sendTimeFrom/To, deliveryTimeFrom/To, readTimeFrom/To) by the business days",
    params: z.object({ id: idParamSchema() }),
    query: contactMessagesQuery,
    response: listOf(contactMessageSchema),
  }),
  insightsStatistics: endpoint({
    method: 'GET',
    path: '/api/WhatsAppInsights/statistics',
    access: 'signedIn',
    summary:
      'My WhatsApp figures for a range of business days (default this month): counts, rates, messages per day, opt-outs and failure reasons',
    query: insightsQuery,
    response: insightsSchema,
  }),
});

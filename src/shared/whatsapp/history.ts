import { z } from 'zod';
import { dateOnly, listQuery } from '../http/list';
import { deliveryFields, MESSAGE_STATUSES } from './campaigns';

/**
 * A contact's message history (spec 03 §2.7, §3.5 "Contact message record", §7.2 GET Messages/{id}):
 * every campaign message sent to one contact, with its dates, status, error and reply.
 */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  templateName: z.string(),
  ...deliveryFields,
  repliedDate: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Sort columns of the history, by the record's names (default sentDate, Asc: spec 03 §9). */
export const CONTACT_MESSAGE_SORTS = [
  'sentDate',
  'deliveredDate',
  'readDate',
  'campaignName',
  'templateName',
  'status',
] as const;

/** The three date ranges of the history's filters: [from, to] parameter names (spec 03 §7.2). */
export const CONTACT_MESSAGE_RANGES = [
  ['sendTimeFrom', 'sendTimeTo'],
  ['deliveryTimeFrom', 'deliveryTimeTo'],
  ['readTimeFrom', 'readTimeTo'],
] as const;

export const REPLIED_FILTERS = ['all', 'yes', 'no'] as const;

export const HISTORY_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date',
} as const;

/** A bound as a comparable moment: a day's start or end, or the moment as given. */
const boundKey = (value: string, end: boolean) =>
  value.length === 10 ? `${value} ${end ? '23:59:59' : '00:00:00'}` : value;

export const contactMessagesQuery = listQuery(CONTACT_MESSAGE_SORTS, {
  Status: z.enum(MESSAGE_STATUSES).optional(),
  Replied: z.enum(REPLIED_FILTERS).optional(),
  sendTimeFrom: dateOnly.optional(),
  sendTimeTo: dateOnly.optional(),
  deliveryTimeFrom: dateOnly.optional(),
  deliveryTimeTo: dateOnly.optional(),
  readTimeFrom: dateOnly.optional(),
  readTimeTo: dateOnly.optional(),
}).superRefine((q, ctx) => {
  // Spec 03 §5.4: the end date cannot precede the start date (a bad range is 400, never a 500).
  for (const [from, to] of CONTACT_MESSAGE_RANGES) {
    const a = q[from];
    const b = q[to];
    if (a && b && boundKey(b, true) < boundKey(a, false))
      ctx.addIssue({ code: 'custom', path: [to], message: HISTORY_MESSAGES.endBeforeStart });
  }
  if (q.StartDate && q.EndDate && boundKey(q.EndDate, true) < boundKey(q.StartDate, false))
    ctx.addIssue({ code: 'custom', path: ['EndDate'], message: HISTORY_MESSAGES.endBeforeStart });
});
export type ContactMessagesQuery = z.output<typeof contactMessagesQuery>;

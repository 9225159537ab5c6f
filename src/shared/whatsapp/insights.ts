import { z } from 'zod';
import { dateOnly } from '../http/list';
import { HISTORY_MESSAGES } from './history';

/** Spec 03 §8.3, verbatim. */
export const INSIGHTS_MESSAGES = {
  fetchFailed: 'Failed to fetch insights',
  networkError: 'Network error',
  rangeTooLong: 'Choose a range of at most 366 days',
} as const;

/** The longest range the daily series covers. */
export const INSIGHTS_MAX_DAYS = 366;

const day = dateOnly.refine((v) => v.length === 10, 'Use YYYY-MM-DD');

/**
 * The insights' range (spec 03 §7.5, §9 presets): business days, both ends included; without them,
 * this month up to today.
 */
export const insightsQuery = z
  .object({ StartDate: day.optional(), EndDate: day.optional() })
  .strict()
  .superRefine((q, ctx) => {
    if (q.StartDate && q.EndDate && q.EndDate < q.StartDate)
      ctx.addIssue({ code: 'custom', path: ['EndDate'], message: HISTORY_MESSAGES.endBeforeStart });
  });

const count = z.number().int();

/**
 * What the insights show for a range (spec 03 §7.5 statistics, §8.3). Messages are counted on the
 * day they went out (sent, or failed before being sent), so a day's bars add up to the cards;
 * delivered, read and replied are those of these messages, whenever that happened.
 */
export const insightsSchema = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  counts: z.object({
    campaigns: count,
    messages: count,
    sent: count,
    delivered: count,
    read: count,
    failed: count,
    replied: count,
    optOuts: count,
  }),
  /** Percentages with one decimal: delivered and read of sent, replied of delivered, failed of messages. */
  rates: z.object({
    delivered: z.number(),
    read: z.number(),
    replied: z.number(),
    failed: z.number(),
  }),
  /** Every day of the range once, oldest first (days without messages are zeros). */
  daily: z.array(z.object({ date: z.string(), sent: count, delivered: count, read: count, failed: count })),
  /** Failed messages by Meta's reason (error.message, then message, else the raw text), most first. */
  failureReasons: z.array(z.object({ reason: z.string(), count })),
});
export type WhatsAppInsights = z.infer<typeof insightsSchema>;

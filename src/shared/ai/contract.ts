import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';

/**
 * AI writing (spec 01 sections 7 and 9, issue 11): keywords and a business description from any
 * OpenAI-compatible server set up in Settings → AI writer. Field names are the spec's payloads.
 */

/** The spec sends keyword lists as arrays or as comma-joined text; both arrive as an array. */
const keywordList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.string().trim().max(100))
    .max(100)
    .transform((list) => list.filter(Boolean)),
);
const oneLine = z
  .string({ error: 'One line description is required' })
  .trim()
  .min(1, 'One line description is required')
  .max(250, 'You can enter only 250 characters');
const location = z.string().trim().max(1000).default('');

export const AI_DEFAULTS = { keywords: 15, words: 100, paragraphs: 1 } as const;
/** Generations per user per hour (issue 11). */
export const AI_HOURLY_LIMIT = 20;
/** A model may take a minute per try, and a generation may try 4 times. */
const AI_WAITS_MS = 5 * 60_000;
export const AI_FAILED = 'There is some issues with AI. Please try after sometime.';

export const keywordsRequestSchema = z.object({
  one_line_explain: oneLine,
  number_of_keywords: z.number().int().min(1).max(50).default(AI_DEFAULTS.keywords),
  location,
  p_keywords: keywordList.default([]),
});
export type KeywordsRequest = z.input<typeof keywordsRequestSchema>;

export const descriptionRequestSchema = z.object({
  context_key: z.string().trim().max(100).default('business_description'),
  context: z.string().trim().max(2000).default(''),
  one_line_explain: oneLine,
  total_number_of_words: z.number().int().min(20).max(1000).default(AI_DEFAULTS.words),
  keywords: keywordList.default([]),
  secondary_keywords: keywordList.default([]),
  location,
  number_of_paragraphs: z.number().int().min(1).max(10).default(AI_DEFAULTS.paragraphs),
});
export type DescriptionRequest = z.input<typeof descriptionRequestSchema>;

/** What the model must answer (checked with zod, retried up to 3 times when it does not). */
export const keywordsAnswerSchema = z.object({
  keywords: z.array(z.string().trim().min(1).max(100)).min(1),
  meta_keywords: z.array(z.string().trim().min(1).max(100)).default([]),
});
export const descriptionAnswerSchema = z.object({ content: z.string().trim().min(1).max(20_000) });

/** The feature as its not-set-up words name it ("AI writing is not available yet. …"). */
export const AI_FEATURE = 'AI writing';

/**
 * Whether the AI writer can be asked at all, before a button is pressed: when it is not set up,
 * `message` says why in the caller's words (a User: not available yet, contact the administrator;
 * an Admin: the Settings card to fill in).
 */
export const aiStatusSchema = z.object({ available: z.boolean(), message: z.string().nullable() });
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const aiContract = areaContract('ai', {
  status: endpoint({
    method: 'GET',
    path: '/api/AI/Status',
    access: 'signedIn',
    summary: 'Whether AI writing is set up, and if not, why (in the caller’s words)',
    response: aiStatusSchema,
  }),
  keywords: endpoint({
    method: 'POST',
    path: '/api/AI/Keywords',
    access: 'signedIn',
    summary: 'Suggest keywords for the business (15 by default) and meta keywords',
    body: keywordsRequestSchema,
    response: keywordsAnswerSchema,
    waitsMs: AI_WAITS_MS,
  }),
  description: endpoint({
    method: 'POST',
    path: '/api/AI/Description',
    access: 'signedIn',
    summary: 'Write a business description (100 words, 1 paragraph by default)',
    body: descriptionRequestSchema,
    response: descriptionAnswerSchema,
    waitsMs: AI_WAITS_MS,
  }),
});

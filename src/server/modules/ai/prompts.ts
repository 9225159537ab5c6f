import type { z } from 'zod';
import type { descriptionRequestSchema, keywordsRequestSchema } from '../../../shared/ai/contract';
import type { ChatMessage } from '../../providers/ai/client';

/**
 * The prompts of the AI writer, from the spec 01 section 7 payloads. Each asks for one JSON object in
 * a stated shape; the answer is checked with the contract's answer schema (providers/ai/structured.ts).
 */
export type KeywordsInput = z.output<typeof keywordsRequestSchema>;
export type DescriptionInput = z.output<typeof descriptionRequestSchema>;

const SYSTEM =
  'You are a marketing copywriter and SEO specialist for small businesses. ' +
  'You always answer with exactly one JSON object in the shape you are given: no Markdown, no code fences, no text before or after it.';

/** "Label: value" lines for the facts that are present. */
const facts = (pairs: [string, string][]) =>
  pairs
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label}: ${value.trim()}`)
    .join('\n');

export function keywordsPrompt(input: KeywordsInput): ChatMessage[] {
  const user = [
    `Suggest ${input.number_of_keywords} search keywords for this business.`,
    '',
    facts([
      ['Business', input.one_line_explain],
      ['Location', input.location],
      ['Keywords it already has (do not repeat them)', input.p_keywords.join(', ')],
    ]),
    '',
    'Each keyword is 1 to 4 words that a customer would type into a search engine or a map app to find ' +
      'such a business: its products or services, what customers need, and, where a location is given, ' +
      'the place combined with them. Lower case except for names. No numbering, no hashtags, no duplicates.',
    'Also give 5 to 10 meta keywords: short, general phrases for the meta keywords tag of its website.',
    '',
    'Answer with this JSON object only:',
    '{"keywords": ["keyword", "…"], "meta_keywords": ["phrase", "…"]}',
  ];
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user.join('\n') },
  ];
}

export function descriptionPrompt(input: DescriptionInput): ChatMessage[] {
  const paragraphs = input.number_of_paragraphs;
  const purpose = input.context_key.replace(/[_-]+/g, ' ').trim() || 'business description';
  const user = [
    `Write the ${purpose} of this business, for its website and social media profiles.`,
    '',
    facts([
      ['Business', input.one_line_explain],
      ['Location', input.location],
      ['Main keywords (use each naturally at least once)', input.keywords.join(', ')],
      ['Other keywords (use those that fit)', input.secondary_keywords.join(', ')],
      ['Text to build on', input.context],
    ]),
    '',
    `Length: about ${input.total_number_of_words} words in ${paragraphs} paragraph${paragraphs === 1 ? '' : 's'}.`,
    'Write warm, specific, plain sentences that tell a customer what the business offers, to whom and ' +
      'why to choose it. No headings, lists, emojis, Markdown or HTML; do not invent prices, awards or contact details.',
    '',
    'Answer with this JSON object only, paragraphs separated by a blank line ("\\n\\n"):',
    '{"content": "First paragraph…"}',
  ];
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user.join('\n') },
  ];
}

/** Enough tokens for the words asked (about 1.4 tokens a word in English, more in other languages). */
export const descriptionMaxTokens = (words: number) => Math.ceil(words * 3) + 500;
export const KEYWORDS_MAX_TOKENS = 1500;

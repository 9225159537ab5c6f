import type { z } from 'zod';
import {
  AI_FAILED,
  AI_FEATURE,
  AI_HOURLY_LIMIT,
  descriptionAnswerSchema,
  keywordsAnswerSchema,
} from '../../../shared/ai/contract';
import type { AppContext } from '../../context';
import { attemptLimits, LIMITS } from '../../http/attempt-limits';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { aiClient, aiConfigOf, type ChatMessage } from '../../providers/ai/client';
import { AiFailure, generateStructured } from '../../providers/ai/structured';
import { logsService } from '../logs/service';
import { missingLabels, notSetUp } from '../settings/service';
import { notSetUpMessage } from '../../../shared/settings/not-set-up';
import type { AiStatus } from '../../../shared/ai/contract';
import {
  descriptionMaxTokens,
  descriptionPrompt,
  KEYWORDS_MAX_TOKENS,
  keywordsPrompt,
  type DescriptionInput,
  type KeywordsInput,
} from './prompts';

/**
 * The AI writer (issue 11; spec 01 sections 7 to 9): keyword suggestions and a business description
 * from the OpenAI-compatible server of Settings → AI writer. Not set up, it answers 503 "AI writing
 * is not available yet. Please contact the administrator." (an Admin: the card to fill in). Failing,
 * timed out or still unusable after 3 retries, it answers 503 with the spec's message and, in
 * `errorMessage`, what went wrong (the service's status, never the key). Every call is an AI log row.
 */
type Kind = 'Keywords' | 'Description';

/** Same text ignoring case and spacing. */
const keyOf = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

function distinct(list: string[], skip: Set<string> = new Set()): string[] {
  const seen = new Set(skip);
  const out: string[] = [];
  for (const item of list) {
    // Models number, bullet or tag their keywords now and then.
    const clean = item
      .replace(/^\s*(?:\d+[.)]|[-*•#])\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!clean || seen.has(keyOf(clean))) continue;
    seen.add(keyOf(clean));
    out.push(clean);
  }
  return out;
}

/** Suggestions the user does not have yet, as many as asked; none left counts as an unusable answer. */
const keywordsAnswerFor = (input: KeywordsInput) =>
  keywordsAnswerSchema
    .transform((a) => ({
      keywords: distinct(a.keywords, new Set(input.p_keywords.map(keyOf))).slice(0, input.number_of_keywords),
      meta_keywords: distinct(a.meta_keywords).slice(0, 20),
    }))
    .refine((a) => a.keywords.length > 0, { message: 'no keyword that the business does not have already' });

/**
 * Plain-text paragraphs separated by a blank line (the renderer types them out, then adds them to the
 * rich field as `<p>` paragraphs). Markup a model adds anyway is taken out, never passed on as HTML.
 */
export function plainParagraphs(content: string): string {
  return content
    .replace(/<\/(p|div|h\d|li)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\*\*|__/g, '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const descriptionAnswer = descriptionAnswerSchema
  .transform((a) => ({ content: plainParagraphs(a.content) }))
  .refine((a) => a.content.length > 0, { message: 'no text' });

/** The service's words in the log without the key (OpenAI repeats part of a wrong key in its message). */
function scrubber(apiKey: string | undefined) {
  return (text: string) => {
    let out = text
      .replace(/(api key provided:?\s*)\S+/gi, '$1[redacted]')
      .replace(/\bsk-[\w*.-]{4,}/g, '[redacted]');
    if (apiKey) out = out.split(apiKey).join('[redacted]');
    return out;
  };
}

export function aiService(ctx: AppContext) {
  const logs = logsService(ctx);
  const limits = attemptLimits(ctx.db, ctx.config.rateLimit, ctx.clock);

  async function generate<T>(
    user: AuthUser,
    kind: Kind,
    summary: string,
    request: { messages: ChatMessage[]; schema: z.ZodType<T>; maxTokens: number },
  ): Promise<T> {
    const settings = await ctx.settings.get('ai');
    const cfg = aiConfigOf(settings);
    // Not set up is no failure to try again after: the caller is told so, in their role's words.
    if (!cfg) throw notSetUp(AI_FEATURE, 'ai', user.role, missingLabels('ai', settings));

    // Counted before the call, failures included: each one is billed to the business (issue 11).
    await limits.check(
      'ai-generation',
      String(user.id),
      LIMITS.aiGenerations,
      (wait) =>
        `You have used the ${AI_HOURLY_LIMIT} AI generations allowed in an hour. Please try again in ${wait}.`,
    );
    await limits.record('ai-generation', String(user.id));

    const scrub = scrubber(cfg.apiKey);
    try {
      return await generateStructured(aiClient(cfg), {
        ...request,
        temperature: 0.7,
        timeoutMs: ctx.config.aiTimeoutMs,
        onCall: (call) =>
          logs.recordAiCall({
            userId: user.id,
            kind,
            promptSummary: summary,
            model: call.model,
            promptTokens: call.promptTokens,
            completionTokens: call.completionTokens,
            durationMs: call.durationMs,
            status: call.ok ? 'SUCCESS' : 'FAILED',
            errorMessage: call.error ? scrub(call.error).slice(0, 1000) : null,
          }),
      });
    } catch (err) {
      if (err instanceof AiFailure)
        throw new HttpError(503, AI_FAILED, 'AiFailed', undefined, scrub(err.reason));
      throw err;
    }
  }

  return {
    /** Whether the AI buttons can work, read before one is pressed (issue 23). */
    async status(user: AuthUser): Promise<AiStatus> {
      const settings = await ctx.settings.get('ai');
      if (aiConfigOf(settings)) return { available: true, message: null };
      return {
        available: false,
        message: notSetUpMessage(AI_FEATURE, 'ai', user.role, missingLabels('ai', settings)),
      };
    },

    /** Spec 01 section 7: keywords (15 by default) and meta keywords. */
    keywords: (user: AuthUser, input: KeywordsInput) =>
      generate(user, 'Keywords', `${input.number_of_keywords} keywords: ${input.one_line_explain}`, {
        messages: keywordsPrompt(input),
        schema: keywordsAnswerFor(input),
        maxTokens: KEYWORDS_MAX_TOKENS,
      }),

    /** Spec 01 section 7: a description of about 100 words in 1 paragraph by default. */
    description: (user: AuthUser, input: DescriptionInput) =>
      generate(
        user,
        'Description',
        `${input.total_number_of_words} words, ${input.number_of_paragraphs} paragraph(s): ${input.one_line_explain}`,
        {
          messages: descriptionPrompt(input),
          schema: descriptionAnswer,
          maxTokens: descriptionMaxTokens(input.total_number_of_words),
        },
      ),
  };
}

export type AiService = ReturnType<typeof aiService>;

import type { SettingsValues } from '../../../shared/settings/registry';
import { callJson } from '../http';

/**
 * The AI writer (Settings → AI writer): any OpenAI-compatible chat completions API
 * (`POST {baseUrl}/chat/completions`), so OpenAI, a hosted alternative or a model server on the
 * business's own network all work. A failure is a ProviderError carrying the service's own message.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  timeoutMs?: number;
  /**
   * Repeats of a 429, 5xx or unreachable call inside this one (default 1). The AI area's generations
   * pass 0 and retry themselves, so that every call is logged (providers/ai/structured.ts).
   */
  retries?: number;
}

export interface ChatAnswer {
  text: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** "stop", or "length" when the answer was cut at max_tokens. */
  finishReason?: string;
}

interface ChatCompletion {
  model?: string;
  choices?: { message?: { content?: string | null }; finish_reason?: string }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export interface AiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface AiWriter {
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatAnswer>;
}

const SERVICE = 'AI writer';

/** A server's token count, or 0 when it sends none or nonsense (it goes into an integer column). */
const tokenCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.min(Math.round(n), 2 ** 31 - 1) : 0;

export function aiClient(cfg: AiConfig): AiWriter {
  return {
    model: cfg.model,
    async chat(request) {
      const answer = await callJson<ChatCompletion>(SERVICE, `${cfg.baseUrl}/chat/completions`, {
        headers: cfg.apiKey ? { Authorization: `Bearer ${cfg.apiKey}` } : {},
        body: {
          model: cfg.model,
          messages: request.messages,
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        },
        timeoutMs: request.timeoutMs ?? 60_000,
        retries: request.retries ?? 1,
      });
      const choice = answer?.choices?.[0];
      return {
        text: typeof choice?.message?.content === 'string' ? choice.message.content.trim() : '',
        finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined,
        model: typeof answer?.model === 'string' && answer.model ? answer.model : cfg.model,
        promptTokens: tokenCount(answer?.usage?.prompt_tokens),
        completionTokens: tokenCount(answer?.usage?.completion_tokens),
      };
    },
  };
}

/** The writer when its address and model are set, else null. */
export function aiConfigOf(s: SettingsValues<'ai'>): AiConfig | null {
  return s.baseUrl && s.model ? { baseUrl: s.baseUrl, apiKey: s.apiKey, model: s.model } : null;
}

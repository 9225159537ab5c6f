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
}

export interface ChatAnswer {
  text: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
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
        retries: 1,
      });
      return {
        text: answer?.choices?.[0]?.message?.content?.trim() ?? '',
        model: answer?.model ?? cfg.model,
        promptTokens: answer?.usage?.prompt_tokens ?? 0,
        completionTokens: answer?.usage?.completion_tokens ?? 0,
      };
    },
  };
}

/** The writer when its address and model are set, else null. */
export function aiConfigOf(s: SettingsValues<'ai'>): AiConfig | null {
  return s.baseUrl && s.model ? { baseUrl: s.baseUrl, apiKey: s.apiKey, model: s.model } : null;
}

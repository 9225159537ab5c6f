import type { z } from 'zod';
import { ProviderError } from '../http';
import type { AiWriter, ChatAnswer, ChatMessage } from './client';

/**
 * Structured generation on top of the chat client (issue 11): ask for one JSON object, read it from
 * the answer (code fences and a model's preamble stripped), check it with a zod schema, and ask again
 * when it is unusable or the service is briefly failing. Every call, retries included, is reported
 * through `onCall` so that the AI log has one row each; the HTTP client itself is told not to retry.
 */

/** Calls in all: the first and up to 3 retries (spec 01 section 9). */
export const AI_ATTEMPTS = 4;

/** One call to the AI service, as the AI log records it. */
export interface AiCallRecord {
  ok: boolean;
  model: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  /** Why the call gave nothing usable: an HTTP status, the service's words, or what was wrong with the JSON. */
  error?: string;
  /** The HTTP status the service answered (0 when it was not reached). */
  status?: number;
}

/** A generation that gave up; `reason` names what went wrong in words safe to show (never the key). */
export class AiFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface StructuredRequest<T> {
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  timeoutMs: number;
  maxTokens?: number;
  temperature?: number;
  attempts?: number;
  onCall(call: AiCallRecord): Promise<void>;
}

type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The JSON object in a model's answer, checked with `schema`, or what is wrong with it. */
export function readJsonAnswer<T>(text: string, schema: z.ZodType<T>): Read<T> {
  const candidate = jsonTextOf(text);
  if (!candidate) return { ok: false, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(candidate);
  } catch {
    return { ok: false, problem: 'the answer was not valid JSON' };
  }
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the answer';
    return { ok: false, problem: `the JSON did not have the asked shape (${where}: ${issue?.message})` };
  }
  return { ok: true, value: checked.data };
}

function jsonTextOf(text: string): string {
  // Reasoning models served locally (llama.cpp, Ollama) may think aloud first.
  const answer = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  // A fenced block, closed or cut off at the end.
  const fenced = /```[\w-]*[ \t]*\r?\n?([\s\S]*?)(?:```|$)/.exec(answer);
  const inner = (fenced ? fenced[1] : answer).trim();
  if (inner.startsWith('{') || inner.startsWith('[')) return inner;
  // "Here are your keywords: {…}": the outermost object.
  const start = inner.indexOf('{');
  const end = inner.lastIndexOf('}');
  return start >= 0 && end > start ? inner.slice(start, end + 1) : inner;
}

interface CallFailure {
  /** For the answer's errorMessage. */
  reason: string;
  /** For the log: the reason and the service's own words. */
  logged: string;
  status: number;
  retry: boolean;
  waitMs?: number;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} seconds`;

function failureOf(err: unknown, timeoutMs: number): CallFailure {
  const timedOut =
    (err instanceof ProviderError && err.details.timedOut) || (err as Error)?.name === 'TimeoutError';
  if (timedOut) {
    const reason = `The AI service did not answer within ${seconds(timeoutMs)}`;
    // A minute already waited: another would keep the user waiting for nothing.
    return { reason, logged: reason, status: 0, retry: false };
  }
  if (!(err instanceof ProviderError) || err.status === 0) {
    const reason = 'The AI service could not be reached';
    const said = err instanceof ProviderError ? err.message.replace(`${err.service}: `, '') : '';
    return { reason, logged: said ? `${reason} (${said})` : reason, status: 0, retry: true };
  }
  const said = err.message.replace(`${err.service}: `, '');
  const status = err.status;
  const hint =
    status === 401 || status === 403
      ? ': check the API key in Settings → AI writer'
      : status === 404
        ? ': check the base URL and model in Settings → AI writer'
        : '';
  const reason = `The AI service answered ${status}${hint}`;
  const transient = status === 429 || status >= 500;
  return {
    reason,
    logged: `${reason} (${said})`,
    status,
    retry: transient,
    waitMs: err.details.retryAfterMs ? Math.min(err.details.retryAfterMs, 5000) : undefined,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The schema-checked answer, or an AiFailure once the attempts are used up or retrying is pointless. */
export async function generateStructured<T>(writer: AiWriter, request: StructuredRequest<T>): Promise<T> {
  const attempts = request.attempts ?? AI_ATTEMPTS;
  let messages = request.messages;
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= attempts;
    const started = performance.now();
    let answer: ChatAnswer;
    try {
      answer = await writer.chat({
        messages,
        maxTokens: request.maxTokens,
        temperature: request.temperature,
        timeoutMs: request.timeoutMs,
        retries: 0,
      });
    } catch (err) {
      const failure = failureOf(err, request.timeoutMs);
      await request.onCall({
        ok: false,
        model: writer.model,
        promptTokens: 0,
        completionTokens: 0,
        durationMs: Math.round(performance.now() - started),
        error: failure.logged,
        status: failure.status,
      });
      if (!failure.retry || last) throw new AiFailure(failure.reason);
      await sleep(failure.waitMs ?? 250 * 2 ** (attempt - 1));
      continue;
    }
    const read = readJsonAnswer(answer.text, request.schema);
    const cut = answer.finishReason === 'length' ? ' (cut off at the token limit)' : '';
    await request.onCall({
      ok: read.ok,
      model: answer.model,
      promptTokens: answer.promptTokens,
      completionTokens: answer.completionTokens,
      durationMs: Math.round(performance.now() - started),
      error: read.ok ? undefined : `Unusable answer: ${read.problem}${cut}`,
      status: 200,
    });
    if (read.ok) return read.value;
    if (last)
      throw new AiFailure(`The AI service gave no usable answer in ${attempts} tries (${read.problem})`);
    // Ask again, showing the model what it answered and why it could not be used.
    messages = [
      ...request.messages,
      ...(answer.text ? [{ role: 'assistant' as const, content: answer.text.slice(0, 4000) }] : []),
      {
        role: 'user',
        content: `That answer could not be used: ${read.problem}${cut}. Reply again with only the JSON object described above, nothing else.`,
      },
    ];
  }
}

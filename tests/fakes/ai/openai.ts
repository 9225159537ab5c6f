import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedRequest } from '../http-fake';

/**
 * A loopback fake of an OpenAI-compatible chat completions API (`POST /v1/chat/completions`) with
 * the documented answer shape (choices[].message.content, finish_reason, usage) and error envelope
 * (`{ error: { message, type, param, code } }`): a wrong key answers 401, an unknown model 404,
 * a missing model or messages 400.
 *
 * What a valid call answers comes from a script (`fake.script(...steps)`, one step per call, in order)
 * and, once the script is used up, from `options.reply` ("ready" by default). Steps play what real
 * servers do: JSON or any text as the content (prose, truncated JSON, wrong types), an empty
 * `choices`, an HTTP error (429 with Retry-After, 500) or a hang (no answer at all).
 */
export type AiStep =
  | { kind: 'content'; content: string; finishReason?: string }
  | { kind: 'noChoices' }
  | { kind: 'status'; status: number; message?: string; retryAfterSeconds?: number }
  | { kind: 'hang' };

export const aiReply = {
  /** The content is this value as JSON text. */
  json: (value: unknown): AiStep => ({ kind: 'content', content: JSON.stringify(value) }),
  /** The content is this text as is (prose, fenced or cut-off JSON). */
  text: (content: string, finishReason?: string): AiStep => ({ kind: 'content', content, finishReason }),
  noChoices: (): AiStep => ({ kind: 'noChoices' }),
  /** An HTTP error in the OpenAI envelope. */
  status: (status: number, options: { message?: string; retryAfterSeconds?: number } = {}): AiStep => ({
    kind: 'status',
    status,
    ...options,
  }),
  /** Reads the request and never answers (until the fake is closed). */
  hang: (): AiStep => ({ kind: 'hang' }),
};

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export async function startAiFake(options: { apiKey?: string; models?: string[]; reply?: string }) {
  const models = options.models ?? ['test-model'];
  const requests: RecordedRequest[] = [];
  const script: AiStep[] = [];
  const error = (status: number, message: string, type: string, code: string | null, param?: string) => ({
    status,
    body: { error: { message, type, param: param ?? null, code } },
  });
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  function answer(req: RecordedRequest): Answer | 'hang' {
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
      return error(
        401,
        `Incorrect API key provided: ${maskKey(req.headers.authorization)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    if (req.method !== 'POST' || req.path !== '/v1/chat/completions')
      return error(404, `Invalid URL (${req.method} ${req.path})`, 'invalid_request_error', null);
    const body = req.body ?? {};
    if (typeof body.model !== 'string')
      return error(400, 'you must provide a model parameter', 'invalid_request_error', null, 'model');
    if (!models.includes(body.model))
      return error(
        404,
        `The model \`${body.model}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      );
    if (!Array.isArray(body.messages) || !body.messages.length)
      return error(
        400,
        "Missing required parameter: 'messages'.",
        'invalid_request_error',
        'missing_required_parameter',
        'messages',
      );
    const step: AiStep = script.shift() ?? { kind: 'content', content: options.reply ?? 'ready' };
    if (step.kind === 'hang') return 'hang';
    if (step.kind === 'status') {
      const answer = error(
        step.status,
        step.message ??
          (step.status === 429
            ? 'Rate limit reached for requests. Please try again later.'
            : 'The server had an error while processing your request. Sorry about that!'),
        step.status === 429 ? 'requests' : 'server_error',
        step.status === 429 ? 'rate_limit_exceeded' : null,
      );
      return step.retryAfterSeconds
        ? { ...answer, headers: { 'retry-after': String(step.retryAfterSeconds) } }
        : answer;
    }
    const content = step.kind === 'content' ? step.content : '';
    const promptTokens = body.messages.reduce(
      (n: number, m: { content?: string }) => n + words(typeof m.content === 'string' ? m.content : ''),
      0,
    );
    return {
      status: 200,
      body: {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices:
          step.kind === 'noChoices'
            ? []
            : [
                {
                  index: 0,
                  message: { role: 'assistant', content },
                  logprobs: null,
                  finish_reason: step.kind === 'content' ? (step.finishReason ?? 'stop') : 'stop',
                },
              ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: words(content),
          total_tokens: promptTokens + words(content),
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, raw };
      requests.push(recorded);
      const reply = answer(recorded);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request received, in order. */
    requests,
    /** What the next calls answer, one step each, after any steps still waiting. */
    script(...steps: AiStep[]) {
      script.push(...steps);
    },
    /** Drops the steps not played yet. */
    reset() {
      script.length = 0;
    },
    /** Steps not played yet. */
    get pending() {
      return script.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging call keeps its connection open; close would wait for it forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type AiFake = Awaited<ReturnType<typeof startAiFake>>;

/** OpenAI shows the start and end of a wrong key in its message, the rest starred. */
function maskKey(authorization: string | undefined): string {
  const key = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  return key.length > 8 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : key;
}

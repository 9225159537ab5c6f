import { startFake } from '../http-fake';

/**
 * A loopback fake of an OpenAI-compatible chat completions API (`POST /v1/chat/completions`) with
 * the documented answer shape (choices[].message.content, usage) and error envelope
 * (`{ error: { message, type, param, code } }`): a wrong key answers 401, an unknown model 404,
 * a missing model or messages 400. The reply is `options.reply`, or "ready" by default.
 */
export async function startAiFake(options: { apiKey?: string; models?: string[]; reply?: string }) {
  const models = options.models ?? ['test-model'];
  const error = (status: number, message: string, type: string, code: string | null, param?: string) => ({
    status,
    body: { error: { message, type, param: param ?? null, code } },
  });
  return startFake((req) => {
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
      return error(
        401,
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
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
    const reply = options.reply ?? 'ready';
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    const promptTokens = body.messages.reduce(
      (n: number, m: { content?: string }) => n + words(m.content ?? ''),
      0,
    );
    return {
      status: 200,
      body: {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply }, logprobs: null, finish_reason: 'stop' },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: words(reply),
          total_tokens: promptTokens + words(reply),
        },
      },
    };
  });
}

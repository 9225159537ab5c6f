import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILED } from '../../src/shared/ai/contract';
import { logsContract as logs, type AiLog } from '../../src/shared/logs/contract';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { aiReply, startAiFake, type AiFake } from '../fakes/ai/openai';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, seedSettings, startTestServer, type TestServer } from '../helpers/server';

const KEY = 'sk-test-4f9c2a7be1d84c6a';
const MODEL = 'writer-small';
const TIMEOUT_MS = 1500;

const KEYWORDS = '/api/AI/Keywords';
const DESCRIPTION = '/api/AI/Description';
const keywordsBody = {
  one_line_explain: 'A family bakery making custom cakes and fresh bread every morning',
  number_of_keywords: 15,
  location: 'Pune, Maharashtra, India',
  p_keywords: ['Bakery'],
};
const descriptionBody = {
  context_key: 'business_description',
  context: '',
  one_line_explain: 'A family bakery making custom cakes and fresh bread every morning',
  total_number_of_words: 100,
  keywords: ['custom cakes', 'bakery in Pune'],
  secondary_keywords: ['fresh bread'],
  location: 'Pune, Maharashtra, India',
  number_of_paragraphs: 1,
};
const keywordsAnswer = { keywords: ['custom cakes pune', 'birthday cakes'], meta_keywords: ['bakery'] };
const description = 'Sweet Crumbs is a family bakery in Pune that bakes custom cakes and fresh bread.';

/**
 * The AI writer (issue 11; spec 01 sections 7 to 9) through POST AI/Keywords and AI/Description,
 * against a loopback fake of an OpenAI-compatible chat completions API set up as an Admin would on
 * Settings → AI writer.
 */
describe.each(dbKinds())('AI writer (%s)', (kind) => {
  let server: TestServer;
  let ai: AiFake;
  let admin: string;
  let user: Awaited<ReturnType<typeof registerUser>>;
  /** Every raw answer of the server in this file, to prove that none carries the key. */
  const bodies: string[] = [];

  beforeAll(async () => {
    ai = await startAiFake({ apiKey: KEY, models: [MODEL] });
    // RATE_LIMIT on: the hourly limit is one of the database-backed limits it switches.
    server = await startTestServer(
      kind,
      { RATE_LIMIT: 'on', AI_TIMEOUT_MS: String(TIMEOUT_MS) },
      { settings: { ai: { baseUrl: `${ai.url}/v1`, apiKey: KEY, model: MODEL } } },
    );
    admin = await setupAdmin(server);
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await ai?.close();
  });
  beforeEach(() => ai.reset());

  const post = async (url: string, token: string, payload: object, app = server.app) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    bodies.push(res.body);
    return { status: res.statusCode, body: res.json() };
  };
  /** The newest AI log rows, newest first, as an Admin reads them on AI Logs. */
  const latestLogs = async (n: number): Promise<AiLog[]> => {
    const { data } = await server.client(admin).call(logs.aiLogs, { query: { pagesize: 100 } });
    bodies.push(JSON.stringify(data));
    return data.records.slice(0, n);
  };
  const chatCalls = () => ai.requests.filter((r) => r.path === '/v1/chat/completions');

  it('suggests keywords the business does not have yet, and meta keywords, from a valid JSON answer', async () => {
    ai.script(
      aiReply.json({
        keywords: [
          'bakery',
          'Custom cakes in Pune',
          'custom cakes in pune',
          '2. birthday cakes',
          ' #eggless cakes',
        ],
        meta_keywords: ['bakery pune', 'cakes'],
      }),
    );
    const before = chatCalls().length;
    const res = await post(KEYWORDS, user.token, keywordsBody);
    expect(res.status).toBe(200);
    // "bakery" is already one of its keywords; the repeat, the numbering and the hash are dropped.
    expect(res.body.data).toEqual({
      keywords: ['Custom cakes in Pune', 'birthday cakes', 'eggless cakes'],
      meta_keywords: ['bakery pune', 'cakes'],
    });

    // One call, with the configured model, the key as a bearer token, and the payload in the prompt.
    const calls = chatCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(calls[0].body.model).toBe(MODEL);
    const [system, prompt] = calls[0].body.messages as { role: string; content: string }[];
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/JSON/);
    expect(prompt.role).toBe('user');
    expect(prompt.content).toContain('Suggest 15 search keywords');
    expect(prompt.content).toContain(keywordsBody.one_line_explain);
    expect(prompt.content).toContain('Location: Pune, Maharashtra, India');
    expect(prompt.content).toContain('Bakery');
    expect(prompt.content).toContain('{"keywords": [');

    const [log] = await latestLogs(1);
    expect(log).toMatchObject({
      userId: user.id,
      kind: 'Keywords',
      status: 'SUCCESS',
      model: MODEL,
      errorMessage: null,
    });
    expect(log.promptTokens).toBeGreaterThan(20);
    expect(log.completionTokens).toBeGreaterThan(0);
    expect(log.promptSummary).toContain(keywordsBody.one_line_explain);
  });

  it('writes a description as plain paragraphs, from JSON in a code fence with HTML inside', async () => {
    ai.script(
      aiReply.text(
        '```json\n' +
          JSON.stringify({ content: `<p>${description}</p><p>Order a <b>birthday</b> cake today.</p>` }) +
          '\n```',
      ),
    );
    const before = chatCalls().length;
    const res = await post(DESCRIPTION, user.token, descriptionBody);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ content: `${description}\n\nOrder a birthday cake today.` });

    const prompt = (chatCalls()[before].body.messages as { content: string }[])[1].content;
    expect(prompt).toContain('about 100 words in 1 paragraph.');
    expect(prompt).toContain('custom cakes, bakery in Pune');
    expect(prompt).toContain('fresh bread');
    expect(prompt).toContain('{"content": ');
    const [log] = await latestLogs(1);
    expect(log).toMatchObject({ userId: user.id, kind: 'Description', status: 'SUCCESS' });
  });

  it('asks again after prose, truncated JSON and wrong types, and succeeds on the fourth call with four log rows', async () => {
    ai.script(
      aiReply.text(
        'Sure! Here are some keywords for your bakery: custom cakes, birthday cakes, fresh bread.',
      ),
      aiReply.text('{"keywords": ["custom cakes", "birthday ca', 'length'),
      aiReply.json({ keywords: 'custom cakes, birthday cakes', meta_keywords: 3 }),
      aiReply.json(keywordsAnswer),
    );
    const before = chatCalls().length;
    const res = await post(KEYWORDS, user.token, keywordsBody);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(keywordsAnswer);
    expect(ai.pending).toBe(0);

    // Each retry shows the model what it answered and why it could not be used.
    const calls = chatCalls().slice(before);
    expect(calls).toHaveLength(4);
    const second = calls[1].body.messages as { role: string; content: string }[];
    expect(second.at(-2)).toMatchObject({ role: 'assistant', content: expect.stringMatching(/^Sure!/) });
    expect(second.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringContaining('That answer could not be used: the answer was not valid JSON'),
    });

    const rows = (await latestLogs(4)).reverse();
    expect(rows.map((r) => [r.kind, r.status, r.userId])).toEqual([
      ['Keywords', 'FAILED', user.id],
      ['Keywords', 'FAILED', user.id],
      ['Keywords', 'FAILED', user.id],
      ['Keywords', 'SUCCESS', user.id],
    ]);
    expect(rows[0].errorMessage).toBe('Unusable answer: the answer was not valid JSON');
    expect(rows[1].errorMessage).toBe(
      'Unusable answer: the answer was not valid JSON (cut off at the token limit)',
    );
    expect(rows[2].errorMessage).toMatch(
      /^Unusable answer: the JSON did not have the asked shape \(keywords: /,
    );
  });

  it('an empty choices list is retried too, and succeeds when the next answer is valid', async () => {
    ai.script(aiReply.noChoices(), aiReply.json({ content: description }));
    const res = await post(DESCRIPTION, user.token, descriptionBody);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBe(description);
    const rows = (await latestLogs(2)).reverse();
    expect(rows.map((r) => r.status)).toEqual(['FAILED', 'SUCCESS']);
    expect(rows[0].errorMessage).toBe('Unusable answer: the answer was empty');
  });

  it('four unusable answers give up with the spec’s message, after four calls and four FAILED rows', async () => {
    ai.script(
      aiReply.text('I am sorry, I cannot help with that.'),
      aiReply.noChoices(),
      aiReply.json({ keywords: [] }),
      aiReply.text('{"keywords": ['),
      aiReply.json(keywordsAnswer),
    );
    const before = chatCalls().length;
    const res = await post(KEYWORDS, user.token, keywordsBody);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      message: AI_FAILED,
      error: {
        errorCode: 'AiFailed',
        errorMessage: 'The AI service gave no usable answer in 4 tries (the answer was not valid JSON)',
      },
    });
    expect(chatCalls().length - before).toBe(4);
    expect(ai.pending).toBe(1);
    const rows = await latestLogs(4);
    expect(rows.every((r) => r.status === 'FAILED' && r.kind === 'Keywords' && r.userId === user.id)).toBe(
      true,
    );
  });

  it('HTTP 429 is retried after its Retry-After, and a later valid answer is used', async () => {
    ai.script(aiReply.status(429, { retryAfterSeconds: 1 }), aiReply.json({ content: description }));
    const started = Date.now();
    const res = await post(DESCRIPTION, user.token, descriptionBody);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const rows = (await latestLogs(2)).reverse();
    expect(rows.map((r) => r.status)).toEqual(['FAILED', 'SUCCESS']);
    expect(rows[0].errorMessage).toBe(
      'The AI service answered 429 (Rate limit reached for requests. Please try again later.)',
    );
  });

  it('HTTP 429 on every call answers 503 naming the status', async () => {
    ai.script(...Array.from({ length: 4 }, () => aiReply.status(429)));
    const res = await post(KEYWORDS, user.token, keywordsBody);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(AI_FAILED);
    expect(res.body.error.errorMessage).toBe('The AI service answered 429');
    expect(ai.pending).toBe(0);
    expect((await latestLogs(4)).map((r) => r.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
  });

  it('HTTP 500 on every call answers 503 naming the status', async () => {
    ai.script(...Array.from({ length: 5 }, () => aiReply.status(500)));
    const before = chatCalls().length;
    const res = await post(DESCRIPTION, user.token, descriptionBody);
    expect(res.status).toBe(503);
    expect(chatCalls().length - before).toBe(4);
    expect(res.body).toMatchObject({
      message: AI_FAILED,
      error: { errorCode: 'AiFailed', errorMessage: 'The AI service answered 500' },
    });
    const [log] = await latestLogs(1);
    expect(log.errorMessage).toBe(
      'The AI service answered 500 (The server had an error while processing your request. Sorry about that!)',
    );
  });

  it('a service that never answers is given up after the time-out, without a second wait', async () => {
    ai.script(aiReply.hang(), aiReply.json({ content: description }));
    const before = chatCalls().length;
    const started = Date.now();
    const res = await post(DESCRIPTION, user.token, descriptionBody);
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      message: AI_FAILED,
      error: { errorMessage: `The AI service did not answer within ${TIMEOUT_MS / 1000} seconds` },
    });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS * 2);
    expect(chatCalls().length - before).toBe(1);
    const [log] = await latestLogs(1);
    expect(log).toMatchObject({ kind: 'Description', status: 'FAILED', userId: user.id });
    expect(log.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('a key the service refuses answers 503 naming the status, and neither answers nor logs show the key', async () => {
    const wrongKey = 'sk-wrong-7d3e91c05a2b44f8';
    await seedSettings(server, { ai: { apiKey: wrongKey } });
    try {
      const before = chatCalls().length;
      const res = await post(KEYWORDS, user.token, keywordsBody);
      expect(res.status).toBe(503);
      expect(res.body.error.errorMessage).toBe(
        'The AI service answered 401: check the API key in Settings → AI writer',
      );
      // A refusal is not retried.
      expect(chatCalls().length - before).toBe(1);
      expect(chatCalls().at(-1)!.headers.authorization).toBe(`Bearer ${wrongKey}`);
      const [log] = await latestLogs(1);
      expect(log.status).toBe('FAILED');
      // OpenAI repeats the ends of a wrong key in its message; the log keeps its words without them.
      expect(log.errorMessage).toMatch(
        /^The AI service answered 401: .*Incorrect API key provided: \[redacted\]/,
      );
      expect(bodies.join('\n')).not.toContain(wrongKey);
    } finally {
      await seedSettings(server, { ai: { apiKey: KEY } });
    }
    expect(bodies.join('\n')).not.toContain(KEY);
  });

  it('checks the payload: 422 with the spec’s messages, and no call to the AI', async () => {
    const before = chatCalls().length;
    const missing = await post(KEYWORDS, user.token, { number_of_keywords: 15 });
    expect(missing.status).toBe(422);
    expect(missing.body.error.errors).toMatchObject({ one_line_explain: 'One line description is required' });
    const long = await post(DESCRIPTION, user.token, {
      ...descriptionBody,
      one_line_explain: 'x'.repeat(251),
    });
    expect(long.status).toBe(422);
    expect(long.body.error.errors).toMatchObject({ one_line_explain: 'You can enter only 250 characters' });
    const words = await post(DESCRIPTION, user.token, { ...descriptionBody, total_number_of_words: 'many' });
    expect(words.status).toBe(422);
    expect(chatCalls().length).toBe(before);
    const anonymous = await server.inject({ method: 'POST', url: KEYWORDS, payload: keywordsBody });
    expect(anonymous.statusCode).toBe(401);
  });

  it('20 generations per user per hour, counted by every server instance, then 429; other users go on', async () => {
    const busy = await registerUser(server);
    const other = await registerUser(server);
    // A second instance on the same database, as behind a load balancer.
    const second: BuiltApp = await buildApp(server.config, { logger: pino({ level: 'silent' }) });
    await second.app.ready();
    try {
      ai.script(...Array.from({ length: 22 }, () => aiReply.json(keywordsAnswer)));
      for (let i = 0; i < 20; i++) {
        const res = await post(KEYWORDS, busy.token, keywordsBody, i % 2 ? second.app : server.app);
        expect(res.status).toBe(200);
      }
      for (const app of [server.app, second.app]) {
        const refused = await post(DESCRIPTION, busy.token, descriptionBody, app);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toMatch(
          /^You have used the 20 AI generations allowed in an hour\. Please try again in (60|59) minutes\.$/,
        );
      }
      expect(ai.pending).toBe(2);
      expect((await post(KEYWORDS, other.token, keywordsBody)).status).toBe(200);
      // The calls are logged under each user's own id.
      const [last] = await latestLogs(1);
      expect(last.userId).toBe(other.id);
    } finally {
      await second.close();
    }
  });
});

describe.each(dbKinds())('AI writer not set up (%s)', (kind) => {
  let server: TestServer;
  let user: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = (await registerUser(server)).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = async (url: string, payload: object) => {
    const res = await server.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${user}` },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers 503: not available yet to a User (no setting named), the card to an Admin', async () => {
    const none = await post(KEYWORDS, keywordsBody);
    expect(none).toMatchObject({
      status: 503,
      body: {
        success: false,
        message: 'AI writing is not available yet. Please contact the administrator.',
        error: { errorCode: 'NotConfigured' },
      },
    });
    await seedSettings(server, { ai: { model: 'llama3.1:8b' } });
    const noBase = await post(DESCRIPTION, descriptionBody);
    expect(noBase.status).toBe(503);
    expect(noBase.body.message).toBe('AI writing is not available yet. Please contact the administrator.');
    const admin = await setupAdmin(server);
    const asAdmin = await server.inject({
      method: 'POST',
      url: DESCRIPTION,
      payload: descriptionBody,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asAdmin.json().message).toBe('AI writing is not set up: fill in Settings → AI writer (Base URL).');
  });

  it('a local model server with no key works: no Authorization header is sent', async () => {
    const local = await startAiFake({ models: ['llama3.1:8b'] });
    try {
      await seedSettings(server, { ai: { baseUrl: `${local.url}/v1`, model: 'llama3.1:8b' } });
      local.script(aiReply.json({ content: description }));
      const res = await post(DESCRIPTION, descriptionBody);
      expect(res).toMatchObject({ status: 200, body: { data: { content: description } } });
      expect(local.requests[0].headers.authorization).toBeUndefined();
      expect(local.requests[0].body.model).toBe('llama3.1:8b');
    } finally {
      await local.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT, type BuiltApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';

/** Issue 9 §6: a 4xx raised by Fastify itself is answered once and is not logged as a failure. */
describe('the error handler', () => {
  const lines: { level: number; msg: string }[] = [];
  let built: BuiltApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    const logger = pino({ level: 'debug', redact: { paths: LOG_REDACT, censor: '[redacted]' } }, sink);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'errors-'));
    built = await buildApp(configFromEnv({ DATA_DIR: dataDir, RATE_LIMIT: 'off', JOBS: 'off' }), { logger });
    await built.app.ready();
  });
  afterAll(() => built?.close());

  it('answers 415 for an unsupported content type and logs nothing at error level', async () => {
    lines.length = 0;
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      error: { errorCode: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' },
    });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('answers 413 for a body over the limit and logs nothing at error level', async () => {
    lines.length = 0;
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE' } });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

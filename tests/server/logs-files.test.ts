import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/http/client';
import { filesContract as files } from '../../src/shared/files/contract';
import { logsContract as logs } from '../../src/shared/logs/contract';
import { runJob } from '../../src/server/jobs/scheduler';
import { housekeepingJob } from '../../src/server/jobs/housekeeping';
import { logsService } from '../../src/server/modules/logs/service';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(dbKinds())('cron logs, AI logs and files (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client(await setupAdmin(server));
  });
  afterAll(() => server?.close());

  it('cron logs: newest first, filtered by type and success, with the types list', async () => {
    await runJob(server.ctx, housekeepingJob);
    await runJob(server.ctx, {
      cronType: 'Failing',
      everyMs: 1000,
      run: async () => Promise.reject(new Error('boom')),
    });
    const all = await admin.call(logs.cronLogs);
    expect(all.data.records.map((r) => r.cronType)).toEqual(['Failing', 'Housekeeping']);
    expect(JSON.parse(all.data.records[0].response)).toEqual({ error: 'boom' });
    const failed = await admin.call(logs.cronLogs, { query: { isSuccess: 'false' } });
    expect(failed.data.records.map((r) => r.cronType)).toEqual(['Failing']);
    const typed = await admin.call(logs.cronLogs, { query: { cronType: 'Housekeeping' } });
    expect(typed.data.total_Record_Count).toBe(1);
    expect((await admin.call(logs.cronTypes)).data).toEqual(['Failing', 'Housekeeping']);
    // A day of the business's time zone, as the date filter reads it (issue 9 section 3).
    const today = server.ctx.clock.today();
    expect(
      (await admin.call(logs.cronLogs, { query: { StartDate: today, EndDate: today } })).data
        .total_Record_Count,
    ).toBe(2);
    expect(
      (await admin.call(logs.cronLogs, { query: { EndDate: '2000-01-01' } })).data.total_Record_Count,
    ).toBe(0);
  });

  it('AI logs list what the AI area records, with filters', async () => {
    const user = await registerUser(server, { companyName: 'Prompt Co' });
    const record = logsService(server.ctx).recordAiCall;
    await record({
      userId: user.id,
      kind: 'keywords',
      promptSummary: 'Keywords for a bakery',
      model: 'gpt-x',
      promptTokens: 20,
      completionTokens: 40,
      durationMs: 900,
      status: 'SUCCESS',
    });
    await record({
      userId: user.id,
      kind: 'description',
      promptSummary: 'About us',
      model: 'gpt-x',
      promptTokens: 10,
      completionTokens: 0,
      durationMs: 50,
      status: 'FAILED',
      errorMessage: 'quota',
    });
    const list = await admin.call(logs.aiLogs);
    expect(list.data.records.map((r) => r.kind)).toEqual(['description', 'keywords']);
    expect(list.data.records[1]).toMatchObject({
      userName: 'Prompt Co',
      companyName: 'Prompt Co',
      promptTokens: 20,
      completionTokens: 40,
    });
    expect(
      (await admin.call(logs.aiLogs, { query: { status: 'FAILED' } })).data.records.map(
        (r) => r.errorMessage,
      ),
    ).toEqual(['quota']);
    expect((await admin.call(logs.aiLogs, { query: { Search: 'bakery' } })).data.total_Record_Count).toBe(1);
    expect((await admin.call(logs.aiLogKinds)).data).toEqual(['description', 'keywords']);
  });

  it('uploads a logo and serves it at the address it answers; a mislabelled file is refused', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    const { data } = await c.call(files.upload, { files: { file: { name: 'logo.png', data: PNG } } });
    const address = new URL(data.url);
    const res = await server.inject({ method: 'GET', url: address.pathname + address.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.from(res.rawPayload).equals(PNG)).toBe(true);

    const lie = (await c
      .call(files.upload, {
        files: { file: { name: 'x.pdf', data: Buffer.from('<html><script>alert(1)</script>') } },
      })
      .catch((e) => e)) as ApiError;
    expect(lie.status).toBe(422);
    expect((await server.inject({ method: 'GET', url: '/files/../../jwt-secret' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/files/nope.png' })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/http/client';
import { logsContract } from '../../src/shared/logs/contract';
import { setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Spec 00 sections 7 and 9: the log lists send their dates as YYYY-MM-DD HH:mm:ss (the renderer's
 * whole days run 00:00:00 to 23:59:59); YYYY-MM-DD still works. Times are the business clock's
 * (Asia/Kolkata by default); a date that does not exist is a 400 with its field named, never a 500.
 */
describe.each(dbKinds())('log date filters (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await setupAdmin(server);
    admin = server.client(token);
    // 10:00 UTC is 15:30 in Kolkata; 20:00 UTC on the 1st is already 01:30 on the 2nd there.
    await server.ctx.db
      .insertInto('cron_logs')
      .values([
        {
          cron_type: 'Afternoon',
          response: '{}',
          start_time: '2026-03-01T10:00:00.000Z',
          end_time: null,
          is_success: 1,
        },
        {
          cron_type: 'Night',
          response: '{}',
          start_time: '2026-03-01T20:00:00.000Z',
          end_time: null,
          is_success: 1,
        },
      ])
      .execute();
  });
  afterAll(() => server?.close());

  const typesBetween = async (StartDate: string, EndDate: string) =>
    (
      await admin.call(logsContract.cronLogs, {
        query: { StartDate, EndDate, SortColumn: 'startTime', SortType: 'Asc' },
      })
    ).data.records.map((r) => r.cronType);

  it('take whole days as the renderer sends them, and as plain days', async () => {
    expect(await typesBetween('2026-03-01 00:00:00', '2026-03-01 23:59:59')).toEqual(['Afternoon']);
    expect(await typesBetween('2026-03-01', '2026-03-01')).toEqual(['Afternoon']);
    expect(await typesBetween('2026-03-02 00:00:00', '2026-03-02 23:59:59')).toEqual(['Night']);
  });

  it('honour the time of day', async () => {
    expect(await typesBetween('2026-03-01 15:00:00', '2026-03-01 15:30:00')).toEqual(['Afternoon']);
    expect(await typesBetween('2026-03-01 15:30:01', '2026-03-01 23:59:59')).toEqual([]);
  });

  it('refuse a date that does not exist with a 400 naming the field', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/api/CronLog?StartDate=2026-02-31%2000:00:00',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors).toEqual({ StartDate: 'This date does not exist' });
    // The renderer's client refuses it before sending, with the same message.
    await expect(typesBetween('2026-03-01 25:00:00', '2026-03-01 23:59:59')).rejects.toBeInstanceOf(ApiError);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/api';
import { registerUser } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/server';

/** Every admin endpoint refuses a signed-in User with 403 and an anonymous caller with 401. */
describe('admin endpoints refuse Users', () => {
  let server: TestServer;
  let userToken: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    userToken = (await registerUser(server)).token;
  });
  afterAll(() => server?.close());

  const adminOnly = allEndpoints.filter((e) => e.access === 'admin');
  it('there are admin endpoints to check', () => expect(adminOnly.length).toBeGreaterThan(10));

  for (const e of adminOnly) {
    it(`${e.method} ${e.path}`, async () => {
      const url = e.path.replace(/:([A-Za-z_]+)/g, '1');
      const asUser = await server.inject({
        method: e.method,
        url,
        headers: { authorization: `Bearer ${userToken}` },
        payload: e.method === 'GET' ? undefined : {},
      });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().success).toBe(false);
      const anonymous = await server.inject({
        method: e.method,
        url,
        payload: e.method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode).toBe(401);
    });
  }
});

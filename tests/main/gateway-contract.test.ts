import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { aiContract as ai } from '../../src/shared/ai/contract';
import { endpointIdOf } from '../../src/shared/api';
import { filesContract as files } from '../../src/shared/files/contract';
import { usersContract as users } from '../../src/shared/users/contract';
import { gatewayFor } from './gateway-harness';

/**
 * Issue 10 and issue 9 §6: the gateway reads how to treat a call (keep a token, end a session,
 * queue it, let it run without a time limit) from the contract by the endpoint the call names.
 */
describe('the desktop gateway reads each endpoint from the contract', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    // Answers after 300 ms, with a token in the body, whatever is asked.
    server = http.createServer((req, res) => {
      req.resume();
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ success: true, data: { token: 'tok', role: 'User', userName: 'Asha', id: 7 } }),
        );
      }, 300);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const harness = () => gatewayFor(() => ({ id: 'remote', origin }), { timeoutMs: 100 });

  it('waits longer for an AI answer than the time limit that ends other calls', async () => {
    const { gateway } = harness();
    const answer = await gateway.request({
      method: ai.description.method,
      url: ai.description.path,
      body: {},
      endpoint: endpointIdOf(ai.description),
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a call whose method or path is not the endpoint it names', async () => {
    const { gateway } = harness();
    await expect(
      gateway.request({ method: 'GET', url: '/api/Account/Me', endpoint: endpointIdOf(account.login) }),
    ).rejects.toThrow('Refused: GET /api/Account/Me is not the endpoint account.login');
    await expect(
      gateway.request({ method: 'POST', url: '/api/Users/5/Delete', endpoint: 'account.login' }),
    ).rejects.toThrow(/Refused/);
  });

  it('keeps no token for a call that does not name a token-issuing endpoint', async () => {
    const { gateway, vault } = harness();
    // Flags a compromised renderer might add are not part of the request any more; only the name counts.
    await gateway
      .request({
        method: 'POST',
        url: account.login.path,
        body: {},
        ...({ issuesToken: true } as object),
      })
      .catch(() => undefined);
    expect(await vault.current('remote')).toBeNull();
  });

  it('lets an upload and an export run past the time limit that ends other calls', async () => {
    const { gateway } = harness();
    const upload = await gateway.request({
      method: files.upload.method,
      url: files.upload.path,
      body: {},
      endpoint: endpointIdOf(files.upload),
    });
    expect(upload.status).toBe(200);
    const exported = await gateway.request({
      method: 'GET',
      url: `${users.list.path}?IsExport=true`,
      endpoint: endpointIdOf(users.list),
    });
    expect(exported.status).toBe(200);
    // The same list without IsExport is held to the limit: the server counts as unreachable.
    const page = await gateway.request({
      method: 'GET',
      url: users.list.path,
      endpoint: endpointIdOf(users.list),
    });
    expect(page.status).not.toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersContract as users } from '../../src/shared/users/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

// Issue 10: `_`, `%` and `\` in a search box are the text the Admin typed, not LIKE wildcards.
describe.each(dbKinds())('search finds the literal text typed, wildcards included (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client(await setupAdmin(server));
    for (const name of ['first_last', 'firstXlast', '100% Pure', '100 Pure Oils', 'back\\slash', 'backslash'])
      ids[name] = (await registerUser(server, { companyName: name })).id;
  });
  afterAll(() => server?.close());

  const found = async (Search: string) =>
    (await admin.call(users.list, { query: { Search, pagesize: 50 } })).data.records.map((r) => r.id).sort();

  it('a user named first_last is found by first_last and not by firstXlast', async () => {
    expect(await found('first_last')).toEqual([ids.first_last]);
    expect(await found('firstXlast')).toEqual([ids.firstXlast]);
    expect(await found('FIRST_')).toEqual([ids.first_last]);
  });

  it('a % in the search matches a percent sign only', async () => {
    expect(await found('100%')).toEqual([ids['100% Pure']]);
    expect(await found('%')).toEqual([ids['100% Pure']]);
  });

  it('a backslash in the search matches a backslash only', async () => {
    expect(await found('k\\s')).toEqual([ids['back\\slash']]);
    expect(await found('\\')).toEqual([ids['back\\slash']]);
    expect(await found('backslash')).toEqual([ids.backslash]);
  });
});

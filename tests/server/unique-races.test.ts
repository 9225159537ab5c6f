import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { importsContract as imports } from '../../src/shared/imports/contract';
import { usersContract as users } from '../../src/shared/users/contract';
import { setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Requests that race for the same unique key (issue 10): the loser answers 409 (or, for an import,
 * counts the user as already registered), never a 500, and nothing is created twice.
 */
const json = { 'content-type': 'application/json' };

describe.each(dbKinds())('unique-key races (%s)', (kind) => {
  let server: TestServer;
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  const post = (s: TestServer, url: string, body: unknown, token?: string) =>
    s.inject({
      method: 'POST',
      url,
      headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  it('five first-run Setups at once make exactly one Admin; the others are told setup is complete', async () => {
    const s = await startTestServer(kind);
    servers.push(s);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post(s, account.setup.path, {
          userName: `Admin ${n}`,
          email: `admin${n}@example.com`,
          password: 'secret123',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body.slice(0, 200)).join('\n')).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe('Setup is already complete. Sign in instead.');
    const admins = await s.ctx.db.selectFrom('users').select('id').where('role', '=', 'Admin').execute();
    expect(admins).toHaveLength(1);
    // And once done, it stays done.
    const later = await post(s, account.setup.path, {
      userName: 'Late',
      email: 'late@example.com',
      password: 'secret123',
    });
    expect(later.statusCode).toBe(409);
  });

  describe('with an Admin', () => {
    let admin: string;
    beforeAll(async () => {
      server = await startTestServer(kind);
      admin = await setupAdmin(server);
    });
    afterAll(() => server?.close());

    it('creating the same staff account five times at once creates it once; the others answer 409', async () => {
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          post(
            server,
            users.createStaff.path,
            { userName: `Staff ${n}`, email: 'staff@example.com', password: 'secret123', role: 'Admin' },
            admin,
          ),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(
        statuses.filter((c) => c < 300),
        answers.map((a) => a.body.slice(0, 200)).join('\n'),
      ).toHaveLength(1);
      expect(statuses.filter((c) => c >= 300)).toEqual([409, 409, 409, 409]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().message).toBe('An account with this email already exists');
      const rows = await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'staff@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('an import racing registrations of the same e-mails and mobiles never answers 500 nor doubles a user', async () => {
      for (let round = 0; round < 5; round++) {
        const rows = [0, 1, 2].map((i) => ({
          FirstName: 'Race',
          LastName: `R${round}${i}`,
          CompanyName: `Race ${round}${i}`,
          Country: 'India',
          MobileNumber: String(7100000000 + round * 10 + i),
          Email: `race${round}${i}@example.com`,
        }));
        const register = (email: string, mobileNumber: string) =>
          post(server, account.register.path, {
            companyName: 'Racer',
            email,
            countryCode: '91',
            mobileNumber,
            password: 'secret123',
            acceptTerms: true,
          });
        const [imported, ...registered] = await Promise.all([
          post(server, imports.importUsers.path, { users: rows }, admin),
          // The same e-mail with another mobile, and the same mobile with another e-mail.
          register(rows[0].Email, String(7200000000 + round)),
          register(`other${round}@example.com`, rows[1].MobileNumber),
        ]);
        expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
        for (const r of registered) expect([201, 409], r.body.slice(0, 300)).toContain(r.statusCode);
        const result = imported.json().data;
        expect(result.userRegister + result.userAlreadyRegister).toBe(3);
        const registeredCount = registered.filter((r) => r.statusCode === 201).length;
        expect(result.userRegister + registeredCount).toBe(3);
        const byEmail = await server.ctx.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', rows[0].Email)
          .execute();
        expect(byEmail).toHaveLength(1);
      }
    });

    it.runIf(kind === 'postgres')(
      'an import whose users are being registered in another transaction counts them as already registered',
      async () => {
        // Another connection has inserted, not yet committed, a user with the import's e-mail: the
        // import's check does not see it, its insert waits on the unique index, then skips the row.
        const other = new pg.Client({ connectionString: server.config.databaseUrl });
        await other.connect();
        try {
          await other.query('begin');
          await other.query(
            `insert into users (user_name, email, country_code, mobile_number, role, status, is_active, registration_date, updated_at)
             values ('Elsewhere', 'pending@example.com', '91', '7300000001', 'User', 0, 1, now()::text, now()::text)`,
          );
          const importing = post(
            server,
            imports.importUsers.path,
            {
              users: [
                {
                  FirstName: 'P',
                  LastName: 'One',
                  CompanyName: 'P1',
                  Country: 'India',
                  MobileNumber: '7300000009',
                  Email: 'pending@example.com',
                },
                {
                  FirstName: 'P',
                  LastName: 'Two',
                  CompanyName: 'P2',
                  Country: 'India',
                  MobileNumber: '7300000002',
                  Email: 'fresh@example.com',
                },
              ],
            },
            admin,
          );
          await new Promise((r) => setTimeout(r, 300));
          await other.query('commit');
          const res = await importing;
          expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
          expect(res.json().data).toMatchObject({ userRegister: 1, userAlreadyRegister: 1 });
        } finally {
          await other.end();
        }
        const rows = await server.ctx.db
          .selectFrom('users')
          .select('user_name')
          .where('email', 'in', ['pending@example.com', 'fresh@example.com'])
          .orderBy('email')
          .execute();
        expect(rows).toEqual([{ user_name: 'P Two' }, { user_name: 'Elsewhere' }]);
      },
    );
  });
});

import Database from 'better-sqlite3';
import path from 'node:path';
import { accountContract } from '../../../src/shared/account/contract';
import { createApiClient } from '../../../src/shared/http/client';
import { fetchTransport } from '../../../src/renderer/transport/fetch';
import type { RunningServer } from './server';

export const PASSWORD = 'secret123';

/** A typed client of the running server, the renderer's own fetch transport with a token kept in memory. */
export function apiClient(server: RunningServer) {
  let token: string | null = null;
  const client = createApiClient(
    fetchTransport({
      baseUrl: server.url,
      tokens: { get: () => token, set: (t) => (token = t), clear: () => (token = null) },
    }),
  );
  return { client, token: () => token };
}

export async function setupAdmin(server: RunningServer, email = 'admin@example.com') {
  const { client } = apiClient(server);
  await client.call(accountContract.setup, { body: { userName: 'Asha Admin', email, password: PASSWORD } });
  return { email, password: PASSWORD };
}

let counter = 0;

/** Registers a business user through the API (an Admin must exist for the login screen to show). */
export async function registerUser(server: RunningServer, companyName = 'Sunrise Bakery') {
  counter += 1;
  const body = {
    companyName,
    email: `owner${counter}-${Date.now()}@example.com`,
    countryCode: '91',
    mobileNumber: String(9000000000 + Math.floor(Math.random() * 99_999_999)),
    password: PASSWORD,
    acceptTerms: true as const,
  };
  const { client } = apiClient(server);
  await client.call(accountContract.register, { body });
  return body;
}

/**
 * Gives a user a paid plan in force with the given apps, written straight into the server's
 * SQLite file. A stand-in until the admin plan screens exist. Call it before the user signs in: the
 * server remembers Account/Me answers for a few seconds.
 */
export function grantModules(server: RunningServer, email: string, modules: number[]): void {
  const db = new Database(path.join(server.dataDir, 'platform.sqlite'));
  try {
    const { id: userId } = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const now = new Date().toISOString();
    const pkg = db
      .prepare(
        `INSERT INTO subscription_packages (name, validity, validity_type, plan_type, price, hsn, gst, popular,
           is_active, is_default, is_renewal, sequence, created_at)
         VALUES ('E2E plan', 1, 'yearly', 'package', 99900, '998314', 18, 0, 1, 0, 0, 0, ?)`,
      )
      .run(now);
    const plan = db
      .prepare(
        `INSERT INTO user_plans (user_id, subscription_plan_id, start_date, end_date, status, is_active, created_at)
         VALUES (?, ?, ?, ?, 1, 1, ?)`,
      )
      .run(userId, pkg.lastInsertRowid, day(-1), day(30), now);
    const app = db.prepare(
      'INSERT INTO user_plan_apps (user_plan_id, app, assigned_limit, used_count) VALUES (?, ?, 10, 0)',
    );
    for (const m of modules) app.run(plan.lastInsertRowid, m);
  } finally {
    db.close();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { formatInvoiceNumber } from '../../src/shared/billing/invoice-number';
import { insertPackage } from '../helpers/packages';

const rows = 100_000;
const dir = process.env.KEEP_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logs-'));
const fresh = !fs.existsSync(path.join(dir, 'platform.sqlite'));
const config = configFromEnv({ DATA_DIR: dir, PORT: '0', RATE_LIMIT: 'off', LOG_LEVEL: 'silent', JOBS: 'off', ...(process.env.PGURL ? { DATABASE_URL: process.env.PGURL } : {}) });
const { app, ctx, close } = await buildApp(config, { logger: pino({ level: 'silent' }) });
await app.ready();
const db = ctx.db;
let token: string;
if (fresh) {
  const setup = await app.inject({ method: 'POST', url: '/api/Account/Setup', payload: { userName: 'Admin', email: `admin@example.com`, password: 'secret123' } });
  token = setup.json().data.token;
  const now = new Date().toISOString();
  const packageIds: number[] = [];
  for (const [i, name] of ['Silver', 'Gold', 'Platinum', 'Add-on', 'Trial'].entries())
    packageIds.push(await insertPackage(db, { name, plan_type: i === 3 ? 'addon' : i === 4 ? 'demo' : 'package', price: [49900, 99900, 199900, 10000, 0][i], sequence: i + 1, post: 10 }));
  const userCount = Math.round(rows / 50);
  const userIds: number[] = [];
  for (let i = 0; i < userCount; i += 500) {
    const batch = await db.insertInto('users').values(Array.from({ length: Math.min(500, userCount - i) }, (_, k) => ({ user_name: `Bench User ${i + k}`, email: `bench-${i + k}@example.com`, country_code: '91', mobile_number: String(6000000000 + i + k), password_hash: null, role: 'User' as const, status: 2, is_active: 1, company_name: `Company ${i + k}`, business_type: null, reference_id: null, registration_date: now, updated_at: now }))).returning('id').execute();
    userIds.push(...batch.map((b) => b.id));
  }
  const t0 = Date.parse('2023-04-01T00:00:00Z');
  const span = Date.parse('2026-11-01T00:00:00Z') - t0;
  const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const serials = new Map<string, number>();
  for (let i = 0; i < rows; i += 500) {
    const values = Array.from({ length: Math.min(500, rows - i) }, (_, k) => {
      const n = i + k;
      const status = n % 10 === 0 ? 0 : n % 23 === 0 ? 2 : 1;
      const price = [49900, 99900, 199900][n % 3];
      const start = t0 + Math.floor((((n * 7919) % rows) / rows) * span);
      const invoiceDate = status === 0 ? null : ymd(start);
      let invoiceNumber: string | null = null;
      if (invoiceDate) { const fy = formatInvoiceNumber('INV', invoiceDate, 1).slice(0, 9); const next = (serials.get(fy) ?? 0) + 1; serials.set(fy, next); invoiceNumber = formatInvoiceNumber('INV', invoiceDate, next); }
      const tax = Math.round(price * 0.18);
      const total = Math.round((price + tax) / 100) * 100;
      return { user_id: userIds[n % userIds.length], subscription_plan_id: packageIds[n % 3], start_date: ymd(start), end_date: ymd(start + 364 * 86_400_000), status, is_active: status === 1 ? 1 : 0, price, original_price: price, gst: 18, quantity: 1, sub_total: price, tax_amount: tax, round_off: total - price - tax, total_amount: total, amount_paid: status === 1 ? total : 0, payment_method_id: status === 0 ? null : 1 + (n % 6), payment_date: invoiceDate, invoice_date: invoiceDate, invoice_number: invoiceNumber, created_at: new Date(start).toISOString() };
    });
    await db.insertInto('user_plans').values(values).execute();
  }
  await sql`analyze`.execute(db);
  fs.writeFileSync(path.join(dir, 'token'), token);
} else token = fs.readFileSync(path.join(dir, 'token'), 'utf8');
console.log('dir', dir);
const auth = { authorization: `Bearer ${token}` };
const filters = ['status=1&invoiceStartDate=2025-04-01&invoiceEndDate=2026-03-31', `Plan=2&SortColumn=invoiceDate&SortType=Desc`, 'Search=company%2012', 'paymentStartDate=2024-01-01&paymentEndDate=2024-06-30&SortColumn=total&SortType=Asc', 'status=0', ''];
for (const f of filters) {
  const ms: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/PaymentLog?pagesize=10&PageNumber=${1 + i}&${f}`, headers: auth });
    if (res.statusCode !== 200) throw new Error(res.body);
    ms.push(performance.now() - t);
  }
  const c = process.cpuUsage(c0);
  console.log(`${f || '(none)'}: cpu/req ${((c.user + c.system) / 1000 / 20).toFixed(1)} ms, wall max ${Math.max(...ms).toFixed(1)} mean ${(ms.reduce((a, b) => a + b) / ms.length).toFixed(1)}`);
}
await close();

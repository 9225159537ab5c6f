import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { readSheetInWorker } from '../../src/server/modules/whatsapp/contacts-parse';
import { readContactSheet } from '../../src/server/modules/whatsapp/contacts-sheet';

/** How long the event loop was held while `work` ran: the longest delay and the 99th percentile, ms. */
async function loopHeld<T>(work: () => Promise<T>) {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const t0 = performance.now();
  const out = await work();
  const seconds = (performance.now() - t0) / 1000;
  h.disable();
  return { out, seconds, maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6 };
}

const fmt = (r: { seconds: number; maxMs: number; p99Ms: number }) =>
  `${r.seconds.toFixed(2)} s, loop held at most ${r.maxMs.toFixed(0)} ms (p99 ${r.p99Ms.toFixed(0)} ms)`;

/**
 * ImportContacts with a 20,000-row workbook (issue 26: "parsed off the main thread with a row cap"):
 * how long the server's event loop is held while the file is read and checked on the loop itself
 * (as before) and in the worker thread (now), and during the whole import through HTTP.
 */
export async function benchContactsImport(rows = 20_000) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contacts');
  sheet.addRow(['First Name', 'Last Name', 'Country Code', 'Mobile Number', 'Email', 'Company Name']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([`First${i}`, `Last${i}`, '91', String(7000000000 + i), `c${i}@example.com`, `Co ${i}`]);
  const bytes = new Uint8Array(await book.xlsx.writeBuffer());

  // The worker's first start compiles its TypeScript under tsx: warmed once, as a server would be.
  await readSheetInWorker(bytes);
  const onLoop = await loopHeld(() => readContactSheet(bytes));
  const inWorker = await loopHeld(() => readSheetInWorker(bytes));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-contacts-'));
  const config = configFromEnv({
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
  });
  const { app, close } = await buildApp(config, { logger: pino({ level: 'silent' }) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const setup = await fetch(`${url}/api/Account/Setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'Admin', email: 'admin@example.com', password: 'secret123' }),
  });
  const token = ((await setup.json()) as { data: { token: string } }).data.token;
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'contacts.xlsx');
  const http = await loopHeld(async () => {
    const res = await fetch(`${url}/api/WhatsAppContact/ImportContacts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return (await res.json()) as { data?: { created: number }; message?: string };
  });
  await close();
  fs.rmSync(dir, { recursive: true, force: true });

  const read = 'error' in inWorker.out ? 0 : inWorker.out.good.length;
  console.log(`\n== WhatsApp contacts import: ${rows.toLocaleString('en-IN')}-row workbook ==`);
  console.log(`read + check on the event loop (before)   ${fmt(onLoop)}`);
  console.log(`read + check in the worker (now)          ${fmt(inWorker)}  (${read} rows)`);
  console.log(
    `whole import through HTTP (worker + store) ${fmt(http)}  (${http.out.data?.created ?? http.out.message} created)`,
  );
  return { onLoop, inWorker, http };
}

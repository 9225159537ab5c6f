import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { parseWorkbook } from '../../src/shared/imports/workbook';
import { checkImportRow, rowFromSheet } from '../../src/shared/imports/rules';
import { MAX_IMPORT_ROWS } from '../../src/shared/imports/contract';

/**
 * Import Users with a 10,000-row workbook: the whole import (read the file as the desktop app does,
 * check the rows as the page does, send them to the server in requests of MAX_IMPORT_ROWS) next to
 * exceljs reading the same file alone.
 */
export async function benchImport(rows = 10_000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const file = path.join(dir, 'users.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  ws.addRow(['First Name', 'Last Name', 'Company Name', 'Country', 'Mobile Number', 'Email']);
  for (let i = 0; i < rows; i++) {
    ws.addRow([
      `First${i}`,
      `Last${i}`,
      `Company ${i}`,
      'India',
      String(7000000000 + i),
      `bench${i}@example.com`,
    ]);
  }
  await wb.xlsx.writeFile(file);
  const bytes = new Uint8Array(fs.readFileSync(file));

  const t0 = performance.now();
  const bare = new ExcelJS.Workbook();
  await bare.xlsx.load(fs.readFileSync(file) as never);
  let cells = 0;
  bare.worksheets[0].eachRow((row) => (cells += row.cellCount));
  const bareSeconds = (performance.now() - t0) / 1000;

  const config = configFromEnv({
    DATA_DIR: dir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
  });
  const { app, close } = await buildApp(config, { logger: pino({ level: 'silent' }) });
  await app.ready();
  const setup = await app.inject({
    method: 'POST',
    url: '/api/Account/Setup',
    payload: { userName: 'Admin', email: 'admin@example.com', password: 'secret123' },
  });
  const token = setup.json().data.token as string;

  const t1 = performance.now();
  const parsed = await parseWorkbook(bytes);
  if ('error' in parsed) throw new Error(parsed.error);
  const good = parsed.rows.map(rowFromSheet).filter((r) => checkImportRow(r).ok);
  let registered = 0;
  const seenBefore: string[] = [];
  for (let i = 0; i < good.length; i += MAX_IMPORT_ROWS) {
    const chunk = good.slice(i, i + MAX_IMPORT_ROWS);
    const res = await app.inject({
      method: 'POST',
      url: '/api/Users/ImportUsers',
      headers: { authorization: `Bearer ${token}` },
      payload: { users: chunk, seenBefore },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    registered += res.json().data.userRegister;
    chunk.forEach((r) => seenBefore.push(String(r.Email).toLowerCase()));
  }
  const importSeconds = (performance.now() - t1) / 1000;
  await close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`\n== Import Users: ${rows.toLocaleString('en-IN')}-row workbook ==`);
  console.log(`exceljs read alone        ${bareSeconds.toFixed(2)} s  (${cells} cells)`);
  console.log(`read + check + import     ${importSeconds.toFixed(2)} s  (${registered} users registered)`);
  console.log(`ratio import / read: ${(importSeconds / bareSeconds).toFixed(2)} (target ≤ 4)`);
  return { bareSeconds, importSeconds };
}

import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXCEL_TOO_BIG_TO_OPEN, parseExcelInWorker } from '../../src/main/excel-parse';
import { parseWorkbook } from '../../src/shared/imports/workbook';
import { inspectZip, TOO_LARGE_UNZIPPED } from '../../src/shared/imports/zip-limits';

/** A one-entry zip whose entry inflates to `size` zero bytes (a classic zip bomb, about 1/1000 of it on disk). */
function zipBomb(size: number, name = 'xl/worksheets/sheet1.xml'): Buffer {
  const data = zlib.deflateRawSync(Buffer.alloc(size), { level: 9 });
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  const dirOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** `joined`: each row has a date too, which only exceljs reads (shared/imports/sheet-xml.ts). */
async function workbookOf(rows: number, { joined = false } = {}): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(joined ? ['Name', 'Mobile', 'Joined'] : ['Name', 'Mobile']);
  const day = new Date(Date.UTC(2026, 0, 15));
  for (let i = 0; i < rows; i++) sheet.addRow([`User ${i}`, 9000000000 + i, ...(joined ? [day] : [])]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('Excel files that could take the window down (issue 10)', () => {
  it('refuses a zip bomb from its central directory, before inflating anything', async () => {
    const bomb = zipBomb(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(inspectZip(bomb)).toEqual({ error: TOO_LARGE_UNZIPPED });
    expect(await parseWorkbook(bomb)).toEqual({ error: TOO_LARGE_UNZIPPED });
  });

  it('reads the sizes of an ordinary workbook', async () => {
    const info = inspectZip(await workbookOf(3));
    expect(info).toMatchObject({ entries: expect.any(Number), unzippedBytes: expect.any(Number) });
  });

  it('refuses a sheet with more rows than an import reads', async () => {
    expect(await parseWorkbook(await workbookOf(30), { maxRows: 20 })).toEqual({
      error: 'This Excel file has more than 20 rows. Split it into smaller files.',
    });
    expect(await parseWorkbook(await workbookOf(20), { maxRows: 20 })).toMatchObject({
      rows: expect.any(Array),
    });
  });

  const worker = {
    workerFile: path.resolve('tests/main/support/ts-worker.mjs'),
    workerData: { tsFile: path.resolve('src/main/excel-worker.ts') },
  };

  it('parses in a worker thread and answers its rows', async () => {
    const result = await parseExcelInWorker(await workbookOf(2), worker);
    expect(result).toEqual({
      headers: ['Name', 'Mobile'],
      rows: [
        { Name: 'User 0', Mobile: 9000000000 },
        { Name: 'User 1', Mobile: 9000000001 },
      ],
      rowNumbers: [2, 3],
    });
  });

  it('answers a message, and this process lives on, when the worker runs out of memory', async () => {
    // A heap too small for exceljs to load a 20,000-row workbook (with dates, so exceljs reads it).
    const result = await parseExcelInWorker(await workbookOf(20_000, { joined: true }), {
      ...worker,
      maxMemoryMb: 16,
    });
    expect(result).toEqual({ error: EXCEL_TOO_BIG_TO_OPEN });
  });
});

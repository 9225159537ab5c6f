import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSheetXml } from '../../src/shared/imports/sheet-xml';
import { parseWorkbook, readWithExceljs } from '../../src/shared/imports/workbook';

/**
 * Issue 28, Import: the XML reader gives the rows exceljs gives, cell for cell, on the workbooks it
 * reads, and leaves to exceljs the ones it would read differently (dates, merged cells, escapes).
 */
async function bytesOf(
  build: (wb: ExcelJS.Workbook) => void,
  options: Partial<ExcelJS.XlsxWriteOptions> = {},
): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer(options));
}

/** A sheet with every kind of cell an import meets that is not a date. */
function everyKind(wb: ExcelJS.Workbook) {
  const ws = wb.addWorksheet('Users');
  ws.addRow(['First Name', ' Last Name ', 'Mobile Number', 'Email', 'Active', 'Score', 'First Name']);
  ws.addRow(['Asha', 'Verma', 9876543210, 'asha@example.com', true, 12.5, 'again']);
  ws.addRow(['  Ravi  ', 'K & <Sons> "Ltd" \'s', '+91 98765 43210', null, false, -3]);
  ws.addRow([]);
  ws.addRow(['Émilie 😀', 'Line\nbreak', 7000000000, 'x@y.z', 0, 1e21]);
  const r = ws.addRow(['', '   ', null, null, null, null]);
  r.getCell(8).value = 'beyond the headers';
  ws.getCell('A8').value = { formula: 'B2&"!"', result: 'Verma!' };
  ws.getCell('B8').value = { formula: 'F2*2', result: 25 };
  ws.getCell('C8').value = { formula: 'NOW()' } as ExcelJS.CellFormulaValue;
  ws.getCell('D8').value = { sharedFormula: 'B8', result: 7 } as ExcelJS.CellSharedFormulaValue;
  ws.getCell('A9').value = { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] };
  ws.getCell('B9').value = { text: 'Our site', hyperlink: 'https://example.com' };
  ws.getCell('C9').value = { error: '#N/A' } as ExcelJS.CellErrorValue;
  ws.getCell('D9').value = 1234.5;
  ws.getCell('D9').numFmt = '#,##0.00';
  ws.getCell('E9').value = 0.25;
  ws.getCell('E9').numFmt = '0%';
  ws.getCell('F9').value = 42;
  ws.getCell('F9').numFmt = '"Qty" 0';
  ws.getCell('A12').value = 'after a gap';
  wb.addWorksheet('Second').addRow(['not read']);
}

describe('reading a worksheet from its XML', () => {
  it('gives the rows exceljs gives for text, numbers, true/false, formulas, rich text, links and errors', async () => {
    for (const useSharedStrings of [true, false]) {
      const bytes = await bytesOf(everyKind, { useSharedStrings });
      const fast = await readSheetXml(bytes);
      expect(fast, `useSharedStrings: ${useSharedStrings}`).not.toBeNull();
      expect(fast).toEqual(await readWithExceljs(bytes));
    }
  });

  it('reads a workbook another program wrote (SheetJS) as exceljs does', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['First Name', 'Email', 'Mobile Number'],
      ['Asha', 'asha@example.com', 9876543210],
      [null, 'only@email.example', '09876'],
      ['Tom & Jerry', true, 3.25],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'People');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }));
    const fast = await readSheetXml(bytes);
    expect(fast).not.toBeNull();
    expect(fast).toEqual(await readWithExceljs(bytes));
  });

  it('leaves dates, merged cells and escaped characters to exceljs, and the rows stay the same', async () => {
    const dated = await bytesOf((wb) => {
      const ws = wb.addWorksheet('S');
      ws.addRow(['Name', 'Joined']);
      ws.addRow(['Asha', new Date(Date.UTC(2026, 0, 15))]);
    });
    const merged = await bytesOf((wb) => {
      const ws = wb.addWorksheet('S');
      ws.addRow(['Name', 'City']);
      ws.addRow(['Asha', 'Pune']);
      ws.mergeCells('A2:A3');
    });
    const escaped = await bytesOf((wb) => wb.addWorksheet('S').addRow(['Name', 'a_x000D_b']));
    for (const bytes of [dated, merged, escaped]) {
      expect(await readSheetXml(bytes)).toBeNull();
      const viaExcel = await readWithExceljs(bytes);
      expect(await parseWorkbook(bytes)).toMatchObject({ rows: expect.any(Array) });
      expect(viaExcel).not.toHaveProperty('error');
    }
    expect(await parseWorkbook(dated)).toEqual({
      headers: ['Name', 'Joined'],
      rows: [{ Name: 'Asha', Joined: '2026-01-15' }],
      rowNumbers: [2],
    });
  });

  it('leaves a damaged file, or XML it trips on, to exceljs', async () => {
    const bytes = await bytesOf(everyKind);
    expect(await readSheetXml(bytes.slice(0, bytes.length - 200))).toBeNull();
    // A character reference beyond Unicode: no text of it, and no exception either.
    const files = unzipSync(bytes);
    files['xl/sharedStrings.xml'] = strToU8(
      strFromU8(files['xl/sharedStrings.xml']).replace('Asha', 'Asha&#1114112;'),
    );
    expect(await readSheetXml(zipSync(files))).toBeNull();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDialogs, type DialogLike } from '../../src/main/dialogs';

/** Electron's dialog as the user would answer it: a chosen path, or Cancel. */
function dialogAnswering(answer: { open?: string | null; save?: string | null }) {
  const asked: { kind: 'open' | 'save'; options: Record<string, unknown> }[] = [];
  const dialog: DialogLike = {
    async showOpenDialog(options) {
      asked.push({ kind: 'open', options: options as Record<string, unknown> });
      return answer.open ? { canceled: false, filePaths: [answer.open] } : { canceled: true, filePaths: [] };
    },
    async showSaveDialog(options) {
      asked.push({ kind: 'save', options: options as Record<string, unknown> });
      return answer.save ? { canceled: false, filePath: answer.save } : { canceled: true, filePath: '' };
    },
  };
  return { dialog, asked };
}

const realFs = {
  readFile: (file: string) => fs.promises.readFile(file),
  writeFile: (file: string, data: Uint8Array) => fs.promises.writeFile(file, data),
  stat: (file: string) => fs.promises.stat(file),
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizsuite-dialogs-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function writeWorkbook(file: string) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Contacts');
  sheet.addRow([
    '  Name ',
    'Mobile',
    'Joined',
    'Quantity',
    'Price',
    'Total',
    'Website',
    'Notes',
    '',
    'Mobile',
    'Active',
  ]);
  sheet.addRow([
    '  Asha Traders ',
    9876543210,
    new Date(Date.UTC(2024, 2, 15)),
    3,
    12.5,
    { formula: 'D2*E2', result: 37.5 },
    { text: 'asha.example.com', hyperlink: 'https://asha.example.com' },
    { richText: [{ text: 'Prefers ' }, { text: 'WhatsApp', font: { bold: true } }] },
    'ignored: no header',
    '9123456780',
    true,
  ]);
  sheet.addRow([]);
  sheet.addRow([
    'Bala Stores',
    null,
    new Date(Date.UTC(2024, 0, 2, 9, 30)),
    1,
    4,
    { formula: 'D4*E4', result: 4 },
    null,
    '   ',
    null,
    null,
    false,
  ]);
  // A row with only blanks is not a record.
  sheet.addRow(['   ', null, null]);
  await wb.xlsx.writeFile(file);
}

describe('openExcel', () => {
  it('parses the first sheet into rows keyed by the trimmed header names', async () => {
    const file = path.join(dir, 'contacts.xlsx');
    await writeWorkbook(file);
    const { dialog, asked } = dialogAnswering({ open: file });
    const result = await createDialogs({ dialog, fs: realFs }).openExcel();

    expect(asked[0].options.filters).toEqual([{ name: 'Excel Workbook', extensions: ['xlsx', 'xls'] }]);
    if (result.cancelled || 'error' in result) throw new Error(`unexpected ${JSON.stringify(result)}`);
    expect(result.fileName).toBe('contacts.xlsx');
    expect(result.headers).toEqual([
      'Name',
      'Mobile',
      'Joined',
      'Quantity',
      'Price',
      'Total',
      'Website',
      'Notes',
      'Mobile (2)',
      'Active',
    ]);
    expect(result.rows).toEqual([
      {
        Name: 'Asha Traders',
        Mobile: 9876543210,
        Joined: '2024-03-15',
        Quantity: 3,
        Price: 12.5,
        Total: 37.5,
        Website: 'asha.example.com',
        Notes: 'Prefers WhatsApp',
        'Mobile (2)': '9123456780',
        Active: true,
      },
      {
        Name: 'Bala Stores',
        Mobile: null,
        Joined: '2024-01-02T09:30:00.000Z',
        Quantity: 1,
        Price: 4,
        Total: 4,
        Website: null,
        Notes: null,
        'Mobile (2)': null,
        Active: false,
      },
    ]);
  });

  it('answers cancelled when the user cancels', async () => {
    const { dialog } = dialogAnswering({ open: null });
    expect(await createDialogs({ dialog, fs: realFs }).openExcel()).toEqual({ cancelled: true });
  });

  it('reads an Excel 97-2003 .xls workbook with the same rules as .xlsx (spec 03 §5.6)', async () => {
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    const rows = [
      [' Name ', 'Mobile', 'Joined', 'Mobile', null],
      ['Asha Traders', 9876543210, new Date(Date.UTC(2024, 2, 15)), ' 9123456780 ', 'ignored'],
      [null, '  ', null, null, null],
      ['Bala Stores', null, null, null, null],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Users');
    const xls = path.join(dir, 'users.xls');
    fs.writeFileSync(xls, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
    const result = await createDialogs({
      dialog: dialogAnswering({ open: xls }).dialog,
      fs: realFs,
    }).openExcel();
    if (result.cancelled || 'error' in result) throw new Error(`unexpected ${JSON.stringify(result)}`);
    expect(result.headers).toEqual(['Name', 'Mobile', 'Joined', 'Mobile (2)']);
    expect(result.rows).toEqual([
      { Name: 'Asha Traders', Mobile: 9876543210, Joined: '2024-03-15', 'Mobile (2)': '9123456780' },
      { Name: 'Bala Stores', Mobile: null, Joined: null, 'Mobile (2)': null },
    ]);
    expect(result.rowNumbers).toEqual([2, 4]);
  });

  it('explains, rather than fails, when the file is a damaged .xls or not a workbook', async () => {
    const xls = path.join(dir, 'old.xls');
    fs.writeFileSync(xls, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
    const legacy = await createDialogs({
      dialog: dialogAnswering({ open: xls }).dialog,
      fs: realFs,
    }).openExcel();
    expect(legacy).toEqual({ cancelled: false, error: expect.stringContaining('could not be read') });

    const text = path.join(dir, 'notes.xlsx');
    fs.writeFileSync(text, 'name,mobile\nAsha,98765');
    const notWorkbook = await createDialogs({
      dialog: dialogAnswering({ open: text }).dialog,
      fs: realFs,
    }).openExcel();
    expect(notWorkbook).toEqual({
      cancelled: false,
      error: 'This file is not an Excel workbook (.xls or .xlsx)',
    });

    const broken = path.join(dir, 'broken.xlsx');
    fs.writeFileSync(broken, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]));
    const damaged = await createDialogs({
      dialog: dialogAnswering({ open: broken }).dialog,
      fs: realFs,
    }).openExcel();
    expect(damaged).toEqual({ cancelled: false, error: expect.stringContaining('could not be read') });
  });
});

describe('saveFile', () => {
  const pdf = new Uint8Array(Buffer.from('%PDF-1.7 test'));

  it('writes the bytes to the chosen path and returns it', async () => {
    const target = path.join(dir, 'Invoice 12.pdf');
    const { dialog, asked } = dialogAnswering({ save: target });
    const result = await createDialogs({
      dialog,
      fs: realFs,
      defaultDir: () => '/home/me/Downloads',
    }).saveFile({
      suggestedName: 'Invoice 12.pdf',
      bytes: pdf,
      filters: [{ name: 'PDF Document', extensions: ['pdf'] }],
    });
    expect(result).toEqual({ cancelled: false, path: target });
    expect(fs.readFileSync(target).toString()).toBe('%PDF-1.7 test');
    expect(asked[0].options.defaultPath).toBe(path.join('/home/me/Downloads', 'Invoice 12.pdf'));
    expect(asked[0].options.filters).toEqual([
      { name: 'PDF Document', extensions: ['pdf'] },
      { name: 'All Files', extensions: ['*'] },
    ]);
  });

  it('writes nothing when cancelled', async () => {
    const writes: string[] = [];
    const fsSpy = { ...realFs, writeFile: async (file: string) => void writes.push(file) };
    const result = await createDialogs({
      dialog: dialogAnswering({ save: null }).dialog,
      fs: fsSpy,
    }).saveFile({
      suggestedName: 'report.xlsx',
      bytes: pdf,
    });
    expect(result).toEqual({ cancelled: true });
    expect(writes).toEqual([]);
  });

  it('never lets the suggested name pick a folder', async () => {
    const { dialog, asked } = dialogAnswering({ save: null });
    await createDialogs({ dialog, fs: realFs, defaultDir: () => '/home/me/Downloads' }).saveFile({
      suggestedName: '../../.bashrc',
      bytes: pdf,
    });
    await createDialogs({ dialog, fs: realFs, defaultDir: () => '/home/me/Downloads' }).saveFile({
      suggestedName: '..\\..\\startup.bat',
      bytes: pdf,
    });
    expect(asked.map((a) => a.options.defaultPath)).toEqual([
      path.join('/home/me/Downloads', '.bashrc'),
      path.join('/home/me/Downloads', 'startup.bat'),
    ]);
  });
});

describe('openImage', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  it('returns the bytes and type of a PNG or JPEG', async () => {
    const file = path.join(dir, 'logo.png');
    fs.writeFileSync(file, png);
    const { dialog, asked } = dialogAnswering({ open: file });
    const result = await createDialogs({ dialog, fs: realFs }).openImage();
    expect(asked[0].options.filters).toEqual([{ name: 'Images', extensions: ['png', 'jpg', 'jpeg'] }]);
    expect(result).toEqual({
      cancelled: false,
      fileName: 'logo.png',
      mimeType: 'image/png',
      bytes: new Uint8Array(png),
    });
  });

  it('refuses a file that only pretends to be an image', async () => {
    const file = path.join(dir, 'fake.jpg');
    fs.writeFileSync(file, '<html>not an image</html>');
    const result = await createDialogs({
      dialog: dialogAnswering({ open: file }).dialog,
      fs: realFs,
    }).openImage();
    expect(result).toEqual({ cancelled: false, error: 'fake.jpg is not a PNG or JPEG image' });
    expect(
      await createDialogs({ dialog: dialogAnswering({ open: null }).dialog, fs: realFs }).openImage(),
    ).toEqual({
      cancelled: true,
    });
  });
});

import path from 'node:path';
import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import type ExcelJS from 'exceljs';
import type { OpenExcelResult, OpenImageResult, SaveFileResult } from '../shared/desktop-contract';

/** Electron's `dialog`, already bound to the app window by index.ts. */
export interface DialogLike {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
}

export interface FileSystemLike {
  readFile(file: string): Promise<Uint8Array>;
  writeFile(file: string, data: Uint8Array): Promise<void>;
  stat(file: string): Promise<{ size: number }>;
}

export type CellOut = string | number | boolean | null;

export const MAX_EXCEL_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * The native dialogs (issue: Native dialogs). Files are read and parsed here in main; the renderer
 * gets rows or bytes, never a path to read itself.
 */
export function createDialogs({
  dialog,
  fs,
  defaultDir,
}: {
  dialog: DialogLike;
  fs: FileSystemLike;
  defaultDir?: () => string;
}) {
  return {
    async openExcel(): Promise<OpenExcelResult> {
      const chosen = await dialog.showOpenDialog({
        title: 'Choose an Excel file',
        properties: ['openFile'],
        filters: [{ name: 'Excel Workbook', extensions: ['xlsx', 'xls'] }],
      });
      const file = chosen.canceled ? undefined : chosen.filePaths[0];
      if (!file) return { cancelled: true };
      const fileName = path.basename(file);
      if ((await fs.stat(file)).size > MAX_EXCEL_BYTES) {
        return { cancelled: false, error: `${fileName} is larger than ${MAX_EXCEL_BYTES / 1024 / 1024} MB` };
      }
      const parsed = await parseWorkbook(await fs.readFile(file));
      return 'error' in parsed
        ? { cancelled: false, error: parsed.error }
        : { cancelled: false, fileName, ...parsed };
    },

    /** Writes the bytes where the user chose; the suggested name never carries a folder. */
    async saveFile(input: {
      suggestedName: string;
      bytes: Uint8Array;
      filters?: { name: string; extensions: string[] }[];
    }): Promise<SaveFileResult> {
      const name = path.basename(input.suggestedName.replace(/\\/g, '/')) || 'download';
      const chosen = await dialog.showSaveDialog({
        title: 'Save',
        defaultPath: defaultDir ? path.join(defaultDir(), name) : name,
        filters: input.filters?.length
          ? [...input.filters, { name: 'All Files', extensions: ['*'] }]
          : undefined,
        properties: ['showOverwriteConfirmation', 'createDirectory'],
      });
      if (chosen.canceled || !chosen.filePath) return { cancelled: true };
      await fs.writeFile(chosen.filePath, input.bytes);
      return { cancelled: false, path: chosen.filePath };
    },

    async openImage(): Promise<OpenImageResult> {
      const chosen = await dialog.showOpenDialog({
        title: 'Choose an image',
        properties: ['openFile'],
        filters: [{ name: 'Images', extensions: ['png', 'jpg', 'jpeg'] }],
      });
      const file = chosen.canceled ? undefined : chosen.filePaths[0];
      if (!file) return { cancelled: true };
      const fileName = path.basename(file);
      const mimeType = IMAGE_TYPES[path.extname(file).slice(1).toLowerCase()];
      if (!mimeType) return { cancelled: false, error: 'Choose a PNG or JPEG image' };
      if ((await fs.stat(file)).size > MAX_IMAGE_BYTES) {
        return { cancelled: false, error: `${fileName} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB` };
      }
      const bytes = await fs.readFile(file);
      const actual = imageTypeOf(bytes);
      if (!actual) return { cancelled: false, error: `${fileName} is not a PNG or JPEG image` };
      return { cancelled: false, fileName, mimeType: actual, bytes: new Uint8Array(bytes) };
    },
  };
}

/** By content, not by name: a renamed file is caught before the crop tool chokes on it. */
function imageTypeOf(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The first worksheet as rows keyed by the header row's names (trimmed). Empty rows are skipped;
 * columns without a header are ignored; a repeated header gets " (2)", " (3)" …
 */
export async function parseWorkbook(
  bytes: Uint8Array,
): Promise<{ headers: string[]; rows: Record<string, CellOut>[] } | { error: string }> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const isLegacyXls = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (isLegacyXls) {
    return {
      error: 'This is an Excel 97-2003 (.xls) file. Open it in Excel, save it as .xlsx and choose it again.',
    };
  }
  if (!isZip) return { error: 'This file is not an Excel workbook (.xlsx)' };

  // Loaded on first use: exceljs is large and most sessions never import a file.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs types its input as its own Buffer; at run time it takes Node's.
    type XlsxInput = Parameters<typeof workbook.xlsx.load>[0];
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as XlsxInput,
    );
  } catch {
    return { error: 'This Excel file could not be read. It may be damaged or password-protected.' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };

  const columns: { index: number; name: string }[] = [];
  const seen = new Map<string, number>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, index) => {
    const value = cellValue(cell.value);
    const base = value === null ? '' : String(value).trim();
    if (!base) return;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    columns.push({ index, name: count === 1 ? base : `${base} (${count})` });
  });

  const rows: Record<string, CellOut>[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const record: Record<string, CellOut> = {};
    let empty = true;
    for (const { index, name } of columns) {
      const value = cellValue(row.getCell(index).value);
      if (value !== null) empty = false;
      record[name] = value;
    }
    if (!empty) rows.push(record);
  });
  return { headers: columns.map((c) => c.name), rows };
}

/**
 * One cell as JSON: strings trimmed (blank → null), dates as ISO (a date without a time of day as
 * YYYY-MM-DD), formulas as their cached result, rich text and hyperlinks as their text, errors null.
 */
export function cellValue(value: ExcelJS.CellValue): CellOut {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() || null;
  if (value instanceof Date) return isoDate(value);
  if ('formula' in value || 'sharedFormula' in value) {
    return cellValue((value.result ?? null) as ExcelJS.CellValue);
  }
  if ('richText' in value)
    return (
      value.richText
        .map((part) => part.text)
        .join('')
        .trim() || null
    );
  if ('hyperlink' in value) return cellValue(value.text as ExcelJS.CellValue);
  return null;
}

function isoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  // Excel dates have no zone; exceljs reads them as UTC, so a plain date is midnight UTC.
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

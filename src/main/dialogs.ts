import path from 'node:path';
import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import type { OpenExcelResult, OpenImageResult, SaveFileResult } from '../shared/desktop-contract';
import { parseWorkbook, type ParsedWorkbook } from '../shared/imports/workbook';

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
  parseExcel = (bytes) => parseWorkbook(bytes),
}: {
  dialog: DialogLike;
  fs: FileSystemLike;
  defaultDir?: () => string;
  /** The app passes the worker-thread parser (excel-parse.ts); tests may parse in-thread. */
  parseExcel?: (bytes: Uint8Array) => Promise<ParsedWorkbook | { error: string }>;
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
      const parsed = await parseExcel(await fs.readFile(file));
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

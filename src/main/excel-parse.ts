import { Worker } from 'node:worker_threads';
import type { ParsedWorkbook } from '../shared/imports/workbook';

export const EXCEL_TOO_BIG_TO_OPEN =
  'This Excel file is too large to open here. Split it into smaller files and import them one by one.';

export interface ExcelWorkerOptions {
  /** The built worker (out/main/excel-worker.js), or the TypeScript source under tsx in tests. */
  workerFile: string | URL;
  workerData?: unknown;
  maxMemoryMb?: number;
  timeoutMs?: number;
}

/**
 * Parses a workbook in a worker thread with a heap cap and a time limit (issue 10): whatever the file
 * does to the parser, main answers a message and the window stays up.
 */
export function parseExcelInWorker(
  bytes: Uint8Array,
  { workerFile, workerData, maxMemoryMb = 512, timeoutMs = 120_000 }: ExcelWorkerOptions,
): Promise<ParsedWorkbook | { error: string }> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 64 },
    });
    let settled = false;
    const finish = (result: ParsedWorkbook | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ error: EXCEL_TOO_BIG_TO_OPEN }), timeoutMs);
    worker.once('message', (result: ParsedWorkbook | { error: string }) => finish(result));
    worker.once('error', () => finish({ error: EXCEL_TOO_BIG_TO_OPEN }));
    worker.once('exit', () => finish({ error: EXCEL_TOO_BIG_TO_OPEN }));
    worker.postMessage(bytes);
  });
}

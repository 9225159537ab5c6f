import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GoodRow, ReadSheet, SheetMessage } from './contacts-sheet';

const WORKER = 'contacts-import-worker';

/** The file is too much for the reader (its memory or time ran out): the `file` field's error. */
export const SHEET_TOO_BIG =
  'This Excel file is too large to read. Split it into smaller files and import them one by one.';

export interface SheetWorkerOptions {
  maxMemoryMb?: number;
  timeoutMs?: number;
}

/**
 * Where the worker is, in each place the server runs: beside this module's TypeScript source under
 * tsx or Vitest (started through ts-worker.mjs); beside the bundle as its second entry point in
 * `npm run server`'s esbuild bundle (out/server/contacts-import-worker.mjs) and in the desktop's
 * electron-vite build (out/main/contacts-import-worker.js), the folder above when the bundler put
 * this code in a chunk. scripts/server-build.mjs names the entry points once for every build.
 */
export function sheetWorker(): { file: string; workerData?: { tsFile: string } } {
  const self = fileURLToPath(import.meta.url);
  const dir = path.dirname(self);
  if (self.endsWith('.ts'))
    return { file: path.join(dir, 'ts-worker.mjs'), workerData: { tsFile: path.join(dir, `${WORKER}.ts`) } };
  for (const folder of [dir, path.dirname(dir)])
    for (const ext of ['.mjs', '.js']) {
      const file = path.join(folder, WORKER + ext);
      if (fs.existsSync(file)) return { file };
    }
  // A build that left the worker out: a fault of the deployment, said plainly in the server's log.
  throw new Error(`${WORKER}.mjs (or .js) is missing beside the server bundle in ${dir}`);
}

/**
 * Reads and checks a contacts workbook in a worker thread (issue 26 Contacts, "parsed off the main
 * thread with a row cap"), with a heap cap and a time limit, so that neither a large file nor a
 * hostile one holds the server's event loop or takes the server down: whatever happens to the
 * worker, the import answers the file's refusal.
 */
export function readSheetInWorker(
  bytes: Uint8Array,
  { maxMemoryMb = 512, timeoutMs = 120_000 }: SheetWorkerOptions = {},
): Promise<ReadSheet | { error: string }> {
  const { file, workerData } = sheetWorker();
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 64 },
    });
    const good: GoodRow[] = [];
    let settled = false;
    const finish = (answer: ReadSheet | { error: string } | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    const timer = setTimeout(() => finish({ error: SHEET_TOO_BIG }), timeoutMs);
    worker.on('message', (m: SheetMessage) => {
      if (m.kind === 'rows') good.push(...m.rows);
      else if (m.kind === 'done') finish({ result: m.result, good });
      else if (m.kind === 'refused') finish({ error: m.error });
      else finish(new Error(`The contacts import worker failed: ${m.error}`));
    });
    // Out of memory ends the thread with ERR_WORKER_OUT_OF_MEMORY: the file was too much.
    worker.once('error', (err: Error & { code?: string }) =>
      finish(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { error: SHEET_TOO_BIG } : err),
    );
    worker.once('exit', () => finish({ error: SHEET_TOO_BIG }));
    worker.postMessage(bytes);
  });
}

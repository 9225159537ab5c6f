import { parentPort } from 'node:worker_threads';
import { parseWorkbook } from '../shared/imports/workbook';

// A worker thread of its own (excel-parse.ts): a workbook that blows past its memory cap ends this
// thread, not the window's main process.
parentPort!.once('message', (bytes: Uint8Array) => {
  void parseWorkbook(bytes).then(
    (result) => parentPort!.postMessage(result),
    (err: unknown) =>
      parentPort!.postMessage({ error: `This Excel file could not be read (${String(err)})` }),
  );
});

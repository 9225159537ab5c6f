import { parentPort } from 'node:worker_threads';
import { readContactSheet, SHEET_PART_ROWS, type SheetMessage } from './contacts-sheet';

/**
 * The contacts import's worker thread (contacts-parse.ts starts it): reads the workbook and checks
 * its rows away from the server's event loop, then sends the rows to store in parts, so that taking
 * them in never holds the loop for long either.
 */
const port = parentPort!;
const send = (m: SheetMessage) => port.postMessage(m);
port.once('message', (bytes: Uint8Array) => {
  readContactSheet(bytes).then(
    (read) => {
      if ('error' in read) return send({ kind: 'refused', error: read.error });
      for (let i = 0; i < read.good.length; i += SHEET_PART_ROWS)
        send({ kind: 'rows', rows: read.good.slice(i, i + SHEET_PART_ROWS) });
      send({ kind: 'done', result: read.result });
    },
    (err: unknown) => send({ kind: 'failed', error: String(err) }),
  );
});

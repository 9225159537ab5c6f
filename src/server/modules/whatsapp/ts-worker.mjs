// Runs a TypeScript worker file under tsx. Only when the server itself runs from its TypeScript
// sources (the tests, `tsx src/server/main.ts`); the built server starts the bundled worker.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsFile);

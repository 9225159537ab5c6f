// Runs a TypeScript worker file under tsx (tests only; the app runs the built JavaScript worker).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsFile);

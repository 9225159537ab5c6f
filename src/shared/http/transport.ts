import type { HttpMethod } from './endpoint';

/** One HTTP exchange, independent of how it travels (fetch in a browser, IPC to the desktop gateway). */
export interface TransportRequest {
  method: HttpMethod;
  /** Path with parameters filled and the query string appended, e.g. `/api/Users?PageNumber=1`. */
  url: string;
  body?: unknown;
  /**
   * Files of a multipart endpoint: the request then travels as multipart/form-data, `body`'s
   * fields first (as text, see ./multipart.ts), then the files.
   */
  files?: TransportFile[];
  /** Sent as `Idempotency-Key` so that a replayed mutation never applies twice. */
  idempotencyKey?: string;
  /**
   * The contract endpoint's `area.name` (src/shared/api.ts `endpointIdOf`). Its handling (offline
   * queueing, session tokens, time limits) is read from the contract by this id, never sent as flags.
   */
  endpoint?: string;
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON envelope, or the raw bytes of a file answer (xlsx, pdf). */
  body: unknown;
  contentType?: string;
  fileName?: string;
  /** Set by the desktop gateway when the answer comes from the offline cache. */
  stale?: { cachedAt: string };
  /** Set by the desktop gateway when a mutation was queued in the outbox instead of sent. */
  queued?: { outboxId: number };
}

export interface Transport {
  request(req: TransportRequest): Promise<TransportResponse>;
}

/** One file part of a multipart request. */
export interface TransportFile {
  field: string;
  name: string;
  type: string;
  data: Blob | Uint8Array;
}

import { isErrorBody } from '../../shared/http/envelope';
import { wireBodyOf } from '../../shared/http/multipart';
import type { TransportRequest, TransportResponse } from '../../shared/http/transport';

/** The server could not be reached (refused, timed out, dropped), as opposed to an answer. */
export class Unreachable extends Error {
  override name = 'Unreachable';
}

export interface HttpCall {
  fetch: typeof fetch;
  origin: string;
  request: Pick<TransportRequest, 'method' | 'url' | 'body' | 'files' | 'idempotencyKey'>;
  token?: string;
  /** null: no time limit (uploads, imports, exports). */
  timeoutMs: number | null;
}

/**
 * One HTTP exchange with the server. JSON answers are parsed; anything else comes back as bytes
 * with its file name. A proxy's 502/504, or a 503 that is not our envelope (the server behind the
 * proxy is down), count as unreachable: our own server answers 503 only with an envelope.
 */
export async function sendOverHttp({
  fetch,
  origin,
  request,
  token,
  timeoutMs,
}: HttpCall): Promise<TransportResponse> {
  const url = origin + request.url;
  // The path comes from the renderer; concatenation keeps it on this origin, the check proves it.
  if (new URL(url).origin !== new URL(origin).origin) throw new Error(`Refused URL ${request.url}`);

  const headers: Record<string, string> = { accept: 'application/json' };
  // Files go as form data, streamed by fetch (issue 22); everything else as JSON.
  if (request.body !== undefined && !request.files) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;

  // A kept-alive connection the server closed (it restarted) fails at once; a fresh one may work.
  const safeToRepeat = request.method === 'GET' || !!request.idempotencyKey;
  let res: Response;
  let raw: ArrayBuffer;
  for (let attempt = 1; ; attempt++) {
    try {
      res = await fetch(url, {
        method: request.method,
        headers,
        body: wireBodyOf(request.body, request.files),
        signal: timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs),
      });
      raw = await res.arrayBuffer();
      break;
    } catch (err) {
      if (attempt === 1 && safeToRepeat && isStaleConnection(err)) continue;
      throw new Unreachable(`${request.method} ${request.url}: ${describe(err)}`);
    }
  }

  const contentType = res.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const text = new TextDecoder().decode(raw);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (res.status === 502 || res.status === 504 || (res.status === 503 && !isErrorBody(body))) {
      throw new Unreachable(`${request.method} ${request.url}: ${res.status} from a proxy`);
    }
    return { status: res.status, body, contentType };
  }
  if (res.status === 502 || res.status === 503 || res.status === 504) {
    throw new Unreachable(`${request.method} ${request.url}: ${res.status} from a proxy`);
  }
  return {
    status: res.status,
    body: new Uint8Array(raw),
    contentType: contentType || 'application/octet-stream',
    fileName: fileNameFrom(res.headers.get('content-disposition')),
  };
}

/** Whether the server answers its readiness probe. */
export async function isServerReady(
  fetchImpl: typeof fetch,
  origin: string,
  timeoutMs = 3000,
): Promise<boolean> {
  try {
    const res = await fetchImpl(`${origin}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** `attachment; filename*=UTF-8''a%20b.xlsx` or `filename="a b.xlsx"` → `a b.xlsx`. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall back to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]).trim() || undefined : undefined;
}

function isStaleConnection(err: unknown): boolean {
  const code = ((err as { cause?: { code?: unknown } })?.cause?.code ?? '') as string;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}

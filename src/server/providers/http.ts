/** A failed call to an outside service; the message is safe to show (no secrets). */
export class ProviderError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    message: string,
    /** What a caller that retries by itself needs: whether the time-out ended it, the Retry-After asked for. */
    readonly details: { timedOut?: boolean; retryAfterMs?: number } = {},
  ) {
    super(`${service}: ${message}`);
  }
}

/**
 * JSON POST/GET to an outside service with a time-out, retrying 429 and 5xx a few times with
 * growing waits (honouring Retry-After), as every provider client does.
 */
export async function callJson<T>(
  service: string,
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    timeoutMs?: number;
    retries?: number;
  },
): Promise<T> {
  const retries = init.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          Accept: 'application/json',
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
      });
    } catch (err) {
      if (attempt < retries) {
        await sleep(250 * 2 ** attempt);
        continue;
      }
      throw new ProviderError(service, 0, `unreachable (${(err as Error).message})`, {
        timedOut: (err as Error).name === 'TimeoutError',
      });
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    const retryAfterMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined;
    if ((res.status === 429 || res.status >= 500) && attempt < retries) {
      await sleep(retryAfterMs ? Math.min(retryAfterMs, 5000) : 250 * 2 ** attempt);
      continue;
    }
    const text = await res.text();
    const json = text ? safeJson(text) : null;
    if (!res.ok) {
      throw new ProviderError(service, res.status, errorMessageOf(json) ?? `HTTP ${res.status}`, {
        retryAfterMs,
      });
    }
    return json as T;
  }
}

/**
 * The service's own words from an error body: `{ error: { message | description } }` (Graph API,
 * Razorpay, OpenAI), `{ error: "…" }` or `{ message | detail: "…" }` (other compatible servers).
 */
function errorMessageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const body = json as { error?: unknown; message?: unknown; detail?: unknown };
  if (typeof body.error === 'string') return body.error;
  if (body.error && typeof body.error === 'object') {
    const e = body.error as { message?: unknown; description?: unknown };
    if (typeof e.message === 'string') return e.message;
    if (typeof e.description === 'string') return e.description;
  }
  if (typeof body.message === 'string') return body.message;
  if (typeof body.detail === 'string') return body.detail;
  return undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

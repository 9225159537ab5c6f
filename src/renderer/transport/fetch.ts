import type { ErrorBody } from '../../shared/http/envelope';
import { endpointOfId as endpointById } from '../../shared/http/endpoint-ids';
import { wireBodyOf } from '../../shared/http/multipart';
import type { Transport, TransportRequest, TransportResponse } from '../../shared/http/transport';

/** Where browser mode keeps the bearer token: the tab session (sessionStorage), never a cookie. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export interface FetchTransportOptions {
  /** Origin of the API; '' means same origin (the server serves this renderer). */
  baseUrl?: string;
  tokens: TokenStore;
  fetchImpl?: typeof fetch;
}

const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/**
 * Browser mode: the renderer talks HTTP itself. It plays the part the desktop gateway plays in the
 * app: it keeps the token that login answers carry and hands the renderer the answer with token ''
 * so that the session code above it is the same in both modes.
 */
export function fetchTransport({
  baseUrl = '',
  tokens,
  fetchImpl = fetch,
}: FetchTransportOptions): Transport {
  return {
    async request(req: TransportRequest): Promise<TransportResponse> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = tokens.get();
      if (token) headers.Authorization = `Bearer ${token}`;
      // Files go as form data (the browser sets the boundary); everything else as JSON.
      if (req.body !== undefined && !req.files) headers['Content-Type'] = 'application/json';
      if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;

      let res: Response;
      try {
        res = await fetchImpl(baseUrl + req.url, {
          method: req.method,
          headers,
          body: wireBodyOf(req.body, req.files),
        });
      } catch {
        return networkFailure();
      }
      // Logout and Delete Account end the session when they succeed (or the token is dead anyway);
      // a refused Delete Account (wrong password) keeps the user signed in, as the desktop gateway does.
      const endpoint = endpointById(req.endpoint);
      if (endpoint?.endsSession && (res.ok || res.status === 401)) tokens.clear();

      const contentType = res.headers.get('content-type') ?? '';
      if (contentType.includes('application/json')) {
        const body = await res.json().catch(() => undefined);
        if (endpoint?.issuesToken && res.ok)
          return { status: res.status, body: keepToken(body, tokens), contentType };
        return { status: res.status, body, contentType };
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        body: bytes,
        contentType: contentType || 'application/octet-stream',
        fileName: fileNameFrom(res.headers.get('content-disposition')),
      };
    },
  };
}

/** Moves `data.token` of a login answer into the token store and blanks it in the answer. */
function keepToken(body: unknown, tokens: TokenStore): unknown {
  const data = (body as { data?: { token?: unknown } } | undefined)?.data;
  if (data && typeof data.token === 'string' && data.token) {
    tokens.set(data.token);
    return { ...(body as object), data: { ...data, token: '' } };
  }
  return body;
}

function networkFailure(): TransportResponse {
  const body: ErrorBody = {
    success: false,
    message: NETWORK_ERROR_MESSAGE,
    error: { errorCode: 'NetworkError', errorMessage: NETWORK_ERROR_MESSAGE },
  };
  return { status: 503, body, contentType: 'application/json' };
}

/** `attachment; filename*=UTF-8''a%20b.xlsx` or `filename="a b.xlsx"` → `a b.xlsx`. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  if (!plain) return undefined;
  return (plain[2] ?? plain[1]).trim() || undefined;
}

export const NETWORK_ERROR_CODE = 'NetworkError';

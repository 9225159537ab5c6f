import { buildPath, type CallInput, type EndpointDef, type HttpMethod, type ResponseOf } from './endpoint';

/**
 * The typed client of the public pages (`/p/…` campaigns, `/c/…` cards): the scripts a visitor's
 * browser runs, kept small, so they import no contract (zod and every schema would come along).
 * An area declares its public endpoints' method and path once in a zod-free `public-routes.ts`,
 * its contract spreads them into the endpoint, and the page calls them through `publicCall`, typed
 * by the contract's endpoint (a type-only import) so that a changed path or body breaks the build.
 */

/** Where an endpoint lives: what a public page needs of it at run time. */
export interface PublicRoute {
  method: HttpMethod;
  path: string;
}

/** A call that did not succeed: the server's message and its field errors (422). */
export class PublicCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** The envelope's own `message`, when there was one. */
    readonly answerMessage: string | null = null,
  ) {
    super(message);
  }
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: string;
  error?: { errorCode?: string; errorMessage?: string; errors?: Record<string, string> };
}

export interface PublicCallOptions {
  /** The message of a failure the server did not explain (no JSON error). */
  fallback?: string;
  /** Let the request outlive the page (a visit beacon sent as the visitor leaves). */
  keepalive?: boolean;
}

/**
 * Calls the endpoint `E` at its route with a JSON body: its data and message on success, else a
 * `PublicCallError` with the server's message (or `fallback`) and the 422's field errors. A
 * network failure rejects as `fetch` does.
 */
export async function publicCall<E extends EndpointDef>(
  route: Pick<E, 'method' | 'path'>,
  input: CallInput<E>,
  options: PublicCallOptions = {},
): Promise<{ data: ResponseOf<E>; message: string | null }> {
  const fallback = options.fallback ?? 'Something went wrong';
  const url = buildPath(route.path, input.params as Record<string, unknown> | undefined);
  const res = await fetch(url, {
    method: route.method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    keepalive: options.keepalive,
  });
  const json = (await res.json().catch(() => null)) as Envelope | null;
  if (!res.ok || !json?.success)
    throw new PublicCallError(
      json?.error?.errorMessage ?? fallback,
      res.status,
      json?.error?.errors ?? {},
      json?.message ?? null,
    );
  // The server answered its own contract's envelope; the page trusts it as the renderer's transport does.
  return { data: json.data as ResponseOf<E>, message: json.message ?? null };
}

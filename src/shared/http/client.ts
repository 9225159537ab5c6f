import { z } from 'zod';
import { buildPath, toQueryString, type CallInput, type EndpointDef, type ResponseOf } from './endpoint';
import { fieldErrorsFromZod, isErrorBody, type FieldErrors } from './envelope';
import type { Transport, TransportResponse } from './transport';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallResult<T> {
  data: T;
  message?: string;
  stale?: { cachedAt: string };
  queued?: { outboxId: number };
}

export interface FileResult {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

export interface CallOptions {
  idempotencyKey?: string;
}

/**
 * The one typed client for every endpoint. Inputs are checked against the contract before
 * anything is sent, so a bad form never leaves the machine.
 */
export function createApiClient(transport: Transport) {
  async function send<E extends EndpointDef>(
    endpoint: E,
    input: CallInput<E> | undefined,
    options: CallOptions | undefined,
    extraQuery?: Record<string, string>,
  ): Promise<TransportResponse> {
    const params = endpoint.params ? parseOrThrow(endpoint.params, input?.params) : undefined;
    const query = endpoint.query ? parseOrThrow(endpoint.query, input?.query ?? {}) : undefined;
    const body = endpoint.body ? parseOrThrow(endpoint.body, input?.body) : undefined;
    const url =
      buildPath(endpoint.path, params as Record<string, unknown>) +
      toQueryString({ ...(query as Record<string, unknown>), ...extraQuery });
    return transport.request({
      method: endpoint.method,
      url,
      body,
      idempotencyKey: options?.idempotencyKey,
      offline: endpoint.offline,
      issuesToken: endpoint.issuesToken,
      endsSession: endpoint.endsSession,
    });
  }

  return {
    async call<E extends EndpointDef>(
      endpoint: E,
      input?: CallInput<E>,
      options?: CallOptions,
    ): Promise<CallResult<ResponseOf<E>>> {
      const res = await send(endpoint, input, options);
      throwIfError(res);
      const body = res.body as { data: ResponseOf<E>; message?: string } | undefined;
      return {
        data: body?.data as ResponseOf<E>,
        message: body?.message,
        stale: res.stale,
        queued: res.queued,
      };
    },

    /** The xlsx answer of an exportable list (the same query plus `IsExport=true`). */
    async download<E extends EndpointDef>(endpoint: E, input?: CallInput<E>): Promise<FileResult> {
      const res = await send(
        endpoint,
        input,
        undefined,
        endpoint.exportable ? { IsExport: 'true' } : undefined,
      );
      throwIfError(res);
      if (!(res.body instanceof Uint8Array)) throw new ApiError(res.status, 'Expected a file', 'BadResponse');
      return {
        bytes: res.body,
        contentType: res.contentType ?? 'application/octet-stream',
        fileName: res.fileName ?? 'download',
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function parseOrThrow(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrorsFromZod(result.error);
    throw new ApiError(422, Object.values(errors)[0] ?? 'Invalid input', 'ValidationFailed', errors);
  }
  return result.data;
}

function throwIfError(res: TransportResponse): void {
  if (res.status < 400) return;
  if (isErrorBody(res.body)) {
    const { message, error } = res.body;
    throw new ApiError(res.status, message || error.errorMessage, error.errorCode, error.errors);
  }
  throw new ApiError(res.status, 'Something went wrong', 'Unexpected');
}

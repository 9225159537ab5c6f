import { z } from 'zod';
import { endpointIdOf } from './endpoint-ids';
import {
  buildPath,
  toQueryString,
  type CallInput,
  type EndpointDef,
  type ResponseOf,
  type UploadFile,
} from './endpoint';
import { fieldErrorsFromZod, isErrorBody, type FieldErrors } from './envelope';
import type { Transport, TransportFile, TransportResponse } from './transport';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: string,
    readonly errors?: FieldErrors,
    /** The record as stored now, on a 409 the user resolves (a frame layout saved elsewhere meanwhile). */
    readonly current?: unknown,
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
 * A list's query as a URL holds it (strings and numbers, by the spec's parameter names). Its type
 * cannot know the contract's enums; the contract's schema checks and converts it before it is sent.
 */
export type UrlQuery = Readonly<Record<string, string | number>>;

/** What `send` reads of a call's input: a typed `CallInput`, or a URL's list query. */
interface SendInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  files?: Record<string, UploadFile | undefined>;
}

/**
 * The one typed client for every endpoint. Inputs are checked against the contract before
 * anything is sent, so a bad form never leaves the machine.
 */
export function createApiClient(transport: Transport) {
  async function send(
    endpoint: EndpointDef,
    input: SendInput | undefined,
    options: CallOptions | undefined,
    extraQuery?: Record<string, string>,
  ): Promise<TransportResponse> {
    const params = endpoint.params ? parseOrThrow(endpoint.params, input?.params) : undefined;
    const query = endpoint.query ? parseOrThrow(endpoint.query, input?.query ?? {}) : undefined;
    const body = endpoint.body
      ? parseOrThrow(endpoint.body, input?.body ?? (endpoint.files ? {} : undefined))
      : undefined;
    const files = endpoint.files ? filePartsOf(endpoint, input?.files ?? {}) : undefined;
    const url =
      buildPath(endpoint.path, params as Record<string, unknown>) +
      toQueryString({ ...(query as Record<string, unknown>), ...extraQuery });
    return transport.request({
      method: endpoint.method,
      url,
      body,
      ...(files ? { files } : {}),
      idempotencyKey: options?.idempotencyKey,
      endpoint: endpointIdOf(endpoint),
    });
  }

  return {
    call<E extends EndpointDef>(
      endpoint: E,
      input?: CallInput<E>,
      options?: CallOptions,
    ): Promise<CallResult<ResponseOf<E>>> {
      return answer<ResponseOf<E>>(send(endpoint, input, options));
    },

    /** The xlsx answer of an exportable list (the same query plus `IsExport=true`). */
    download<E extends EndpointDef>(endpoint: E, input?: CallInput<E>): Promise<FileResult> {
      return fileOf(send(endpoint, input, undefined, exportQuery(endpoint)));
    },

    /** One page of a list for the query its URL holds (DataTable). */
    async list<E extends EndpointDef>(
      endpoint: E,
      query: UrlQuery,
      params?: UrlQuery,
    ): Promise<ResponseOf<E>> {
      return (await answer<ResponseOf<E>>(send(endpoint, { query, params }, undefined))).data;
    },

    /** The xlsx of a list for the query its URL holds (DataTable's Export). */
    exportList(endpoint: EndpointDef, query: UrlQuery, params?: UrlQuery): Promise<FileResult> {
      return fileOf(send(endpoint, { query, params }, undefined, exportQuery(endpoint)));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const exportQuery = (endpoint: EndpointDef) => (endpoint.exportable ? { IsExport: 'true' } : undefined);

async function answer<T>(pending: Promise<TransportResponse>): Promise<CallResult<T>> {
  const res = await pending;
  throwIfError(res);
  const body = res.body as { data: T; message?: string } | undefined;
  return { data: body?.data as T, message: body?.message, stale: res.stale, queued: res.queued };
}

async function fileOf(pending: Promise<TransportResponse>): Promise<FileResult> {
  const res = await pending;
  throwIfError(res);
  if (!(res.body instanceof Uint8Array)) throw new ApiError(res.status, 'Expected a file', 'BadResponse');
  return {
    bytes: res.body,
    contentType: res.contentType ?? 'application/octet-stream',
    fileName: res.fileName ?? 'download',
  };
}

/** A multipart endpoint's files, checked against what it declares before anything is sent. */
function filePartsOf(endpoint: EndpointDef, given: Record<string, UploadFile | undefined>): TransportFile[] {
  const errors: FieldErrors = {};
  const parts: TransportFile[] = [];
  for (const [field, part] of Object.entries(endpoint.files ?? {})) {
    const file = given[field];
    if (!file) {
      if (part.required) errors[field] = part.required;
      continue;
    }
    const size = file.data instanceof Uint8Array ? file.data.byteLength : file.data.size;
    if (size > part.maxBytes) errors[field] = part.tooLarge;
    const type = file.type ?? (file.data instanceof Blob ? file.data.type : '');
    parts.push({ field, name: file.name, type: type || 'application/octet-stream', data: file.data });
  }
  if (Object.keys(errors).length)
    throw new ApiError(422, Object.values(errors)[0], 'ValidationFailed', errors);
  return parts;
}

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
    throw new ApiError(
      res.status,
      message || error.errorMessage,
      error.errorCode,
      error.errors,
      error.current,
    );
  }
  throw new ApiError(res.status, 'Something went wrong', 'Unexpected');
}

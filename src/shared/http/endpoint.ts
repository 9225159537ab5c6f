import type { z } from 'zod';
import type { KnownType } from '../files/sniff-type';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint.
 * public: anyone; signedIn: any role; user: role User only; admin: role Admin only.
 */
export type Access = 'public' | 'signedIn' | 'user' | 'admin';

export interface EndpointDef {
  method: HttpMethod;
  /** Full path with `:name` parameters, e.g. `/api/Account/Me`. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response: z.ZodType;
  /** Mutations the desktop outbox may queue while the server is unreachable (ARCHITECTURE.md, Desktop). */
  offline?: boolean;
  /** The answer carries a session token (`data.token`): the desktop gateway moves it into the vault. */
  issuesToken?: boolean;
  /** Ends the session: the desktop gateway forgets the token and the user's cache. */
  endsSession?: boolean;
  /** Per-IP rate limit for sensitive endpoints (login, OTP). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The same query answers an xlsx file when `IsExport=true`. */
  exportable?: boolean;
  /**
   * Moves a file or a batch (uploads, imports): the desktop gateway gives it no time limit and the
   * screen shows its progress instead (spec 00 §9). Exports (`IsExport=true`) are treated the same.
   */
  transfer?: boolean;
  /**
   * How long the answer may take when that is longer than usual (AI writing waits on a model): the
   * desktop gateway waits this long before calling the server unreachable, instead of its 20 s.
   */
  waitsMs?: number;
  /** The largest request body in bytes, when more than the server's usual limit. */
  bodyLimit?: number;
  /**
   * A multipart endpoint (the spec's form data): the file parts it takes, by field name. `body` then
   * declares the text fields. The server streams each part to a temporary file, checking its type
   * from the first bytes and its size while it arrives (src/server/http/multipart.ts).
   */
  files?: Record<string, FilePart>;
}

/** One file field of a multipart endpoint. */
export interface FilePart {
  /** The largest file; the server stops reading and answers 413 the moment a part passes it. */
  maxBytes: number;
  /** What its first bytes may show (src/shared/files/sniff-type.ts). */
  types: readonly KnownType[];
  /** The field errors a user reads: over the size, another type, left out. */
  tooLarge: string;
  wrongType: string;
  /** Set when the file must be sent; its message. */
  required?: string;
  /** Counted in the caller's upload allowance: the bytes are reserved before the first is stored. */
  counted?: boolean;
}

/** A file a caller sends to a multipart endpoint. */
export interface UploadFile {
  name: string;
  /** A browser's File or Blob, or bytes (the desktop gateway, tests). */
  data: Blob | Uint8Array;
  /** The type the sender declares; the server goes by the bytes. */
  type?: string;
}

/** Declares an endpoint once; the server, the renderer and the desktop gateway all use the declaration. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type CallInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? undefined extends InputOf<E['body']>
      ? { body?: InputOf<E['body']> }
      : E['files'] extends Record<string, FilePart>
        ? { body?: InputOf<E['body']> }
        : { body: InputOf<E['body']> }
    : { body?: undefined }) &
  (E['files'] extends Record<string, FilePart>
    ? { files?: { [K in keyof E['files']]?: UploadFile } }
    : { files?: undefined });

/** What the server's handler receives after validation. */
export interface ParsedInput<E extends EndpointDef> {
  params: E['params'] extends z.ZodType ? OutputOf<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? OutputOf<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? OutputOf<E['body']> : undefined;
}

export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;
export type ResponseInputOf<E extends EndpointDef> = z.input<E['response']>;

/** Fills `:name` segments; values are URI-encoded so an id can never change the path. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query objects travel as strings; arrays repeat the key; empty values are dropped. */
export function toQueryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

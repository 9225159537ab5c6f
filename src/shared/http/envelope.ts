import { z } from 'zod';

/** Field errors keyed by the field's path ("items.0.name"), as the client puts them on a form. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  success: false;
  message: string;
  /** `current`: the record as stored now, on a 409 whose client lets the user pick (frame layouts). */
  error: { errorCode: string; errorMessage: string; errors?: FieldErrors; current?: unknown };
  /** Where a spec screen reads an error besides `error` (spec 02 §7, WhatsApp connect: `data.records.error`). */
  data?: unknown;
}

export interface SuccessBody<T> {
  success: true;
  message?: string;
  data: T;
}

export type Envelope<T> = SuccessBody<T> | ErrorBody;

/** Lists answer `{ records, total_Record_Count }` inside `data` (ARCHITECTURE.md, API conventions). */
export const listOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total_Record_Count: z.number().int() });

export type ListData<T> = { records: T[]; total_Record_Count: number };

export function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/** Turns zod issues into the `{ field: message }` map of the error envelope (first message per field). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

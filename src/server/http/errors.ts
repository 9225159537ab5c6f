import type { FieldErrors } from '../../shared/http/envelope';

/** An answer other than success. Thrown anywhere in a handler; the error handler writes the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: string = codeFor(status),
    readonly errors?: FieldErrors,
    /** `error.errorMessage` when it says more than `message` (e.g. which setting is missing); else `message`. */
    readonly detail?: string,
    /** `error.current`: the record as stored now, on a 409 the client resolves (a frame layout's newer version). */
    readonly current?: unknown,
    /** The envelope's `data` on an error, where a spec screen reads it (WhatsApp connect: `records.error`). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

function codeFor(status: number): string {
  return (
    {
      400: 'BadRequest',
      401: 'Unauthorized',
      402: 'LimitExceeded',
      403: 'Forbidden',
      404: 'NotFound',
      409: 'Conflict',
      413: 'PayloadTooLarge',
      415: 'UnsupportedMediaType',
      422: 'ValidationFailed',
      429: 'TooManyRequests',
      503: 'NotConfigured',
    }[status] ?? 'Error'
  );
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, 'BadRequest', errors);
export const unauthorized = (message = 'Please sign in again') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const invalid = (errors: FieldErrors) =>
  new HttpError(422, Object.values(errors)[0] ?? 'Invalid input', 'ValidationFailed', errors);

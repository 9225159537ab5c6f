import { ApiError } from '../../../shared/http/client';
import { MESSAGES } from '../messages';

/**
 * The text to show for a failure (spec 00 section 8: the server's message, else its errorMessage,
 * else "Something went wrong"). Plain `Error`s (network, programming) keep their technical text out
 * of the user's way.
 */
export function errorText(err: unknown, fallback: string = MESSAGES.somethingWentWrong): string {
  if (typeof err === 'string') return err.trim() || fallback;
  if (err instanceof ApiError) return err.message.trim() || fallback;
  if (isRecord(err) && !(err instanceof Error)) {
    // A raw error envelope or body that did not go through the client.
    if (typeof err.message === 'string' && err.message.trim()) return err.message;
    const inner = isRecord(err.error) ? err.error : undefined;
    if (inner && typeof inner.errorMessage === 'string' && inner.errorMessage.trim())
      return inner.errorMessage;
    if (typeof err.errorMessage === 'string' && err.errorMessage.trim()) return err.errorMessage;
  }
  return fallback;
}

export type ApiErrorAction = 'limit' | 'session' | 'form' | 'toast';

/**
 * What the client does with a failed call (ARCHITECTURE.md, status codes): 402 opens the Limit
 * exceeded dialog; 401 is left to the transport, which ends the session; 422 with field errors goes
 * onto the form when there is one; anything else is a toast.
 */
export function apiErrorAction(err: unknown, hasForm = false): ApiErrorAction {
  if (err instanceof ApiError) {
    if (err.status === 402) return 'limit';
    if (err.status === 401) return 'session';
    if (err.status === 422 && hasForm && err.errors && Object.keys(err.errors).length > 0) return 'form';
  }
  return 'toast';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

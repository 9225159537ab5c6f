import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { apiErrorAction, errorText } from '../feedback/errorText';
import { applyServerErrors } from './applyServerErrors';

/** What a failed submit shows. */
export type SubmitFailure =
  /** 422 field errors, now on their fields. */
  | { kind: 'fields' }
  /** 402: the Limit exceeded dialog says it (spec 00 section 8); 401: the transport signs out. */
  | { kind: 'limit' }
  | { kind: 'session' }
  /** Anything else: one message above the form (the server's, verbatim, else the fallback). */
  | { kind: 'message'; text: string };

/**
 * Sorts a failed submit (ARCHITECTURE.md, status codes): field errors onto the form, 402 and 401 to
 * their app-wide behaviours, the rest as the form's message. Signed out, a 401 is no expired
 * session but the answer of a sign-in form (wrong password, wrong code): its message shows.
 */
export function submitFailure<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  options: { fallback?: string; signedIn: boolean },
): SubmitFailure {
  switch (apiErrorAction(err, true)) {
    case 'limit':
      return { kind: 'limit' };
    case 'session':
      if (options.signedIn) return { kind: 'session' };
      break;
    case 'form':
      if (applyServerErrors(setError, err)) return { kind: 'fields' };
  }
  return { kind: 'message', text: errorText(err, options.fallback) };
}

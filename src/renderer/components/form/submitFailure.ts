import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../shared/http/client';
import { apiErrorAction, errorText } from '../feedback/errorText';
import { applyServerErrors } from './applyServerErrors';

/** What a failed submit shows. */
export type SubmitFailure =
  /** 422 field errors, now on their fields. */
  | { kind: 'fields' }
  /** 402: the Limit exceeded dialog says it (spec 00 section 8); 401: the transport signs out. */
  | { kind: 'limit' }
  | { kind: 'session' }
  /**
   * Anything else, and 422 field errors the form has no field for: one message above the form (the
   * server's, verbatim, else the fallback).
   */
  | { kind: 'message'; text: string };

/**
 * Sorts a failed submit (ARCHITECTURE.md, status codes): field errors onto the form, 402 and 401 to
 * their app-wide behaviours, the rest as the form's message. Signed out, a 401 is no expired
 * session but the answer of a sign-in form (wrong password, wrong code): its message shows.
 */
export function submitFailure<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  options: {
    fallback?: string;
    signedIn: boolean;
    /**
     * Whether the form shows an error of this field (an input is bound to it). A field error the
     * form has no place for (an image's path, `_`) would otherwise be silent (issue 23): it becomes
     * the form's message. Without it every named field counts as shown.
     */
    isShown?: (field: string) => boolean;
  },
): SubmitFailure {
  switch (apiErrorAction(err, true)) {
    case 'limit':
      return { kind: 'limit' };
    case 'session':
      if (options.signedIn) return { kind: 'session' };
      break;
    case 'form':
      if (applyServerErrors(setError, err)) {
        const unshown = unshownFieldErrors(err, options.isShown ?? (() => true));
        return unshown.length ? { kind: 'message', text: unshown.join(' ') } : { kind: 'fields' };
      }
  }
  return { kind: 'message', text: errorText(err, options.fallback) };
}

/** The messages (each once) of a 422's field errors that no field of the form shows; `_` never has a field. */
export function unshownFieldErrors(err: unknown, isShown: (field: string) => boolean): string[] {
  if (!(err instanceof ApiError) || !err.errors) return [];
  const messages = Object.entries(err.errors)
    .filter(([field]) => field === '_' || field === '' || !isShown(field))
    .map(([, message]) => message);
  return [...new Set(messages)];
}

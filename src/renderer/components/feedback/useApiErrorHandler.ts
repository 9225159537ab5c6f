import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../form/applyServerErrors';
import { apiErrorAction } from './errorText';
import { showLimitExceeded } from './LimitExceededDialog';
import { toastError } from './toast';

export interface ApiErrorHandlerOptions<T extends FieldValues> {
  /** When given, 422 field errors go onto this form instead of a toast. */
  setError?: UseFormSetError<T>;
}

/**
 * One way to react to a failed call: 402 → Limit exceeded dialog, 401 → nothing (the transport
 * signs out), 422 → the form's fields, anything else → a toast with the server's message or the
 * given fallback.
 */
export function useApiErrorHandler<T extends FieldValues = FieldValues>(
  options: ApiErrorHandlerOptions<T> = {},
) {
  const { setError } = options;
  return useCallback(
    (err: unknown, fallback?: string) => {
      switch (apiErrorAction(err, Boolean(setError))) {
        case 'limit':
          void showLimitExceeded();
          return;
        case 'session':
          return;
        case 'form':
          if (setError && applyServerErrors(setError, err)) return;
          toastError(err, fallback);
          return;
        case 'toast':
          toastError(err, fallback);
      }
    },
    [setError],
  );
}

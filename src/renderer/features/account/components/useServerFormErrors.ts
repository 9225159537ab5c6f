import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { errorText } from '../../../components/feedback/errorText';
import { applyServerErrors } from '../../../components/form/applyServerErrors';

/**
 * A failed submit: 422 field errors go on their fields; anything else becomes the form's message
 * (the server's message verbatim, spec 00 section 8).
 */
export function useServerFormErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const onError = useCallback(
    (err: unknown) => {
      if (!applyServerErrors(setError, err)) setFormError(errorText(err));
    },
    [setError],
  );
  const clear = useCallback(() => setFormError(null), []);
  return { formError, onError, clear };
}

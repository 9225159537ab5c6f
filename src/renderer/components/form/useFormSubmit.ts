import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { notifyLimitExceeded } from '../../lib/limitExceeded';
import { sessionAtom } from '../../lib/session';
import { getAppStore } from '../../lib/store';
import { toastError, toastSuccess } from '../feedback/toast';
import { submitFailure } from './submitFailure';

export interface FormSubmitOptions {
  /**
   * The success toast: the server's message when it sends one, else this text. Leave it out when
   * success is the next screen (sign in, registration).
   */
  successToast?: string;
  /**
   * A toast on failure besides what the form shows: this text on every failure (spec 00 section 8:
   * plan add/update), or with `true` the form's message whenever there is one.
   */
  failureToast?: string | true;
  /** The form's message when the server gives none (default "Something went wrong"). */
  fallback?: string;
  /**
   * The form's message for a failure the form knows better than the server (spec 03 section 8.5's
   * import messages); undefined leaves the failure to the usual handling.
   */
  describeError?: (err: unknown) => string | undefined;
  /**
   * Where a failure that belongs to no field shows: above the form (default), or only as a toast
   * for screens whose spec says so (spec 01 section 8: post failures are the server's message in a toast).
   */
  messageIn?: 'form' | 'toast';
  /**
   * Fields whose errors the form shows without an input registered under that name (an upload
   * that shows its path's error beside its button). Any other 422 field error that no registered
   * field shows becomes the form's message, so that no refusal is silent (issue 23).
   */
  shownElsewhere?: readonly string[];
}

/** What a submit returns: the answer's message, if any, toasts on success. */
export type Submitted = { message?: string } | void;

/**
 * Every form's submit (issue 9 section 4): validation by the form's zod resolver, then `submit`; on
 * success the toast; on failure 422 field errors onto the fields (and those no field shows in
 * `<FormError>` too), 402 the Limit exceeded dialog, 401 nothing (the transport signs out),
 * anything else the server's message in `<FormError>`.
 *
 * ```tsx
 * const { onSubmit, formError, submitting } = useFormSubmit(form, (body) => save.mutateAsync({ body }), {
 *   successToast: 'Package created successfully',
 * });
 * <FormError message={formError} /><form onSubmit={onSubmit}>…
 * ```
 */
export function useFormSubmit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  submit: (values: O) => Promise<Submitted>,
  options: FormSubmitOptions = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  // Only while the answer is awaited: a submit the form's own checks refuse never shows a spinner.
  const [submitting, setSubmitting] = useState(false);
  const { setError, handleSubmit, control } = form;
  const { successToast, failureToast, fallback, describeError, messageIn = 'form', shownElsewhere } = options;

  /** Shows a failure the way a submit's failure shows (for a form's other actions: resend, a second step). */
  const reportError = useCallback(
    (err: unknown) => {
      const described = describeError?.(err);
      const failure =
        described !== undefined
          ? ({ kind: 'message', text: described } as const)
          : submitFailure(err, setError, {
              fallback,
              signedIn: getAppStore().get(sessionAtom).status === 'signedIn',
              // The names of the registered (mounted) inputs: react-hook-form keeps no public list.
              isShown: (field) => control._names.mount.has(field) || !!shownElsewhere?.includes(field),
            });
      if (failure.kind === 'limit') notifyLimitExceeded();
      if (failure.kind === 'message' && messageIn === 'form') setFormError(failure.text);
      if (typeof failureToast === 'string') toastError(failureToast);
      else if ((failureToast || messageIn === 'toast') && failure.kind === 'message')
        toastError(failure.text);
    },
    [setError, control, fallback, failureToast, describeError, messageIn, shownElsewhere],
  );

  const onSubmit: (event?: BaseSyntheticEvent) => Promise<void> = handleSubmit(async (values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await submit(values);
      const text = (result && result.message) || successToast;
      if (text) toastSuccess(text);
    } catch (err) {
      reportError(err);
    } finally {
      setSubmitting(false);
    }
  });

  return {
    onSubmit,
    /** The failure that belongs to no field, for `<FormError>`. */
    formError,
    clearFormError: useCallback(() => setFormError(null), []),
    reportError,
    /** True from a valid submit until the answer (and whatever `submit` awaits) is in. */
    submitting,
  };
}

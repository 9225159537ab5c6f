import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormSubmit, type FormSubmitOptions, type Submitted } from './useFormSubmit';

/** null: closed; 'new': the Add dialog; a number: the Edit dialog of that record. */
export type RecordTarget = number | 'new' | null;

export const recordIdOf = (target: RecordTarget) => (typeof target === 'number' ? target : null);

/**
 * The working of an Add/Edit dialog (RecordFormModal): each opening starts from the record being
 * edited (or the empty form) with no message left from before, and a save that succeeds closes it.
 * Answers the dialog's props.
 */
export function useRecordForm<T extends FieldValues, C, O, R>(
  form: UseFormReturn<T, C, O>,
  options: {
    target: RecordTarget;
    onClose: () => void;
    empty: T;
    formOf: (record: R) => T;
    /** The record's query (idle for Add). */
    record: { data?: R; isPending: boolean; isError: boolean };
    save: (id: number | null, body: O) => Promise<Submitted>;
    submit?: FormSubmitOptions;
  },
) {
  const { target, onClose, empty, formOf, record, save } = options;
  const id = recordIdOf(target);
  const { onSubmit, formError, clearFormError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = await save(id, body);
      onClose();
      return saved;
    },
    options.submit,
  );
  const { reset } = form;
  useEffect(() => {
    if (target === null) return;
    clearFormError();
    reset(id !== null && record.data ? formOf(record.data) : empty);
    // formOf and empty are fixed per dialog; a new target or loaded record starts the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, id, record.data, reset, clearFormError]);

  return {
    open: target !== null,
    onClose,
    onSubmit,
    submitting,
    formError,
    loading: id !== null && record.isPending,
    failed: record.isError,
  };
}

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormSubmit, type FormSubmitOptions, type Submitted } from './useFormSubmit';

/**
 * An editor's submit: save, then leave for the list at `backTo`; a failure is first seen by
 * `onFailure` (a dialog, extra toasts) and then rethrown so the form shows it as usual.
 */
export function useSaveThenLeave<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  save: (body: O) => Promise<Submitted>,
  backTo: string,
  onFailure: (err: unknown) => void,
  options?: FormSubmitOptions,
) {
  const navigate = useNavigate();
  return useFormSubmit(
    form,
    async (body) => {
      try {
        const saved = await save(body);
        navigate(backTo);
        return saved;
      } catch (err) {
        onFailure(err);
        throw err;
      }
    },
    options,
  );
}

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Brand } from '../../../../shared/brand/schemas';
import { useFormSubmit } from '../../../components/form/useFormSubmit';

/** One of the brand's save mutations (company, billing, business details): the answer is the whole brand. */
interface BrandSave<O> {
  mutateAsync: (input: { query: { userId?: number }; body: O }) => Promise<{ data: Brand; message?: string }>;
}

/**
 * The submit of the brand's forms: save the values (for `userId` when an Admin works on another
 * user's brand), hand the saved brand to `onSaved`, then the success toast.
 */
export function useBrandFormSubmit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  save: BrandSave<O>,
  {
    userId,
    onSaved,
    successToast,
  }: { userId?: number; onSaved?: (brand: Brand) => void; successToast: string },
) {
  return useFormSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync({ query: userId ? { userId } : {}, body });
      onSaved?.(saved.data);
      return saved;
    },
    { successToast },
  );
}

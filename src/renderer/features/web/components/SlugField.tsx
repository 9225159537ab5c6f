import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput, type TrimmedInputProps } from '../../../components/form/TrimmedInput';
import { normalizeSlugInput } from './siteAddress';

/**
 * The "Website address" field of a form holding a `slug` (create, content): lower-cased and
 * hyphenated as it is typed, at most 60 characters; `extra` says when a new address takes effect.
 */
export function SlugField<T extends { slug: string }>({
  control,
  extra,
  ...input
}: Pick<TrimmedInputProps, 'addonBefore' | 'placeholder' | 'style'> & {
  control: Control<T>;
  extra: string;
}) {
  return (
    <FormField control={control} name={'slug' as FieldPath<T>} label="Website address" required extra={extra}>
      {(field) => <TrimmedInput {...field} {...input} normalize={normalizeSlugInput} maxLength={60} />}
    </FormField>
  );
}

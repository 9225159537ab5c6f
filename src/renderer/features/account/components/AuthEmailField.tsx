import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';

/** The Email field of the account screens (Registration, first-run Setup): large, browser-filled. */
export function AuthEmailField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <FormField control={control} name={name} label="Email" required>
      {(field) => <TrimmedInput {...field} size="large" type="email" autoComplete="email" />}
    </FormField>
  );
}

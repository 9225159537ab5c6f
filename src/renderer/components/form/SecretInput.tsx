import { Input } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldControlProps } from './FormField';

/**
 * A secret typed again and never shown back (a token, an App Secret): the form starts it empty and
 * the browser offers no saved password for it.
 */
export function secretInput<T extends FieldValues, N extends FieldPath<T>>({
  value,
  onChange,
  ...field
}: FieldControlProps<T, N>) {
  return (
    <Input.Password
      {...field}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="new-password"
    />
  );
}

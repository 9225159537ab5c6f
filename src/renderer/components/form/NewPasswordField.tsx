import { Input } from 'antd';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './FormField';

/** The "Password" field of a form that sets a new password (sign-up, first admin, a new staff account). */
export function NewPasswordField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  extra,
  size,
}: {
  control: Control<T>;
  name: N;
  extra: ReactNode;
  size?: 'large';
}) {
  return (
    <FormField control={control} name={name} label="Password" required extra={extra}>
      {(field) => <Input.Password {...field} size={size} autoComplete="new-password" />}
    </FormField>
  );
}

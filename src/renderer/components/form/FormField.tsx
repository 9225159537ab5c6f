import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './useBoundField';

/** What a FormField hands to its control: react-hook-form's field plus the wiring for labels and errors. */
export type FieldControlProps<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N> & {
  id: string;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Shows the required mark; the rule itself lives in the zod schema. */
  required?: boolean;
  /** A hint under the control. */
  extra?: ReactNode;
  /** Render the control and spread the props onto it: `{(field) => <TrimmedInput {...field} />}`. */
  children: (field: FieldControlProps<T, N>) => ReactNode;
}

/**
 * A labelled form control bound to react-hook-form. The label's `for` names the control's `id`, so
 * screen readers and Playwright's `getByLabel` find the control; the error is announced and linked
 * with `aria-describedby`.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  required,
  extra,
  children,
}: FormFieldProps<T, N>) {
  const { field, id, errorId, error, itemProps } = useBoundField(control, name);
  return (
    <Form.Item layout="vertical" label={label} htmlFor={id} required={required} extra={extra} {...itemProps}>
      {children({
        ...field,
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
    </Form.Item>
  );
}

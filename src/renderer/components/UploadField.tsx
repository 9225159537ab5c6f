import type { ComponentType, ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from './form/FormField';
import type { UploadInputProps } from './UploadInput';

export interface UploadFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  form: Pick<UseFormReturn<T>, 'control' | 'clearErrors'>;
  name: N;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  /** The upload input bound to the field. */
  input: ComponentType<UploadInputProps<NonNullable<FieldPathValue<T, N>>>>;
  /** While the form saves, no new file. */
  disabled?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A labelled upload input bound to a form field. A stored file clears the field's error at once:
 * the error was about the file it replaces.
 */
export function UploadField<T extends FieldValues, N extends FieldPath<T>>({
  form,
  name,
  label,
  required,
  extra,
  input: Input,
  disabled,
  onUploadingChange,
}: UploadFieldProps<T, N>) {
  return (
    <FormField control={form.control} name={name} label={label} required={required} extra={extra}>
      {({ id, value, onChange, disabled: fieldDisabled, ...field }) => (
        <Input
          id={id}
          value={value}
          onChange={(stored) => {
            onChange(stored);
            form.clearErrors(name);
          }}
          disabled={fieldDisabled || disabled}
          onUploadingChange={onUploadingChange}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
        />
      )}
    </FormField>
  );
}

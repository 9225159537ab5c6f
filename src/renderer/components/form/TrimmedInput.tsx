import { Input, type InputProps, type InputRef } from 'antd';
import type { FocusEvent, Ref } from 'react';

export type TrimmedInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | null;
  /** Called with the text (not the event), which suits react-hook-form's `field.onChange`. */
  onChange?: (value: string) => void;
  /** What to make of the text when the field loses focus; trimming by default. */
  normalize?: (value: string) => string;
  ref?: Ref<InputRef>;
};

const trim = (value: string) => value.trim();

/** Spec 00 section 5: text fields are trimmed, here when the field loses focus. */
export function TrimmedInput({ value, onChange, onBlur, normalize = trim, ref, ...rest }: TrimmedInputProps) {
  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const normalized = normalize(e.target.value);
    if (normalized !== e.target.value) onChange?.(normalized);
    onBlur?.(e);
  };
  return (
    <Input
      {...rest}
      ref={ref}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={handleBlur}
    />
  );
}

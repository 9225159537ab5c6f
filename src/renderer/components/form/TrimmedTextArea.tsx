import { Input } from 'antd';
import type { TextAreaProps, TextAreaRef } from 'antd/es/input/TextArea';
import type { FocusEvent, Ref } from 'react';

export type TrimmedTextAreaProps = Omit<TextAreaProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (value: string) => void;
  ref?: Ref<TextAreaRef>;
};

/** The multi-line TrimmedInput (spec 00 section 5: text fields are trimmed). */
export function TrimmedTextArea({ value, onChange, onBlur, ref, ...rest }: TrimmedTextAreaProps) {
  const handleBlur = (e: FocusEvent<HTMLTextAreaElement>) => {
    const trimmed = e.target.value.trim();
    if (trimmed !== e.target.value) onChange?.(trimmed);
    onBlur?.(e);
  };
  return (
    <Input.TextArea
      {...rest}
      ref={ref}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={handleBlur}
    />
  );
}

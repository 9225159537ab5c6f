import { Input, type InputProps, type InputRef } from 'antd';
import type { KeyboardEvent, Ref } from 'react';
import { digitsOnly, isAllowedDigitKey } from './keys';

export type DigitsInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (value: string) => void;
  ref?: Ref<InputRef>;
};

/**
 * Text of digits only (mobile numbers, OTPs, pin codes): other keys are refused (spec 00 section 5)
 * and pasted text keeps only its digits. The value stays a string so that leading zeros survive.
 */
export function DigitsInput({ value, onChange, onKeyDown, ref, ...rest }: DigitsInputProps) {
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedDigitKey(e)) e.preventDefault();
    onKeyDown?.(e);
  };
  return (
    <Input
      inputMode="numeric"
      {...rest}
      ref={ref}
      value={value ?? ''}
      onKeyDown={handleKeyDown}
      onChange={(e) => onChange?.(digitsOnly(e.target.value))}
    />
  );
}

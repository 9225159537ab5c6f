import { InputNumber, type GetRef, type InputNumberProps } from 'antd';
import type { KeyboardEvent, Ref } from 'react';
import { isBlockedNumericKey } from './keys';

export type NumericInputProps = Omit<InputNumberProps<number>, 'value' | 'onChange'> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
  ref?: Ref<GetRef<typeof InputNumber>>;
};

/**
 * A number field that refuses the keys e, E, + and - (spec 00 section 5), so exponents and signs
 * never reach a price, a limit or a validity. Not negative unless the caller sets `min`.
 */
export function NumericInput({ onKeyDown, min = 0, style, ...rest }: NumericInputProps) {
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedNumericKey(e.key)) e.preventDefault();
    onKeyDown?.(e);
  };
  return (
    <InputNumber<number> min={min} style={{ width: '100%', ...style }} {...rest} onKeyDown={handleKeyDown} />
  );
}

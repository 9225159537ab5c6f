import { Space, type InputRef } from 'antd';
import type { FocusEvent, Ref } from 'react';
import { SwatchPicker } from '../../../components/form/SwatchPicker';
import { TrimmedInput } from '../../../components/form/TrimmedInput';

export interface ColorInputProps {
  id?: string;
  /** Hex without '#' (spec 01 section 3), e.g. "FF8800". */
  value?: string | null;
  onChange: (value: string) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  ref?: Ref<InputRef>;
}

const hexOf = (text: string) => text.trim().replace(/^#/, '').toUpperCase();
const isHex = (text: string | null | undefined) => !!text && /^[0-9A-F]{6}$/i.test(text);

/**
 * Default Color: the hex typed (the field the label names, usable from the keyboard) beside a
 * swatch that opens the colour picker.
 */
export function ColorInput({ value, onChange, disabled, ref, ...rest }: ColorInputProps) {
  const swatch = isHex(value) ? `#${value}` : '#FFFFFF';
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 260 }}>
      <SwatchPicker
        swatch={swatch}
        label="Choose Default Color"
        disabled={disabled}
        onChange={(color) => onChange(color.toHex().slice(0, 6).toUpperCase())}
      />
      <TrimmedInput
        {...rest}
        ref={ref}
        prefix="#"
        count={{ max: 7 }}
        spellCheck={false}
        autoComplete="off"
        placeholder="FFFFFF"
        disabled={disabled}
        value={value}
        onChange={(text) => onChange(text.replace(/^#/, '').toUpperCase())}
        normalize={hexOf}
      />
    </Space.Compact>
  );
}

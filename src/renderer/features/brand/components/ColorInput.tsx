import { Button, ColorPicker, Space, type InputRef } from 'antd';
import type { FocusEvent, Ref } from 'react';
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
      <ColorPicker
        value={swatch}
        disabledAlpha
        disabled={disabled}
        onChange={(color) => onChange(color.toHex().slice(0, 6).toUpperCase())}
      >
        <Button
          aria-label="Choose Default Color"
          disabled={disabled}
          icon={
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 18,
                height: 18,
                borderRadius: 4,
                background: swatch,
                boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.25)',
              }}
            />
          }
        />
      </ColorPicker>
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

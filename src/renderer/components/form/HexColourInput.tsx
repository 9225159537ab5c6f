import { ColorPicker } from 'antd';
import { HEX_COLOUR_PATTERN } from '../../../shared/catalog/rules';
import { TrimmedInput, type TrimmedInputProps } from './TrimmedInput';

export type HexColourInputProps = TrimmedInputProps & {
  onChange: (value: string) => void;
  /** The picker's colour while the text is not yet a #RRGGBB. */
  fallback: string;
  /** Keep the hex in capitals (the catalogue's colours). */
  upperCase?: boolean;
};

/** antd's picker, which fills in the "#RRGGBB" text box beside it (the control the label names). */
export function HexColourInput({ value, onChange, fallback, upperCase, ...field }: HexColourInputProps) {
  const cased = (hex: string) => (upperCase ? hex.toUpperCase() : hex);
  return (
    <>
      <ColorPicker
        value={value && HEX_COLOUR_PATTERN.test(value) ? value : fallback}
        disabledAlpha
        onChangeComplete={(c) => onChange(cased(c.toHexString()))}
      />
      <TrimmedInput
        {...field}
        value={value}
        onChange={onChange}
        count={{ max: 7 }}
        style={{ maxWidth: 140 }}
        normalize={upperCase ? (v) => cased(v.trim()) : undefined}
      />
    </>
  );
}

import { Button, ColorPicker, type ColorPickerProps } from 'antd';

export interface SwatchPickerProps {
  /** The colour shown, as a CSS hex ("#AE02D4"). */
  swatch: string;
  /** The button's accessible name. */
  label: string;
  disabled?: boolean;
  onChange: NonNullable<ColorPickerProps['onChange']>;
}

/**
 * A button showing the colour that opens antd's picker with Enter or Space (issue 23, keyboard): the
 * picker alone is a div the Tab key never reaches. The hex text box beside it is the labelled control.
 */
export function SwatchPicker({ swatch, label, disabled, onChange }: SwatchPickerProps) {
  return (
    <ColorPicker value={swatch} disabledAlpha disabled={disabled} onChange={onChange}>
      <Button
        aria-label={label}
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
  );
}

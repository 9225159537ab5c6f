import { NumericInput, type NumericInputProps } from '../../../components/form/NumericInput';

export type RupeeInputProps = Omit<NumericInputProps, 'precision' | 'prefix'> & {
  /** Whole rupees only (a package's price, spec 00 section 5: "Price is Required and an integer"). */
  wholeRupees?: boolean;
};

/**
 * An amount typed in rupees and held in paise (ARCHITECTURE.md: money is integer paise), so the
 * form's values go to the shared schemas unchanged.
 */
export function RupeeInput({ value, onChange, wholeRupees, ...rest }: RupeeInputProps) {
  return (
    <NumericInput
      {...rest}
      prefix="₹"
      precision={wholeRupees ? 0 : 2}
      value={value === null || value === undefined ? null : value / 100}
      onChange={(rupees) => onChange?.(rupees === null ? null : Math.round(rupees * 100))}
    />
  );
}

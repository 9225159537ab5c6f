import { Space, type InputRef } from 'antd';
import { useMemo, useState, type Ref } from 'react';
import { COUNTRIES, DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import { DigitsInput } from '../../../components/form/DigitsInput';
import type { TextControlProps } from '../../../components/form/TextControlProps';
import { CountryCodeSelect, useCountries } from '../../account';
import { joinE164, splitE164, type PhoneParts } from '../phone';

export interface PhoneInputProps extends TextControlProps {
  /** E.164 ("+919876543210") or empty. */
  value?: string | null;
  /** The digits' name for screen readers ("New bot lead Mobile Number"). */
  label: string;
  /** The country's ("Country code for New bot lead"), not containing `label`, so that each is found alone. */
  countryLabel: string;
  'aria-required'?: boolean;
  ref?: Ref<InputRef>;
}

/**
 * A WhatsApp number: a country of Account/Countries (India by default, spec 03 sections 5.5 and 9)
 * and the digits, given to the form as E.164.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  disabled,
  status,
  label,
  countryLabel,
  id,
  ref,
  ...aria
}: PhoneInputProps) {
  const countries = useCountries();
  const dialCodes = useMemo(
    () => [...new Set((countries.data ?? COUNTRIES).map((c) => c.dialCode))],
    [countries.data],
  );
  const [parts, setParts] = useState<PhoneParts>(() => splitE164(value, dialCodes, DEFAULT_DIAL_CODE));
  // The value the parts stand for. One set from outside (a reset, the saved number) replaces them;
  // an empty one keeps the chosen country.
  const [shown, setShown] = useState(value ?? '');
  if ((value ?? '') !== shown) {
    setShown(value ?? '');
    setParts(splitE164(value, dialCodes, parts.dialCode));
  }

  const change = (next: PhoneParts) => {
    const joined = joinE164(next);
    setParts(next);
    setShown(joined);
    onChange(joined);
  };
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
      <CountryCodeSelect
        aria-label={countryLabel}
        value={parts.dialCode}
        onChange={(dialCode) => change({ ...parts, dialCode })}
        disabled={disabled}
        style={{ width: 110, flex: 'none' }}
      />
      <DigitsInput
        {...aria}
        id={id}
        ref={ref}
        aria-label={label}
        value={parts.digits}
        onChange={(digits) => change({ ...parts, digits })}
        onBlur={onBlur}
        disabled={disabled}
        status={status}
        count={{ max: 14 }}
        autoComplete="tel-national"
        placeholder="Mobile number"
      />
    </Space.Compact>
  );
}

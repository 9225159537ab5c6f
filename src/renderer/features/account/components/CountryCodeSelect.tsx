import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { COUNTRIES } from '../../../../shared/account/countries';
import { useCountries } from '../api';

type Props = Omit<SelectProps<string>, 'options' | 'onChange' | 'value'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * Country dialling code, from Account/Countries (India first). Countries sharing a code share an
 * option. Until the answer arrives the shared list stands in, so the form never waits for it.
 */
export function CountryCodeSelect({ value, onChange, ...rest }: Props) {
  const { data = COUNTRIES as unknown as { code: string; name: string; dialCode: string }[], isError } =
    useCountries();
  const options = useMemo(() => {
    const byCode = new Map<string, string[]>();
    for (const c of data) byCode.set(c.dialCode, [...(byCode.get(c.dialCode) ?? []), c.name]);
    return [...byCode].map(([dial, names]) => ({
      value: dial,
      label: `+${dial} ${names.join(' / ')}`,
      short: `+${dial}`,
    }));
  }, [data]);
  return (
    <Select<string>
      {...rest}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      optionLabelProp="short"
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={260}
      status={isError ? 'warning' : rest.status}
    />
  );
}

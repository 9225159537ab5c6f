import { Select } from 'antd';
import { useMemo } from 'react';
import { useContactChoices } from '../contacts/api';

export interface ContactPickerProps {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  onBlur?: () => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Chooses contacts by name or number (the group form); opted-out contacts are marked. */
export function ContactPicker({ value, onChange, ...rest }: ContactPickerProps) {
  const choices = useContactChoices();
  const options = useMemo(
    () =>
      (choices.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.name} (+${c.phoneNumber})${c.optIn ? '' : ' · opted out'}`,
      })),
    [choices.data],
  );
  return (
    <Select<number[]>
      {...rest}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      loading={choices.isPending}
      placeholder={choices.isError ? 'The contacts could not be loaded' : 'Search contacts by name or number'}
      status={choices.isError ? 'warning' : rest.status}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      notFoundContent={choices.isPending ? 'Loading contacts…' : 'No Contacts Found !'}
      style={{ width: '100%' }}
    />
  );
}

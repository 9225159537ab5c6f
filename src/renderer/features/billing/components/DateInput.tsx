import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { Ref } from 'react';
import { API_DATE, DISPLAY_DATE } from '../../../components/format/dates';

export interface DateInputProps {
  id?: string;
  /** YYYY-MM-DD, or empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  status?: 'error';
  placeholder?: string;
  ref?: Ref<unknown>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** A calendar day shown DD-MM-YYYY and held YYYY-MM-DD (spec 00 section 9), for react-hook-form. */
export function DateInput({
  value,
  onChange,
  ref: _ref,
  placeholder = 'DD-MM-YYYY',
  ...rest
}: DateInputProps) {
  const day = value ? dayjs(value, API_DATE, true) : null;
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%' }}
      format={DISPLAY_DATE}
      placeholder={placeholder}
      value={day?.isValid() ? day : null}
      onChange={(d) => onChange?.(d ? d.format(API_DATE) : null)}
      // Enter picks the typed or highlighted day (the picker has handled it by now); it must not
      // also submit the form around the picker, which added a half-finished plan (issue 23).
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
    />
  );
}

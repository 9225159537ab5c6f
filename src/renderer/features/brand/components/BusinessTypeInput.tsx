import { Flex, Radio } from 'antd';
import { useState, type Ref } from 'react';
import { BUSINESS_TYPES } from '../../../../shared/brand/schemas';
import type { TextControlProps } from '../../../components/form/TextControlProps';
import { TrimmedInput } from '../../../components/form/TrimmedInput';

type Kind = (typeof BUSINESS_TYPES)[number] | 'Other';

const kindOf = (value: string | null | undefined): Kind | undefined =>
  !value ? undefined : (BUSINESS_TYPES as readonly string[]).includes(value) ? (value as Kind) : 'Other';

export interface BusinessTypeInputProps extends TextControlProps {
  ref?: Ref<HTMLInputElement>;
}

/**
 * Business Type (spec 01 sections 2 and 4): Product, Service or Other; Other shows a free-text
 * input, and choosing Product or Service clears that text. The value is "Product", "Service" or
 * the free text.
 */
export function BusinessTypeInput({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  status,
  ref,
  ...aria
}: BusinessTypeInputProps) {
  // Other stays chosen while its text is still empty.
  const [otherChosen, setOtherChosen] = useState(kindOf(value) === 'Other');
  const kind: Kind | undefined = otherChosen ? 'Other' : kindOf(value);
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        id={id}
        role="radiogroup"
        aria-label="Business Type"
        aria-describedby={kind === 'Other' ? undefined : aria['aria-describedby']}
        aria-invalid={kind === 'Other' ? undefined : aria['aria-invalid']}
        disabled={disabled}
        value={kind}
        onChange={(e) => {
          const next = e.target.value as Kind;
          setOtherChosen(next === 'Other');
          onChange(next === 'Other' ? '' : next);
        }}
        options={[...BUSINESS_TYPES, 'Other'].map((k) => ({ value: k, label: k }))}
      />
      {kind === 'Other' && (
        <TrimmedInput
          ref={(el) => {
            if (typeof ref === 'function') ref(el?.input ?? null);
            else if (ref) ref.current = el?.input ?? null;
          }}
          aria-label="Other type of business"
          placeholder="e.g. Manufacturer, Trader, Consultant"
          autoFocus={!value}
          count={{ max: 50 }}
          disabled={disabled}
          status={status}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          {...aria}
        />
      )}
    </Flex>
  );
}

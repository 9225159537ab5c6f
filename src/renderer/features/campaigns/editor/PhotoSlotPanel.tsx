import { Flex, Radio, Switch } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import type { EditorValues } from './editorValues';

const NUMBERS = [
  ['imageHeight', 'Height', 1],
  ['imageLength', 'Width', 1],
  ['imageX', 'X', 0],
  ['imageY', 'Y', 0],
] as const;

/** The visitor's photo slot (§3): display, circle or square, height, width, X and Y. */
export function PhotoSlotPanel({
  control,
  disabled,
}: {
  control: Control<EditorValues>;
  disabled?: boolean;
}) {
  return (
    <Flex vertical>
      <Flex gap={24} wrap>
        <FormField control={control} name="isImageDisplay" label="Display">
          {({ value, onChange, id }) => (
            <Switch id={id} checked={value} disabled={disabled} onChange={onChange} />
          )}
        </FormField>
        <FormField control={control} name="imageType" label="Shape">
          {({ value, onChange, id }) => (
            <Radio.Group
              id={id}
              value={value}
              disabled={disabled}
              optionType="button"
              options={[
                { value: 'circle', label: 'Circle' },
                { value: 'square', label: 'Square' },
              ]}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </FormField>
      </Flex>
      <Flex gap={12} wrap>
        {NUMBERS.map(([name, label, min]) => (
          <FormField key={name} control={control} name={name} label={label}>
            {(field) => (
              <NumericInput
                {...field}
                min={min}
                precision={0}
                disabled={disabled}
                style={{ width: 96 }}
                onChange={(v) => field.onChange(v ?? min)}
              />
            )}
          </FormField>
        ))}
      </Flex>
    </Flex>
  );
}

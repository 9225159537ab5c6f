import { Flex, Radio } from 'antd';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import type { EditorValues } from './editorValues';

type NumberPath = FieldPathByValue<EditorValues, number>;

/** A row of whole-number fields (§5 bounds), each back at its minimum when emptied. */
export function NumberFields({
  control,
  fields,
  disabled,
}: {
  control: Control<EditorValues>;
  /** Name, label, minimum and (where there is one) maximum. */
  fields: readonly (readonly [name: NumberPath, label: string, min: number, max?: number])[];
  disabled?: boolean;
}) {
  return (
    <Flex gap={12} wrap>
      {fields.map(([name, label, min, max]) => (
        <FormField key={name} control={control} name={name} label={label}>
          {(field) => (
            <NumericInput
              {...field}
              min={min}
              max={max}
              precision={0}
              disabled={disabled}
              style={{ width: 96 }}
              onChange={(v) => field.onChange(v ?? min)}
            />
          )}
        </FormField>
      ))}
    </Flex>
  );
}

/** One choice among a few, shown as joined buttons (Align, Shape). */
export function ButtonChoiceField({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<EditorValues>;
  name: FieldPathByValue<EditorValues, string>;
  label: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ value, onChange, id }) => (
        <Radio.Group
          id={id}
          value={value}
          disabled={disabled}
          optionType="button"
          options={options}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

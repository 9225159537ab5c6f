import { Flex, Radio, Typography } from 'antd';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import type { EditorValues } from './editorValues';

type NumberPath = FieldPathByValue<EditorValues, number>;

/**
 * A row of whole-number fields (§5 bounds), each back at its minimum when emptied. They are layout
 * pixels (the picture drawn 500 px wide), which each input says with its "px" (issue 23); a typed
 * value past the maximum (where the element still fits on the picture) comes back to it.
 */
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
              suffix="px"
              disabled={disabled}
              style={{ width: 112 }}
              onChange={(v) => field.onChange(v ?? min)}
            />
          )}
        </FormField>
      ))}
    </Flex>
  );
}

/** What the numbers are measured in, with the picture's size in those units (issue 23). */
export function LayoutUnitNote({ canvas }: { canvas: { width: number; height: number } | null }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
      {canvas
        ? `Positions and sizes are pixels of the picture shown ${canvas.width} px wide: it is ${canvas.width} × ${canvas.height} px here, X from the left edge and Y from the top.`
        : 'Positions and sizes are pixels of the picture shown 500 px wide, X from the left edge and Y from the top.'}
    </Typography.Text>
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

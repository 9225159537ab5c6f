import { ColorPicker, Input, Select, Switch } from 'antd';
import type { Control, FieldPath, FieldPathByValue } from 'react-hook-form';
import { MAX_DESCRIPTION, MAX_NAME } from '../../../../shared/cards/rules';
import { FormField } from '../../../components/form/FormField';
import type { CardEditorValues } from './editorValues';

/** The card editor's labelled controls (§3): each a FormField on the editor's form with its one control. */
interface FieldProps<N extends FieldPath<CardEditorValues>> {
  control: Control<CardEditorValues>;
  name: N;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

type TextPath = FieldPathByValue<CardEditorValues, string | null | undefined>;

export function TextField({
  control,
  name,
  label,
  required,
  disabled,
  max = MAX_NAME,
}: FieldProps<TextPath> & { max?: number }) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={field.value ?? ''} maxLength={max} disabled={disabled} />}
    </FormField>
  );
}

export function TextAreaField({ control, name, label, disabled }: FieldProps<TextPath>) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => (
        <Input.TextArea
          {...field}
          value={field.value ?? ''}
          rows={3}
          maxLength={MAX_DESCRIPTION}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

export function SelectField({
  control,
  name,
  label,
  required,
  disabled,
  options,
  width,
  placeholder,
}: FieldProps<FieldPath<CardEditorValues>> & {
  options: { value: number | string; label: string }[];
  width: number;
  placeholder?: string;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => (
        <Select
          {...field}
          style={{ width }}
          placeholder={placeholder}
          disabled={disabled}
          options={options}
        />
      )}
    </FormField>
  );
}

export function SwitchField({
  control,
  name,
  label,
  disabled,
}: FieldProps<FieldPathByValue<CardEditorValues, boolean | undefined>>) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ value, onChange, id }) => (
        <Switch id={id} checked={!!value} disabled={disabled} onChange={onChange} />
      )}
    </FormField>
  );
}

/** A colour without alpha, kept as its hex string; the picker is named by the label. */
export function ColorField({ control, name, label, disabled }: FieldProps<'colorCode' | 'secondaryColor'>) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ value, onChange }) => (
        <ColorPicker
          value={value}
          disabled={disabled}
          showText
          disabledAlpha
          onChange={(c) => onChange(c.toHexString())}
          aria-label={label}
        />
      )}
    </FormField>
  );
}

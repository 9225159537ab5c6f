import { Input, Select, Space, Switch } from 'antd';
import type { Control, FieldPath, FieldPathByValue } from 'react-hook-form';
import { MAX_DESCRIPTION, MAX_NAME } from '../../../../shared/cards/rules';
import { FormField } from '../../../components/form/FormField';
import { SwatchPicker } from '../../../components/form/SwatchPicker';
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
      {(field) => <Input {...field} value={field.value ?? ''} count={{ max: max }} disabled={disabled} />}
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
          count={{ max: MAX_DESCRIPTION }}
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
  width = 180,
  placeholder,
}: FieldProps<FieldPath<CardEditorValues>> & {
  options: { value: number | string; label: string }[];
  /** In pixels: the editor's selects are 180 wide unless their options are short. */
  width?: number;
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

/**
 * A colour without alpha, kept as its hex string (issue 23, keyboard): the hex typed in a text box
 * the label names, beside a swatch button that opens the picker with Enter or Space. antd's picker
 * alone is a div the Tab key never reaches.
 */
export function ColorField({ control, name, label, disabled }: FieldProps<'colorCode' | 'secondaryColor'>) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ value, onChange, onBlur, ref, id, status, ...aria }) => {
        const swatch = /^#[0-9a-fA-F]{6}$/.test(value ?? '') ? value! : '#ffffff';
        return (
          <Space.Compact style={{ width: 170 }}>
            <SwatchPicker
              swatch={swatch}
              label={`Choose ${label} from the picker`}
              disabled={disabled}
              onChange={(c) => onChange(c.toHexString())}
            />
            <Input
              {...aria}
              id={id}
              ref={ref}
              status={status}
              value={value ?? ''}
              disabled={disabled}
              count={{ max: 7 }}
              spellCheck={false}
              autoComplete="off"
              placeholder="#ae02d4"
              onBlur={onBlur}
              onChange={(e) => {
                const text = e.target.value.trim();
                onChange(text && !text.startsWith('#') ? `#${text}` : text);
              }}
            />
          </Space.Compact>
        );
      }}
    </FormField>
  );
}

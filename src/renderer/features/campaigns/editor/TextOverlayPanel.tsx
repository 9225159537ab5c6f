import { Checkbox, Flex, Input, Select, Switch } from 'antd';
import type { Control, UseFormSetValue, UseFormGetValues } from 'react-hook-form';
import { MAX_SIZE, MIN_SIZE, MIN_TEXT_WIDTH, type TextKey } from '../../../../shared/campaigns/layout';
import { withCollectData, withDisplay } from '../../../../shared/campaigns/rules';
import { FormField } from '../../../components/form/FormField';
import type { EditorValues } from './editorValues';
import { ButtonChoiceField, NumberFields } from './PanelFields';

export interface TextOverlayPanelProps {
  textKey: TextKey;
  control: Control<EditorValues>;
  getValues: UseFormGetValues<EditorValues>;
  setValue: UseFormSetValue<EditorValues>;
  fonts: string[];
  disabled?: boolean;
}

const NUMBERS = [
  ['size', 'Size', MIN_SIZE, MAX_SIZE],
  ['x', 'X', 0, undefined],
  ['y', 'Y', 0, undefined],
  ['width', 'Width', MIN_TEXT_WIDTH, undefined],
  ['height', 'Height', 1, undefined],
  ['hx', 'HX', 0, undefined],
] as const;

const FLAGS = [
  ['isBold', 'Bold'],
  ['isWrap', 'Wrap'],
] as const;

/**
 * One text overlay's settings (§3): Collect Data and Display On Image, linked as §4 says (Display on
 * turns Collect Data on; Collect Data off turns Display off), then caption, size, position, align,
 * colour, font, box, hx, bold and wrap.
 */
export function TextOverlayPanel({
  textKey: k,
  control,
  getValues,
  setValue,
  fonts,
  disabled,
}: TextOverlayPanelProps) {
  const link = (next: EditorValues[TextKey]) => {
    setValue(`${k}.collectData`, next.collectData, { shouldDirty: true, shouldValidate: false });
    setValue(`${k}.isDisplay`, next.isDisplay, { shouldDirty: true, shouldValidate: false });
  };
  return (
    <Flex vertical>
      <Flex gap={24} wrap>
        <FormField control={control} name={`${k}.collectData`} label="Collect Data">
          {({ value, onChange: _onChange, ...field }) => (
            <Switch
              {...field}
              checked={value}
              disabled={disabled}
              onChange={(on) => link(withCollectData(getValues(k), on))}
            />
          )}
        </FormField>
        <FormField control={control} name={`${k}.isDisplay`} label="Display On Image">
          {({ value, onChange: _onChange, ...field }) => (
            <Switch
              {...field}
              checked={value}
              disabled={disabled}
              onChange={(on) => link(withDisplay(getValues(k), on))}
            />
          )}
        </FormField>
      </Flex>
      <FormField control={control} name={`${k}.caption`} label="Caption">
        {(field) => <Input {...field} maxLength={100} disabled={disabled} />}
      </FormField>
      <NumberFields
        control={control}
        fields={NUMBERS.map(([name, ...rest]) => [`${k}.${name}`, ...rest] as const)}
        disabled={disabled}
      />
      <Flex gap={12} wrap align="start">
        <ButtonChoiceField
          control={control}
          name={`${k}.align`}
          label="Align"
          disabled={disabled}
          options={[
            { value: 'left', label: 'Left' },
            { value: 'center', label: 'Center' },
            { value: 'right', label: 'Right' },
          ]}
        />
        <FormField control={control} name={`${k}.color`} label="Colour">
          {({ value, onChange, id, ...rest }) => (
            <Input
              id={id}
              type="color"
              aria-invalid={rest['aria-invalid']}
              value={value}
              disabled={disabled}
              style={{ width: 64, padding: 2 }}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </FormField>
        <FormField control={control} name={`${k}.font`} label="Font">
          {({ value, onChange, id }) => (
            <Select
              id={id}
              showSearch
              value={value}
              disabled={disabled}
              style={{ minWidth: 160 }}
              options={[...new Set([value, ...fonts])].map((f) => ({ value: f, label: f }))}
              onChange={onChange}
            />
          )}
        </FormField>
      </Flex>
      <Flex gap={24}>
        {FLAGS.map(([name, label]) => (
          <FormField key={name} control={control} name={`${k}.${name}`} label={label}>
            {({ value, onChange, id }) => (
              <Checkbox
                id={id}
                checked={value}
                disabled={disabled}
                onChange={(e) => onChange(e.target.checked)}
              >
                {label}
              </Checkbox>
            )}
          </FormField>
        ))}
      </Flex>
    </Flex>
  );
}

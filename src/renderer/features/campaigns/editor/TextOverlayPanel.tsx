import { Checkbox, Flex, Input, Select, Switch } from 'antd';
import { useWatch, type Control, type UseFormSetValue, type UseFormGetValues } from 'react-hook-form';
import { largestStart } from '../../../../shared/campaigns/bounds';
import {
  MAX_SIZE,
  MIN_SIZE,
  MIN_TEXT_WIDTH,
  type Size,
  type TextKey,
} from '../../../../shared/campaigns/layout';
import { withCollectData, withDisplay } from '../../../../shared/campaigns/rules';
import { FormField } from '../../../components/form/FormField';
import type { EditorValues } from './editorValues';
import { ButtonChoiceField, LayoutUnitNote, NumberFields } from './PanelFields';

export interface TextOverlayPanelProps {
  textKey: TextKey;
  control: Control<EditorValues>;
  getValues: UseFormGetValues<EditorValues>;
  setValue: UseFormSetValue<EditorValues>;
  fonts: string[];
  /** The picture in layout pixels (null before an image is added): X and Y stay on it (issue 23). */
  canvas: Size | null;
  disabled?: boolean;
}

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
  canvas,
  disabled,
}: TextOverlayPanelProps) {
  const [width, height, hx] = useWatch({ control, name: [`${k}.width`, `${k}.height`, `${k}.hx`] });
  const numbers = [
    ['size', 'Size', MIN_SIZE, MAX_SIZE],
    ['x', 'X', 0, canvas ? largestStart(width + hx, canvas.width) : undefined],
    ['y', 'Y', 0, canvas ? largestStart(height, canvas.height) : undefined],
    ['width', 'Width', MIN_TEXT_WIDTH, canvas?.width],
    ['height', 'Height', 1, canvas?.height],
    ['hx', 'HX', 0, canvas?.width],
  ] as const;
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
        {(field) => <Input {...field} count={{ max: 100 }} disabled={disabled} />}
      </FormField>
      <LayoutUnitNote canvas={canvas} />
      <NumberFields
        control={control}
        fields={numbers.map(([name, ...rest]) => [`${k}.${name}`, ...rest] as const)}
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

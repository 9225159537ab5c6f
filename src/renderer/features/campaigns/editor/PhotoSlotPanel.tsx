import { Flex, Switch } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import type { EditorValues } from './editorValues';
import { ButtonChoiceField, NumberFields } from './PanelFields';

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
        <ButtonChoiceField
          control={control}
          name="imageType"
          label="Shape"
          disabled={disabled}
          options={[
            { value: 'circle', label: 'Circle' },
            { value: 'square', label: 'Square' },
          ]}
        />
      </Flex>
      <NumberFields control={control} fields={NUMBERS} disabled={disabled} />
    </Flex>
  );
}

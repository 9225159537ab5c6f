import { Flex, Switch } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { largestStart } from '../../../../shared/campaigns/bounds';
import type { Size } from '../../../../shared/campaigns/layout';
import { FormField } from '../../../components/form/FormField';
import type { EditorValues } from './editorValues';
import { ButtonChoiceField, LayoutUnitNote, NumberFields } from './PanelFields';

/**
 * The visitor's photo slot (§3): display, circle or square, height, width, X and Y; X and Y go at
 * most where the slot still fits on the picture (`canvas`, in layout pixels; issue 23).
 */
export function PhotoSlotPanel({
  control,
  canvas,
  disabled,
}: {
  control: Control<EditorValues>;
  canvas: Size | null;
  disabled?: boolean;
}) {
  const [width, height] = useWatch({ control, name: ['imageLength', 'imageHeight'] });
  const numbers = [
    ['imageHeight', 'Height', 1, canvas?.height],
    ['imageLength', 'Width', 1, canvas?.width],
    ['imageX', 'X', 0, canvas ? largestStart(width, canvas.width) : undefined],
    ['imageY', 'Y', 0, canvas ? largestStart(height, canvas.height) : undefined],
  ] as const;
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
      <LayoutUnitNote canvas={canvas} />
      <NumberFields control={control} fields={numbers} disabled={disabled} />
    </Flex>
  );
}

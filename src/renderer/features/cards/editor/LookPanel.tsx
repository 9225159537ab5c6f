import { Flex, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import type { PanelProps } from './CardPanels';
import { ColorField, SelectField, SwitchField } from './EditorFields';
import { useActiveFonts } from '../../catalog';
import { BUTTON_STYLE_OPTIONS, fontOptions, THEME_OPTIONS } from './editorOptions';
import { moveSequenceKey } from './editorRules';
import { SortableList } from './SortableList';

const SEQUENCE_LABELS: Record<string, string> = {
  '1': 'Personal Information',
  '2': 'Social Information',
  '3': 'Business Information',
  CB: 'Custom Buttons',
  CS: 'Custom Sections',
};
const sequenceLabel = (key: string) =>
  SEQUENCE_LABELS[key] ?? (key.startsWith('B') ? `Button ${key.slice(1)}` : `Section ${key.slice(1)}`);

/** §3 look and display: theme, colours, fonts, button style and border. */
export function LookPanel({ control, disabled }: PanelProps) {
  const form = { control, disabled };
  const catalogue = useActiveFonts();
  const chosen = useWatch({ control, name: ['fonts', 'secondaryFont'] });
  const fonts = fontOptions(catalogue.data ?? [], chosen);
  return (
    <Flex gap={16} wrap>
      <SelectField {...form} name="theme" label="Theme" options={THEME_OPTIONS} />
      <ColorField {...form} name="colorCode" label="Primary Colour" />
      <ColorField {...form} name="secondaryColor" label="Secondary Colour" />
      <SelectField {...form} name="fonts" label="Font" width={160} options={fonts} />
      <SelectField {...form} name="secondaryFont" label="Secondary Font" width={160} options={fonts} />
      <SelectField {...form} name="buttonStyle" label="Button Style" options={BUTTON_STYLE_OPTIONS} />
      <SwitchField {...form} name="displayBorder" label="Display Border" />
    </Flex>
  );
}

/** §3 sequence: the page's blocks dragged into order; the drag rewrites the sequence (editorRules). */
export function SequencePanel({ control, setValue, disabled }: PanelProps) {
  const sequence = useWatch({ control, name: 'sequence' }) ?? '';
  const keys = sequence.split(',').filter(Boolean);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">Drag the blocks into the order the card shows them.</Typography.Text>
      <SortableList
        disabled={disabled}
        onMove={(from, to) =>
          setValue('sequence', moveSequenceKey(sequence, from, to), { shouldDirty: true })
        }
        items={keys.map((k) => ({
          id: k,
          label: sequenceLabel(k),
          content: <Typography.Text>{sequenceLabel(k)}</Typography.Text>,
        }))}
      />
    </Flex>
  );
}

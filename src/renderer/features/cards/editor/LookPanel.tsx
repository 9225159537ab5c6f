import { ColorPicker, Flex, Select, Switch, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import type { PanelProps } from './CardPanels';
import { moveSequenceKey } from './editorRules';
import { SortableList } from './SortableList';

/** The renderer bundles Roboto (issue 14); the others fall back to the system's fonts. */
const FONT_OPTIONS = ['Roboto', 'Arial', 'Georgia', 'Verdana', 'Tahoma'].map((f) => ({ value: f, label: f }));

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
  return (
    <Flex gap={16} wrap>
      <FormField control={control} name="theme" label="Theme">
        {(field) => (
          <Select
            {...field}
            style={{ width: 180 }}
            disabled={disabled}
            options={[
              { value: 1, label: 'Round logo' },
              { value: 2, label: 'Square logo' },
              { value: 3, label: 'Rounded square logo' },
            ]}
          />
        )}
      </FormField>
      <FormField control={control} name="colorCode" label="Primary Colour">
        {({ value, onChange }) => (
          <ColorPicker
            value={value}
            disabled={disabled}
            showText
            disabledAlpha
            onChange={(c) => onChange(c.toHexString())}
            aria-label="Primary Colour"
          />
        )}
      </FormField>
      <FormField control={control} name="secondaryColor" label="Secondary Colour">
        {({ value, onChange }) => (
          <ColorPicker
            value={value}
            disabled={disabled}
            showText
            disabledAlpha
            onChange={(c) => onChange(c.toHexString())}
            aria-label="Secondary Colour"
          />
        )}
      </FormField>
      <FormField control={control} name="fonts" label="Font">
        {(field) => <Select {...field} style={{ width: 160 }} options={FONT_OPTIONS} disabled={disabled} />}
      </FormField>
      <FormField control={control} name="secondaryFont" label="Secondary Font">
        {(field) => <Select {...field} style={{ width: 160 }} options={FONT_OPTIONS} disabled={disabled} />}
      </FormField>
      <FormField control={control} name="buttonStyle" label="Button Style">
        {(field) => (
          <Select
            {...field}
            style={{ width: 180 }}
            disabled={disabled}
            options={[
              { value: 1, label: 'Round, filled' },
              { value: 2, label: 'Square, filled' },
              { value: 3, label: 'Round, outline' },
              { value: 4, label: 'Square, outline' },
            ]}
          />
        )}
      </FormField>
      <FormField control={control} name="displayBorder" label="Display Border">
        {({ value, onChange, id }) => (
          <Switch id={id} checked={!!value} disabled={disabled} onChange={onChange} />
        )}
      </FormField>
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

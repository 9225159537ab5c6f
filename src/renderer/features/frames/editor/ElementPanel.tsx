import { ColorPicker, Flex, Form, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useId } from 'react';
import {
  ALIGNMENTS,
  isImageElement,
  positionRange,
  sizeLimitOf,
  type Alignment,
  type Canvas,
  type FrameElement,
  type FrameKind,
} from '../../../../shared/frames/rules';
import type { FrameFont } from '../../../../shared/frames/schemas';

export interface ElementPanelProps {
  kind: FrameKind;
  elementKey: string;
  label: string;
  element: FrameElement;
  canvas: Canvas;
  fonts: readonly FrameFont[] | undefined;
  fontsLoading: boolean;
  onChange: (patch: Partial<FrameElement>) => void;
  onAlign: (preference: Alignment) => void;
  disabled?: boolean;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * One element's settings in the accordion (spec 01 section 2): display, font, size (1–100; NFC QR
 * and logo 1–250), colour, Left/Center/Right, x and y. A logo has no font or colour; the QR has a
 * colour but no font.
 */
export function ElementPanel({
  kind,
  elementKey,
  label,
  element,
  canvas,
  fonts,
  fontsLoading,
  onChange,
  onAlign,
  disabled,
}: ElementPanelProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const ids = {
    display: `${id}-display`,
    font: `${id}-font`,
    size: `${id}-size`,
    color: `${id}-color`,
    x: `${id}-x`,
    y: `${id}-y`,
  };
  const picture = isImageElement(kind, elementKey);
  const hasFont = !picture;
  const hasColor = !picture || elementKey === 'qr';
  const limit = sizeLimitOf(kind, elementKey);
  // Issue 23: positions are px of the preview at full size (the canvas), and stay inside it.
  const range = positionRange(kind, elementKey, element, canvas);
  const xMax = Math.floor(range.x.max);
  const yMax = Math.floor(range.y.max);
  const xMin = Math.ceil(range.x.min);
  const fontOptions = (fonts ?? []).map((f) => ({ value: f.id, label: f.name }));
  // A font no longer active still shows by its name.
  if (hasFont && !fontOptions.some((o) => o.value === element.fontFamilyId))
    fontOptions.unshift({ value: element.fontFamilyId, label: element.fontFamilyName });

  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <Flex gap={16} wrap>
        <Form.Item label="Display" htmlFor={ids.display} style={{ marginBottom: 12 }}>
          <Switch
            id={ids.display}
            checked={element.isDisplay}
            aria-label={`Display ${label}`}
            onChange={(isDisplay) => onChange({ isDisplay })}
          />
        </Form.Item>
        {hasFont && (
          <Form.Item label="Font" htmlFor={ids.font} style={{ marginBottom: 12, flex: '1 1 160px' }}>
            <Select
              id={ids.font}
              value={element.fontFamilyId}
              options={fontOptions}
              loading={fontsLoading}
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={`${label} font`}
              onChange={(fontFamilyId: number) =>
                onChange({
                  fontFamilyId,
                  fontFamilyName:
                    fontOptions.find((o) => o.value === fontFamilyId)?.label ?? element.fontFamilyName,
                })
              }
            />
          </Form.Item>
        )}
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item label={`Size (${limit.min}–${limit.max})`} htmlFor={ids.size} style={{ marginBottom: 12 }}>
          <InputNumber
            id={ids.size}
            min={limit.min}
            max={limit.max}
            value={element.size}
            aria-label={`${label} size`}
            onChange={(size) => size !== null && onChange({ size: Number(size) })}
            style={{ width: 110 }}
          />
        </Form.Item>
        {hasColor && (
          <Form.Item label="Colour" htmlFor={ids.color} style={{ marginBottom: 12 }}>
            <ColorPicker
              value={element.color}
              disabledAlpha
              showText
              onChange={(color) => onChange({ color: `#${color.toHex().slice(0, 6).toUpperCase()}` })}
            >
              {/* The picker's own trigger has no name; this button does. */}
              <button
                id={ids.color}
                type="button"
                aria-label={`${label} colour ${element.color}`}
                disabled={disabled}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 8,
                  height: 32,
                  padding: '0 10px',
                  border: '1px solid rgba(128,128,128,0.45)',
                  borderRadius: 6,
                  background: 'transparent',
                  color: 'inherit',
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                <span
                  aria-hidden
                  style={{
                    width: 18,
                    height: 18,
                    borderRadius: 4,
                    background: element.color,
                    boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.25)',
                  }}
                />
                {element.color}
              </button>
            </ColorPicker>
          </Form.Item>
        )}
      </Flex>
      <Form.Item label="Alignment" style={{ marginBottom: 12 }}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={element.preference}
          aria-label={`${label} alignment`}
          options={ALIGNMENTS.map((a) => ({ value: a, label: a }))}
          onChange={(e) => onAlign(e.target.value as Alignment)}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item label={`X (${xMin}–${xMax} px)`} htmlFor={ids.x} style={{ marginBottom: 0 }}>
          <InputNumber
            id={ids.x}
            min={xMin}
            max={xMax}
            step={1}
            suffix="px"
            value={round(element.x)}
            aria-label={`${label} x in px, ${xMin} to ${xMax}`}
            onChange={(x) => x !== null && onChange({ x: Number(x) })}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item label={`Y (0–${yMax} px)`} htmlFor={ids.y} style={{ marginBottom: 0 }}>
          <InputNumber
            id={ids.y}
            min={0}
            max={yMax}
            step={1}
            suffix="px"
            value={round(element.y)}
            aria-label={`${label} y in px, 0 to ${yMax}`}
            onChange={(y) => y !== null && onChange({ y: Number(y) })}
            style={{ width: 120 }}
          />
        </Form.Item>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Pixels of the frame drawn {Math.round(canvas.height)} px tall ({Math.round(canvas.width)} ×{' '}
        {Math.round(canvas.height)}), from its top-left corner; the element stays inside the frame.
      </Typography.Text>
    </Form>
  );
}

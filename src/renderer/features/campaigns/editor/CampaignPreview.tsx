import { UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useMemo, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import {
  basisHeightOf,
  layoutText,
  LAYOUT_BASIS_WIDTH,
  TEXT_KEYS,
  type CampaignLayout,
  type Measure,
  type PhotoSlot,
  type TextKey,
  type TextOverlay,
  watermarkLayout,
} from '../../../../shared/campaigns/layout';
import { EditorDragItem, EditorDragStage } from '../../../components/EditorDragStage';
import { useElementWidth } from '../../../lib/useElementWidth';
import { arrowStep, dragToBasis, moveSlot, moveText, previewHeight, previewScale } from './geometry';

const MOVE_HINT =
  'Drag the photo slot or a text with the mouse, or focus it and use the arrow keys to move it; hold Shift for bigger steps.';

export const SLOT_ID = 'slot';
export type PreviewItem = typeof SLOT_ID | TextKey;

export const itemLabel = (item: PreviewItem, layout: CampaignLayout) =>
  item === SLOT_ID ? 'Photo slot' : `${layout[item].caption || item} (${item})`;

/** Widths measured by a canvas, as the public page measures them (layout.ts `Measure`). */
function canvasMeasure(): Measure {
  const ctx = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
  return (text, fontSize, style) => {
    if (!ctx) return text.length * fontSize * 0.55;
    ctx.font = `${style.isBold ? 'bold ' : ''}${fontSize}px "${style.font}", sans-serif`;
    return ctx.measureText(text).width;
  };
}

export interface CampaignPreviewProps {
  /** The campaign image (an address or an object URL) and its natural size; null before one is added. */
  image: { src: string; width: number; height: number } | null;
  layout: CampaignLayout;
  selected: PreviewItem | null;
  /** Show Watermark: drawn where the public page draws it. */
  watermark: boolean;
  disabled?: boolean;
  onSlotChange: (slot: PhotoSlot) => void;
  onTextChange: (key: TextKey, text: TextOverlay) => void;
  onSelect: (item: PreviewItem) => void;
}

/**
 * The editor's preview (issue 15, Editor): the campaign image at up to 500 px wide, the photo slot and
 * the displayed texts on it where layout.ts puts them. Each is a focusable button: drag it (dnd-kit,
 * kept inside the image) or press the arrow keys; the form's numbers follow.
 */
export function CampaignPreview({
  image,
  layout,
  selected,
  watermark,
  disabled,
  onSlotChange,
  onTextChange,
  onSelect,
}: CampaignPreviewProps) {
  const { token } = theme.useToken();
  const [measureRef, available] = useElementWidth(LAYOUT_BASIS_WIDTH);
  const width = Math.min(LAYOUT_BASIS_WIDTH, available);
  const natural = image ?? { width: LAYOUT_BASIS_WIDTH, height: LAYOUT_BASIS_WIDTH };
  const height = previewHeight(width, natural);
  const scale = previewScale(width);
  const basisHeight = basisHeightOf(natural);
  const measure = useMemo(canvasMeasure, []);

  const move = (item: PreviewItem, dx: number, dy: number) => {
    if (item === SLOT_ID) onSlotChange(moveSlot(layout, dx, dy, basisHeight));
    else onTextChange(item, moveText(layout[item], dx, dy, basisHeight));
  };

  const onDragEnd = (id: string, delta: { x: number; y: number }) => {
    const { dx, dy } = dragToBasis(delta, scale);
    if (dx !== 0 || dy !== 0) move(id as PreviewItem, dx, dy);
  };

  const shownTexts = TEXT_KEYS.filter((k) => layout[k].isDisplay);
  const mark = image && watermark ? watermarkLayout({ width, height }, measure) : null;

  return (
    <EditorDragStage
      measureRef={measureRef}
      label="Campaign preview"
      moveHint={MOVE_HINT}
      itemLabel={(id) => itemLabel(id as PreviewItem, layout)}
      width={width}
      height={height}
      imageSrc={image ? image.src : null}
      emptyText="Add the campaign image (jpeg or jpg) to place the photo slot and the texts on it."
      onDragEnd={onDragEnd}
    >
      {mark && (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: mark.box.x,
            top: mark.y,
            width: mark.box.width,
            textAlign: 'right',
            whiteSpace: 'pre',
            fontSize: mark.fontSize,
            lineHeight: `${mark.box.height}px`,
            fontWeight: 700,
            fontFamily: '"Roboto", sans-serif',
            color: mark.color,
            textShadow: `0 0 2px ${mark.shadowColor}`,
            pointerEvents: 'none',
          }}
        >
          {mark.text}
        </span>
      )}
      {layout.isImageDisplay && (
        <Draggable
          id={SLOT_ID}
          label={`Photo slot, x ${layout.imageX}, y ${layout.imageY}`}
          disabled={disabled}
          selected={selected === SLOT_ID}
          onKey={(dx, dy) => move(SLOT_ID, dx, dy)}
          onSelect={() => onSelect(SLOT_ID)}
          style={{
            left: layout.imageX * scale,
            top: layout.imageY * scale,
            width: layout.imageLength * scale,
            height: layout.imageHeight * scale,
            borderRadius: layout.imageType === 'circle' ? '50%' : 0,
            background: 'rgba(255, 255, 255, 0.55)',
            border: `2px dashed ${token.colorPrimary}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: token.colorPrimary,
            fontSize: Math.max(12, Math.min(layout.imageLength, layout.imageHeight) * scale * 0.35),
          }}
        >
          <UserOutlined aria-hidden />
        </Draggable>
      )}
      {shownTexts.map((key) => {
        const t = layout[key];
        const drawn = layoutText(t, t.caption || key, { width, height }, measure);
        const box = drawn?.box ?? {
          x: (t.x + t.hx) * scale,
          y: t.y * scale,
          width: t.width * scale,
          height: t.height * scale,
        };
        return (
          <Draggable
            key={key}
            id={key}
            label={`${itemLabel(key, layout)}, x ${t.x}, y ${t.y}`}
            disabled={disabled}
            selected={selected === key}
            onKey={(dx, dy) => move(key, dx, dy)}
            onSelect={() => onSelect(key)}
            style={{
              left: box.x,
              top: box.y,
              width: box.width,
              height: box.height,
              outline: `1px dotted ${token.colorTextTertiary}`,
            }}
          >
            {drawn?.lines.map((line, i) => (
              <span
                key={i}
                style={{
                  position: 'absolute',
                  top: line.y - box.y,
                  left: 0,
                  width: '100%',
                  textAlign: drawn.align,
                  whiteSpace: 'pre',
                  color: drawn.color,
                  fontSize: drawn.fontSize,
                  lineHeight: `${drawn.lineHeight}px`,
                  fontFamily: `"${drawn.font}", sans-serif`,
                  fontWeight: drawn.isBold ? 700 : 400,
                }}
              >
                {line.text}
              </span>
            ))}
          </Draggable>
        );
      })}
    </EditorDragStage>
  );
}

interface DraggableProps {
  id: PreviewItem;
  label: string;
  disabled?: boolean;
  selected: boolean;
  style: CSSProperties;
  onKey: (dx: number, dy: number) => void;
  onSelect: () => void;
  children: ReactNode;
}

/** The photo slot or a text; neither moves while the campaign is locked (disabled). */
function Draggable({ id, label, disabled, selected, style, onKey, onSelect, children }: DraggableProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(e.key, e.shiftKey);
    if (!step || disabled) return;
    e.preventDefault();
    onKey(step.dx, step.dy);
  };
  return (
    <EditorDragItem
      id={id}
      label={label}
      disabled={disabled}
      selected={selected}
      outlineOffset={1}
      style={{ overflow: 'hidden', ...style }}
      onKeyDown={onKeyDown}
      onSelect={onSelect}
    >
      {children}
    </EditorDragItem>
  );
}

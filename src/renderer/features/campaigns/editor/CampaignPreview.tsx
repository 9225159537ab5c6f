import {
  DndContext,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { restrictToParentElement } from '@dnd-kit/modifiers';
import { UserOutlined } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(LAYOUT_BASIS_WIDTH);
  useEffect(() => {
    const node = wrapperRef.current;
    if (!node) return;
    const measure = () => setAvailable(node.clientWidth || LAYOUT_BASIS_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const width = Math.min(LAYOUT_BASIS_WIDTH, available);
  const natural = image ?? { width: LAYOUT_BASIS_WIDTH, height: LAYOUT_BASIS_WIDTH };
  const height = previewHeight(width, natural);
  const scale = previewScale(width);
  const basisHeight = basisHeightOf(natural);
  const measure = useMemo(canvasMeasure, []);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 3 } }));

  const move = (item: PreviewItem, dx: number, dy: number) => {
    if (item === SLOT_ID) onSlotChange(moveSlot(layout, dx, dy, basisHeight));
    else onTextChange(item, moveText(layout[item], dx, dy, basisHeight));
  };

  const labelOf = (id: unknown) => itemLabel(String(id) as PreviewItem, layout);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
    onDragMove: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => `${labelOf(active.id)} moved.`,
    onDragCancel: ({ active }) => `${labelOf(active.id)} was not moved.`,
  };
  const onDragEnd = ({ active, delta }: DragEndEvent) => {
    const { dx, dy } = dragToBasis(delta, scale);
    if (dx !== 0 || dy !== 0) move(String(active.id) as PreviewItem, dx, dy);
  };

  const shownTexts = TEXT_KEYS.filter((k) => layout[k].isDisplay);
  const mark = image && watermark ? watermarkLayout({ width, height }, measure) : null;

  return (
    <div ref={wrapperRef} style={{ width: '100%', minWidth: 0 }}>
      <DndContext
        sensors={sensors}
        modifiers={[restrictToParentElement]}
        onDragEnd={onDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: MOVE_HINT }, announcements }}
      >
        <div
          role="group"
          aria-label="Campaign preview"
          style={{
            position: 'relative',
            width,
            height,
            overflow: 'hidden',
            borderRadius: 4,
            border: `1px ${image ? 'solid' : 'dashed'} ${token.colorBorder}`,
            background: token.colorFillQuaternary,
          }}
        >
          {image ? (
            <img
              src={image.src}
              alt=""
              draggable={false}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
            />
          ) : (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, padding: 24 }}>
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                Add the campaign image (jpeg or jpg) to place the photo slot and the texts on it.
              </Typography.Text>
            </Flex>
          )}
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
        </div>
      </DndContext>
    </div>
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

function Draggable({ id, label, disabled, selected, style, onKey, onSelect, children }: DraggableProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, disabled });
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(e.key, e.shiftKey);
    if (!step || disabled) return;
    e.preventDefault();
    onKey(step.dx, step.dy);
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onClick={onSelect}
      style={{
        position: 'absolute',
        margin: 0,
        padding: 0,
        border: 0,
        background: 'transparent',
        font: 'inherit',
        overflow: 'hidden',
        cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        ...style,
        outline: selected || isDragging ? `2px dashed ${token.colorPrimary}` : style.outline,
        outlineOffset: 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 2 : 1,
      }}
    >
      {children}
    </button>
  );
}

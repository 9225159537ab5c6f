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
import { Flex, theme, Typography } from 'antd';
import {
  useCallback,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

export interface EditorDragStageProps {
  /** Goes on the full-width wrapper: the ref of useElementWidth, whose width the caller sizes the stage by. */
  measureRef: Ref<HTMLDivElement>;
  /** The stage's name for screen readers ("Frame preview"). */
  label: string;
  /** How to move an item, read by screen readers on an item. */
  moveHint: string;
  /** An item's name in what screen readers hear while it is dragged. */
  itemLabel: (id: string) => string;
  width: number;
  height: number;
  /** The image the items are placed on; null shows emptyText on a dashed border instead. */
  imageSrc: string | null;
  /** How the image fills the stage when its shape differs (NFC frames, issue 23); stretched by default. */
  imageFit?: 'fill' | 'cover' | 'contain';
  emptyText: string;
  /** A checkerboard, which shows where a PNG image is transparent; else a plain fill. */
  checkerboard?: boolean;
  /** A drag by the mouse has ended: the item's id and how far it went, in pixels. */
  onDragEnd: (id: string, delta: { x: number; y: number }) => void;
  /** The EditorDragItems, placed in pixels on the stage. */
  children: ReactNode;
}

/**
 * The stage of a layout editor (frames, campaigns): an image with items to drag on it. dnd-kit drags
 * by the pointer only, kept inside the stage; the items move by the arrow keys themselves.
 */
export function EditorDragStage({
  measureRef,
  label,
  moveHint,
  itemLabel,
  width,
  height,
  imageSrc,
  imageFit = 'fill',
  emptyText,
  checkerboard,
  onDragEnd,
  children,
}: EditorDragStageProps) {
  const { token } = theme.useToken();
  // A few pixels before a drag starts, so that a click only selects.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 3 } }));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${itemLabel(String(active.id))}.`,
    onDragMove: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => `${itemLabel(String(active.id))} moved.`,
    onDragCancel: ({ active }) => `${itemLabel(String(active.id))} was not moved.`,
  };

  return (
    <div ref={measureRef} style={{ width: '100%', minWidth: 0 }}>
      <DndContext
        sensors={sensors}
        modifiers={[restrictToParentElement]}
        onDragEnd={({ active, delta }: DragEndEvent) => onDragEnd(String(active.id), delta)}
        accessibility={{ screenReaderInstructions: { draggable: moveHint }, announcements }}
      >
        <div
          role="group"
          aria-label={label}
          style={{
            position: 'relative',
            width,
            height,
            overflow: 'hidden',
            borderRadius: 4,
            border: `1px ${imageSrc !== null ? 'solid' : 'dashed'} ${token.colorBorder}`,
            background: checkerboard
              ? `repeating-conic-gradient(${token.colorFillSecondary} 0% 25%, transparent 0% 50%) 50% / 20px 20px`
              : token.colorFillQuaternary,
          }}
        >
          {imageSrc !== null ? (
            <img
              src={imageSrc}
              alt=""
              draggable={false}
              style={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: imageFit,
                // Contain leaves the card white around the image, as the printed card is.
                background: imageFit === 'contain' ? '#ffffff' : undefined,
                pointerEvents: 'none',
              }}
            />
          ) : (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, padding: 24 }}>
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                {emptyText}
              </Typography.Text>
            </Flex>
          )}
          {children}
        </div>
      </DndContext>
    </div>
  );
}

export interface EditorDragItemProps {
  id: string;
  /** The button's name: what the item is and where. */
  label: string;
  /**
   * Given only by an editor that can lock its items: locked, they neither drag nor move. Such an
   * editor says aria-disabled only while locked; the others keep dnd-kit's own aria-disabled="false".
   */
  disabled?: boolean;
  /** Outlined, as the item whose panel is open. */
  selected: boolean;
  outlineOffset: number;
  /** Where the item is and how it looks; its outline when neither selected nor dragged. */
  style: CSSProperties;
  /** The arrow keys: the caller moves the item and prevents the default. */
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
  onSelect: () => void;
  /** Also set to the button, for a caller that measures it. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** An item on an EditorDragStage: a button to drag, to focus and move by the keys, or to click to select. */
export function EditorDragItem({
  id,
  label,
  disabled,
  selected,
  outlineOffset,
  style,
  onKeyDown,
  onSelect,
  buttonRef,
  children,
}: EditorDragItemProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, disabled });
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      setNodeRef(node);
      if (buttonRef) buttonRef.current = node;
    },
    [setNodeRef, buttonRef],
  );
  return (
    <button
      type="button"
      ref={ref}
      {...attributes}
      {...listeners}
      aria-label={label}
      {...(disabled !== undefined && { 'aria-disabled': disabled || undefined })}
      onKeyDown={onKeyDown}
      onClick={onSelect}
      style={{
        position: 'absolute',
        margin: 0,
        padding: 0,
        border: 0,
        background: 'transparent',
        font: 'inherit',
        cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        ...style,
        outline: selected || isDragging ? `2px dashed ${token.colorPrimary}` : style.outline,
        outlineOffset,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 2 : 1,
      }}
    >
      {children}
    </button>
  );
}

import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { VerticalSortable } from '../../../components/VerticalSortable';

export interface SortableItem {
  id: string;
  /** Names the item for the drag handle's label. */
  label: string;
  content: ReactNode;
}

function Row({ item, disabled }: { item: SortableItem; disabled?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Flex gap={8} align="flex-start">
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={`Drag to reorder ${item.label}`}
          disabled={disabled}
          {...attributes}
          {...listeners}
        />
        <div style={{ flex: 1, minWidth: 0 }}>{item.content}</div>
      </Flex>
    </div>
  );
}

/** A list reordered by dragging a handle, with the pointer or the keyboard (space, arrows, space). */
export function SortableList({
  items,
  onMove,
  disabled,
}: {
  items: SortableItem[];
  /** The item `from` moved to where `to` was. */
  onMove: (from: string, to: string) => void;
  disabled?: boolean;
}) {
  return (
    <VerticalSortable ids={items.map((i) => i.id)} onMove={(from, to) => onMove(String(from), String(to))}>
      <Flex vertical gap={8}>
        {items.map((item) => (
          <Row key={item.id} item={item} disabled={disabled} />
        ))}
      </Flex>
    </VerticalSortable>
  );
}

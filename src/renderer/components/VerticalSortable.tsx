import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useSortSensors } from './useSortSensors';

/**
 * A column of `useSortable` rows (ids in their order) moved up and down by dragging, with the pointer
 * or the keyboard; `onMove` hears only real moves: the row `from` dropped where `to` was.
 */
export function VerticalSortable({
  ids,
  onMove,
  children,
}: {
  ids: UniqueIdentifier[];
  onMove: (from: UniqueIdentifier, to: UniqueIdentifier) => void;
  children: ReactNode;
}) {
  const sensors = useSortSensors();
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={end}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

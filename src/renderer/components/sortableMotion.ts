import type { useSortable } from '@dnd-kit/sortable';
import type { CSSProperties } from 'react';

type Motion = Pick<ReturnType<typeof useSortable>, 'transform' | 'transition'>;

/** Where a sortable item is drawn while it is dragged or making room: dnd-kit's offset as a CSS move. */
export function sortableMotion({ transform, transition }: Motion): CSSProperties {
  return {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
}

import type { ReactNode } from 'react';

/**
 * A labelled list laid out as a grid of cards, as many to a row as fit at `minWidth` (templates,
 * frames, the networks to connect). Each child is one `<li>`.
 */
export function CardGrid({
  children,
  label,
  minWidth = 240,
  busy,
}: {
  children: ReactNode;
  label: string;
  minWidth?: number;
  busy?: boolean;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {children}
    </ul>
  );
}

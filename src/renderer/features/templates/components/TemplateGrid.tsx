import type { CSSProperties, ReactNode } from 'react';

const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

/** A grid of template cards, one list item each (Post home's templates, the web template list). */
export function TemplateGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul style={GRID} aria-label={label}>
      {children}
    </ul>
  );
}

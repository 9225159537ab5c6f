import { Card, Skeleton } from 'antd';
import type { CSSProperties } from 'react';

/** A card's place while its record loads: a skeleton that says what is loading (`label`). */
export function LoadingCard({ label, style }: { label: string; style?: CSSProperties }) {
  return (
    <Card role="status" aria-label={label} style={style}>
      <Skeleton active />
    </Card>
  );
}

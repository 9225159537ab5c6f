import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * Label-over-value pairs that fill the width they are given: several columns on a wide page, fewer
 * in the Update User page's side column, without breaking a date or an amount across lines.
 */
export function FactGrid({ facts, min = 140 }: { facts: Fact[]; min?: number }) {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
        gap: '8px 16px',
        margin: 0,
      }}
    >
      {facts.map((f) => (
        <div key={f.key} style={{ minWidth: 0 }}>
          <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{f.label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

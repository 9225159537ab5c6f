import { theme } from 'antd';
import { useId } from 'react';
import { PRODUCT_NAME } from './usePageTitle';

/** The product mark, with the name beside it unless `compact`. Plain SVG and text: it is on every screen. */
export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { token } = theme.useToken();
  const gradient = `logo-${useId().replace(/:/g, '')}`;
  const mark = inverted ? '#5b3df5' : '#fff';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b3df5" />
            <stop offset="1" stopColor="#ae02d4" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={inverted ? '#ffffff' : `url(#${gradient})`} />
        <rect x="8" y="8" width="7" height="7" rx="2" fill={mark} />
        <rect x="17" y="8" width="7" height="7" rx="2" fill={mark} opacity="0.75" />
        <rect x="8" y="17" width="7" height="7" rx="2" fill={mark} opacity="0.75" />
        <rect x="17" y="17" width="7" height="7" rx="3.5" fill={inverted ? '#ae02d4' : '#fff'} />
      </svg>
      {!compact && (
        <span
          style={{
            fontSize: 18,
            fontWeight: 700,
            letterSpacing: 0.2,
            color: inverted ? '#fff' : token.colorText,
            lineHeight: 1,
          }}
        >
          {PRODUCT_NAME}
        </span>
      )}
    </span>
  );
}

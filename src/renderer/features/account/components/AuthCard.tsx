import { theme } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';

/**
 * The panel every auth screen sits in: a heading, a line under it, the form. Drawn with theme
 * tokens rather than Card and Typography, which would bring Tabs and the editable-text code into
 * the login route's download.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby="auth-title"
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG + 4,
        boxShadow: '0 10px 40px rgba(24, 16, 80, 0.08)',
        border: `1px solid ${token.colorBorderSecondary}`,
        padding: 'clamp(20px, 6vw, 32px)',
      }}
    >
      <h1
        id="auth-title"
        style={{ margin: '0 0 6px', fontSize: 26, fontWeight: 650, color: token.colorText }}
      >
        {title}
      </h1>
      {subtitle && <p style={{ margin: '0 0 24px', color: token.colorTextSecondary }}>{subtitle}</p>}
      {children}
    </section>
  );
}

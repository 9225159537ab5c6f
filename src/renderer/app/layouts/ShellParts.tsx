import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ThemeToggle } from '../../lib/ThemeToggle';
import { Breadcrumbs } from './Breadcrumbs';
import { ProfileMenu } from './ProfileMenu';
import { StatusBanners } from './StatusBanners';

/** The right end of the header, in both layouts: the theme toggle and the profile menu. */
export function HeaderEnd({ mobile }: { mobile: boolean }) {
  return (
    <Flex align="center" gap={4} style={{ marginLeft: 'auto' }}>
      <ThemeToggle />
      <ProfileMenu compact={mobile} />
    </Flex>
  );
}

/**
 * Below the header, in both layouts: the status banners, then the page (`#main`, the skip link's
 * target) with its breadcrumbs. `style` adds the layout's own width.
 */
export function ShellMain({ mobile, style }: { mobile: boolean; style?: CSSProperties }) {
  return (
    <>
      <StatusBanners />
      <Layout.Content
        id="main"
        tabIndex={-1}
        style={{ ...style, padding: mobile ? '16px 12px 32px' : '24px 32px 48px', outline: 'none' }}
      >
        <Breadcrumbs />
        <Outlet />
      </Layout.Content>
    </>
  );
}

/** First in both layouts: the keyboard user's jump past the navigation to `#main`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** The sticky top bar of both layouts; each layout passes its own gap and side padding. */
export function ShellHeader({
  gap,
  paddingInline,
  children,
}: {
  gap: number;
  paddingInline: number;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap,
        paddingInline,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </Layout.Header>
  );
}

/** The mobile header's button that opens the navigation drawer. */
export function OpenMenuButton({ onClick }: { onClick: () => void }) {
  return <Button type="text" aria-label="Open menu" icon={<MenuOutlined />} onClick={onClick} />;
}

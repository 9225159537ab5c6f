import { Flex, Layout } from 'antd';
import type { CSSProperties } from 'react';
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

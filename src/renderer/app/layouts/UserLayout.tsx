import { HomeOutlined } from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeTab, appForPath } from '../../lib/apps';
import { Logo } from '../../lib/Logo';
import { NavDrawer } from './NavDrawer';
import { PATHS } from '../../lib/paths';
import { MEDIA, useMediaQuery } from '../../lib/useMediaQuery';
import { AppSwitcher, useAvailableApps } from './AppSwitcher';
import { AppTabs } from './AppTabs';
import { HeaderEnd, OpenMenuButton, ShellHeader, ShellMain, SkipLink } from './ShellParts';

/** The customer's shell: header with the app switcher and the app's tabs, then the page. */
export function UserLayout() {
  const mobile = useMediaQuery(MEDIA.mobile);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <ShellHeader gap={mobile ? 8 : 20} paddingInline={mobile ? 12 : 24}>
        {mobile && <OpenMenuButton onClick={() => setDrawerOpen(true)} />}
        <Link to={PATHS.home} aria-label="BizSuite home" style={{ display: 'flex' }}>
          <Logo compact={mobile} />
        </Link>
        {!mobile && <AppSwitcher />}
        {!mobile && <AppTabs />}
        <HeaderEnd mobile={mobile} />
      </ShellHeader>
      <ShellMain mobile={mobile} style={{ width: '100%', maxWidth: 1320, margin: '0 auto' }} />
      {mobile && (
        <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={300}>
          <MobileAppMenu onNavigate={() => setDrawerOpen(false)} />
        </NavDrawer>
      )}
    </Layout>
  );
}

/** Below 768 px: Home and every available app with its tabs, in one list. */
function MobileAppMenu({ onNavigate }: { onNavigate: () => void }) {
  const apps = useAvailableApps();
  const { pathname } = useLocation();
  const current = appForPath(pathname);
  const selected = current ? activeTab(current, pathname)?.to : pathname;
  const items: MenuProps['items'] = [
    { key: PATHS.home, icon: <HomeOutlined />, label: <Link to={PATHS.home}>Home</Link> },
    ...apps.map((app) => ({
      key: app.key,
      type: 'group' as const,
      label: (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <app.icon /> {app.name}
        </span>
      ),
      children: app.tabs.map((t) => ({ key: t.to, label: <Link to={t.to}>{t.label}</Link> })),
    })),
  ];
  return (
    <nav aria-label="Apps">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={onNavigate}
        style={{ border: 'none' }}
      />
    </nav>
  );
}

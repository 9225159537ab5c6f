import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../lib/Logo';
import { NavDrawer } from './NavDrawer';
import { PATHS } from '../../lib/paths';
import { MEDIA, useMediaQuery } from '../../lib/useMediaQuery';
import { AdminMenu } from './AdminMenu';
import { AppTabs } from './AppTabs';
import { HeaderEnd, ShellMain } from './ShellParts';

const SIDER_WIDTH = 256;

/** The back office: the admin sidebar (a drawer on mobile), a header, then the page. */
export function AdminLayout() {
  const mobile = useMediaQuery(MEDIA.mobile);
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!mobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={72}
          collapsed={collapsed}
          trigger={null}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Link
            to={PATHS.admin}
            aria-label="Admin home"
            style={{ display: 'flex', alignItems: 'center', height: 64, paddingInline: collapsed ? 20 : 24 }}
          >
            <Logo compact={collapsed} />
          </Link>
          <AdminMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 100,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            paddingInline: mobile ? 12 : 20,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {mobile ? (
            <>
              <Button
                type="text"
                aria-label="Open menu"
                icon={<MenuOutlined />}
                onClick={() => setDrawerOpen(true)}
              />
              <Link to={PATHS.admin} aria-label="Admin home" style={{ display: 'flex' }}>
                <Logo compact />
              </Link>
            </>
          ) : (
            <Button
              type="text"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
          )}
          {!mobile ? <AppTabs /> : null}
          <HeaderEnd mobile={mobile} />
        </Layout.Header>
        <ShellMain mobile={mobile} />
      </Layout>
      {mobile && (
        <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={288}>
          <AdminMenu onNavigate={() => setDrawerOpen(false)} />
        </NavDrawer>
      )}
    </Layout>
  );
}

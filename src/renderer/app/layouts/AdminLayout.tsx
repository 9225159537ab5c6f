import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../lib/Logo';
import { NavDrawer } from './NavDrawer';
import { PATHS } from '../../lib/paths';
import { MEDIA, useMediaQuery } from '../../lib/useMediaQuery';
import { AdminMenu } from './AdminMenu';
import { AppTabs } from './AppTabs';
import { HeaderEnd, OpenMenuButton, ShellHeader, ShellMain, SkipLink } from './ShellParts';

const SIDER_WIDTH = 256;

/** The back office: the admin sidebar (a drawer on mobile), a header, then the page. */
export function AdminLayout() {
  const mobile = useMediaQuery(MEDIA.mobile);
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
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
        <ShellHeader gap={12} paddingInline={mobile ? 12 : 20}>
          {mobile ? (
            <>
              <OpenMenuButton onClick={() => setDrawerOpen(true)} />
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
        </ShellHeader>
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

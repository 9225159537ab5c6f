import { AppstoreOutlined, DownOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../features/account';
import { activeTab, appForPath, appsFor, type AppDef } from '../../lib/apps';
import { PATHS } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';

/** The apps this session can open (entitled modules for a User, all for an Admin). */
export function useAvailableApps(): AppDef[] {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  return appsFor(session.status === 'signedIn' ? session.role : undefined, me.data?.modules);
}

/** The app switcher: a menu of the available apps; the button names the app you are in. */
export function AppSwitcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const apps = useAvailableApps();
  const current = appForPath(pathname);
  const items: MenuProps['items'] = [
    { key: PATHS.home, icon: <HomeOutlined />, label: 'Home' },
    { type: 'divider' },
    ...apps.map((app) => {
      const Icon = app.icon;
      return { key: app.tabs[0].to, icon: <Icon />, label: app.name };
    }),
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: current ? [current.tabs[0].to] : pathname === PATHS.home ? [PATHS.home] : [],
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button aria-label="Switch app" style={{ height: 36 }}>
        <Flex gap={8} align="center">
          {current ? <current.icon /> : <AppstoreOutlined />}
          <span>{current ? current.name : 'Apps'}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}

/** Menu items for the tabs of the app the path is in (spec 00 section 2, App switcher tabs). */
export function useAppTabs() {
  const { pathname } = useLocation();
  const app = appForPath(pathname);
  if (!app) return null;
  return {
    app,
    selected: activeTab(app, pathname)?.to,
  };
}

import { Tabs } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../features/account/api';
import { profilePath } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';
import { profileTabsFor } from './profileTabs';

/** /profile/*: the profile and settings tabs over the current tab's page. */
export function ProfileLayout() {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = profileTabsFor(session.status === 'signedIn' ? session.role : undefined, me.data?.hasPassword);
  const current = pathname.split('/')[2];
  const active = tabs.some((t) => t.key === current) ? current : undefined;
  return (
    <>
      <Tabs
        aria-label="Profile and settings"
        activeKey={active ?? ''}
        onChange={(key) => navigate(profilePath(key))}
        items={tabs.map((t) => ({ key: t.key, label: t.label }))}
        style={{ marginBottom: 8 }}
      />
      <Outlet />
    </>
  );
}

import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { NavTabs } from '../../components/NavTabs';
import { useMe } from '../../features/account';
import { profilePath } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';
import { MEDIA, useMediaQuery } from '../../lib/useMediaQuery';
import { profileTabsFor } from './profileTabs';

/**
 * /profile/*: the profile and settings tabs over the current tab's page. Spec 00 section 2: on
 * widths of 768 px or less the strip is hidden for non-admin paths, which every profile path is;
 * the profile menu still reaches each page.
 */
export function ProfileLayout() {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(MEDIA.tabStripHidden);
  const tabs = profileTabsFor(session.status === 'signedIn' ? session.role : undefined, me.data?.hasPassword);
  const current = pathname.split('/')[2];
  const active = tabs.find((t) => t.key === current)?.key;
  return (
    <>
      {!narrow && (
        <NavTabs
          label="Profile and settings"
          selectedKey={active}
          tabs={tabs.map((t) => ({ key: t.key, label: t.label, to: profilePath(t.key) }))}
        />
      )}
      <Outlet />
    </>
  );
}

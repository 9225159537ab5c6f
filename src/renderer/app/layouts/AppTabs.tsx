import { Menu } from 'antd';
import { Link } from 'react-router-dom';
import { useAppTabs } from './AppSwitcher';

/** The current app's tabs as a horizontal menu (desktop widths). */
export function AppTabs({ embedded = false }: { embedded?: boolean }) {
  const tabs = useAppTabs();
  if (!tabs) return null;
  return (
    <nav aria-label={`${tabs.app.name} tabs`} style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        selectedKeys={tabs.selected ? [tabs.selected] : []}
        items={tabs.app.tabs.map((t) => ({ key: t.to, label: <Link to={t.to}>{t.label}</Link> }))}
        style={{
          borderBottom: embedded ? undefined : 'none',
          background: 'transparent',
          lineHeight: embedded ? '46px' : undefined,
        }}
      />
    </nav>
  );
}

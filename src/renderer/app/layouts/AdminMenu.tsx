import { DashboardOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { activeAdminItem, ADMIN_GROUPS } from '../../lib/adminSections';
import { PATHS } from '../../lib/paths';

/** The admin sidebar: Masters, Log & Chats and Imports, items in the spec's order. */
export function AdminMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const selected = pathname === PATHS.admin ? PATHS.admin : activeAdminItem(pathname)?.to;
  const items: MenuProps['items'] = [
    { key: PATHS.admin, icon: <DashboardOutlined />, label: <Link to={PATHS.admin}>Dashboard</Link> },
    ...ADMIN_GROUPS.map((group) => ({
      key: group.label,
      type: 'group' as const,
      label: group.label,
      children: group.items.map((item) => {
        const Icon = item.icon;
        return { key: item.to, icon: <Icon />, label: <Link to={item.to}>{item.label}</Link> };
      }),
    })),
  ];
  return (
    <nav aria-label="Admin sections">
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={onNavigate}
        style={{ border: 'none', paddingInline: collapsed ? 0 : 8 }}
      />
    </nav>
  );
}

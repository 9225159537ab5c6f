import { Menu } from 'antd';
import { Link } from 'react-router-dom';

export interface NavTab {
  key: string;
  label: string;
  /** The page the tab opens. */
  to: string;
}

export interface NavTabsProps {
  /** The strip's name for screen readers ("Profile and settings"). */
  label: string;
  tabs: readonly NavTab[];
  selectedKey?: string;
}

/**
 * A strip of tabs that open pages (each tab has its own address): links in a navigation landmark,
 * shown like the app's other tab bars. A strip wider than the page wraps onto a second line rather
 * than folding tabs away: antd's Tabs put their "more" button inside the tab list, and a folding
 * menu keeps hidden links focusable, both of which WCAG's ARIA rules refuse.
 */
export function NavTabs({ label, tabs, selectedKey }: NavTabsProps) {
  return (
    <nav aria-label={label} style={{ marginBottom: 16, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        disabledOverflow
        selectedKeys={selectedKey ? [selectedKey] : []}
        items={tabs.map((t) => ({ key: t.key, label: <Link to={t.to}>{t.label}</Link> }))}
        style={{ background: 'transparent', lineHeight: '46px', flexWrap: 'wrap' }}
      />
    </nav>
  );
}

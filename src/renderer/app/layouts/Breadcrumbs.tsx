import { Breadcrumb } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { appForPath } from '../../lib/apps';
import { PATHS } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';

/** Spec 00 section 2: breadcrumbs skip the path segments bot, web and social. */
export const SKIPPED_SEGMENTS = new Set(['bot', 'web', 'social']);

const LABELS: Record<string, string> = {
  post: 'Post',
  card: 'Card',
  campaign: 'Campaign',
  whatsapp: 'WhatsApp',
  'whatsapp-numbers': 'WhatsApp Numbers',
  'whatsapp-number': 'Platform WhatsApp',
  profile: 'Profile',
  'NFC-Card-Frame': 'NFC Card Frame',
  'nfc-frame': 'NFC Frames',
  'create-nfc-frame': 'Create NFC Frame',
  'ai-logs': 'AI Logs',
  subcategory: 'Sub Categories',
  category: 'Categories',
  tag: 'Tags',
  template: 'Templates',
  'template-field': 'Template Fields',
  font: 'Fonts',
  colour: 'Colours',
  language: 'Languages',
  frame: 'Frames',
  packages: 'Subscription Packages',
  ImportUsers: 'Import Users',
  'known-chat': 'Known Chats',
  'unknown-chat': 'Unknown Chats',
  'renewal-reminder': 'Renewal Reminder Logs',
  'message-template': 'Message Templates',
  messages: 'Campaigns',
  'help-support': 'Help & Support',
  subscriptions: 'My Subscriptions',
  linkedin: 'LinkedIn',
  'web-template': 'Web Templates',
  'user-and-roles': 'User and Roles',
  payment_success: 'Payment',
};

/** Admin pages at the top level whose list page comes first in the trail (spec 01: add-template, edit-template). */
const ADMIN_PARENTS: Record<string, string> = {
  'add-template': 'web-template',
  'edit-template': 'web-template',
  'create-frame': 'frame',
  'create-nfc-frame': 'nfc-frame',
};

/** `my-posts` → "My Posts", `ImportUsers` → "Import Users", `42` → "#42". */
export function segmentLabel(segment: string): string {
  const text = safeDecode(segment);
  if (LABELS[text]) return LABELS[text];
  if (/^\d+$/.test(text)) return `#${text}`;
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface Crumb {
  title: string;
  to?: string;
}

/** The trail for a path: the section's home, then each segment that is not skipped. */
export function crumbsFor(pathname: string, role: string | undefined): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const inAdmin = segments[0] === 'admin';
  const root: Crumb = inAdmin
    ? { title: 'Dashboard', to: PATHS.admin }
    : { title: 'Home', to: role === 'Admin' ? PATHS.admin : PATHS.home };
  const rest = inAdmin ? segments.slice(1) : segments[0] === 'home' ? [] : segments;
  const app = appForPath(pathname);
  const crumbs: Crumb[] = [root];
  const parent = inAdmin ? ADMIN_PARENTS[rest[0]] : undefined;
  if (parent) crumbs.push({ title: segmentLabel(parent), to: `${PATHS.admin}/${parent}` });
  rest.forEach((segment, i) => {
    if (SKIPPED_SEGMENTS.has(segment)) return;
    // Only an app's own segment is a link (to its first tab); the other intermediate paths have no page.
    const to = !inAdmin && i === 0 && app ? app.tabs[0].to : undefined;
    crumbs.push({ title: app && !inAdmin && i === 0 ? app.name : segmentLabel(segment), to });
  });
  return crumbs;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  const crumbs = crumbsFor(pathname, session.status === 'signedIn' ? session.role : undefined);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" style={{ marginBottom: 12 }}>
      <Breadcrumb
        items={crumbs.map((c, i) => ({
          key: i,
          title: c.to && i < crumbs.length - 1 ? <Link to={c.to}>{c.title}</Link> : c.title,
        }))}
      />
    </nav>
  );
}

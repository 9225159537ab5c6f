import { WhatsAppOutlined } from '@ant-design/icons';
import { Button, Card, Result, Segmented, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { INBOX_MESSAGES as M, type ChatType } from '../../../../shared/inbox/schemas';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { LoadingCard } from '../../../components/LoadingCard';
import { PageHeading } from '../../../lib/PageHeading';
import { profilePath, whatsappPath, type ProfilePage } from '../../../lib/paths';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { useWhatsAppAccounts } from '../../whatsapp';
import { InboxView } from '../components/InboxView';
import { LiveBadge } from '../components/LiveBadge';
import { RenewalRemindersTable } from '../../billing';
import { useInboxLive } from '../live/useInboxLive';
import { useIsAdmin } from '../useRole';

const TITLES = {
  'known-chat': 'Known Chats',
  'unknown-chat': 'Unknown Chats',
  'renewal-reminder': 'Renewal Reminder Logs',
} as const satisfies Partial<Record<ProfilePage, string>>;
type InboxPage = keyof typeof TITLES;

/**
 * The inbox pages between themselves where the profile's tab strip is hidden (spec 00 section 2:
 * 768 px or less on /profile), so that a phone still reaches the other list.
 */
function NarrowSwitch({ current }: { current: InboxPage }) {
  const narrow = useMediaQuery(MEDIA.tabStripHidden);
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!narrow || pathname.startsWith('/admin')) return null;
  const pages: InboxPage[] = isAdmin
    ? ['known-chat', 'unknown-chat', 'renewal-reminder']
    : ['known-chat', 'unknown-chat'];
  return (
    <Segmented
      block
      aria-label="Chats"
      value={current}
      options={pages.map((p) => ({ value: p, label: TITLES[p].replace(' Logs', '') }))}
      onChange={(p) => navigate(profilePath(p))}
      style={{ marginBottom: 16 }}
    />
  );
}

/** A User without a WhatsApp number: the way to connect one (issue 27 "Whose chats"). */
function ConnectNumber() {
  return (
    <Card>
      <Result
        icon={<WhatsAppOutlined aria-hidden />}
        title={M.noNumber}
        subTitle="The chats of your connected number show here: known chats with your contacts, unknown chats with everyone else."
        extra={
          <Link to={whatsappPath('account')}>
            <Button type="primary">Connect a number</Button>
          </Link>
        }
      />
    </Card>
  );
}

/** A User's chats need their number; an Admin's are the platform number's. */
function NumberGate({ children }: { children: ReactNode }) {
  const isAdmin = useIsAdmin();
  const accounts = useWhatsAppAccounts();
  if (isAdmin) return children;
  if (accounts.isPending) return <LoadingCard label="Loading your WhatsApp numbers" />;
  if (accounts.isError) return <LoadFailedCard query={accounts} fallback="Failed to load WhatsApp numbers" />;
  return accounts.data.length === 0 ? <ConnectNumber /> : children;
}

function subtitleOf(page: InboxPage, isAdmin: boolean): string {
  if (page === 'renewal-reminder')
    return 'Users sent a renewal reminder from the platform number: their chats, the plan due and Renew, and the reminders sent.';
  if (isAdmin)
    return page === 'known-chat'
      ? 'Chats of the platform WhatsApp number with registered users.'
      : 'Chats of the platform WhatsApp number with numbers that are not registered users.';
  return page === 'known-chat'
    ? 'Chats of your WhatsApp number with your contacts.'
    : 'Chats with numbers that are not in your contacts yet: add them to reach them in campaigns.';
}

function InboxPageFrame({ page, children }: { page: InboxPage; children: ReactNode }) {
  const live = useInboxLive();
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHeading
        title={TITLES[page]}
        subtitle={subtitleOf(page, isAdmin)}
        extra={<LiveBadge state={live} />}
      />
      <NarrowSwitch current={page} />
      {children}
    </>
  );
}

function ChatsPage({ page, type }: { page: InboxPage; type: ChatType }) {
  return (
    <InboxPageFrame page={page}>
      <NumberGate>
        <InboxView type={type} />
      </NumberGate>
    </InboxPageFrame>
  );
}

/** /admin/known-chat and /profile/known-chat (spec 03 §2.10). */
export const KnownChatsPage = () => <ChatsPage page="known-chat" type="known" />;

/** /admin/unknown-chat and /profile/unknown-chat (spec 03 §2.10). */
export const UnknownChatsPage = () => <ChatsPage page="unknown-chat" type="unknown" />;

const RENEWAL_VIEWS = [
  { key: 'chats', label: 'Renewal Chats' },
  { key: 'reminders', label: 'Reminders Sent' },
] as const;

/**
 * /admin/renewal-reminder (and the Admin's profile tab): the chats of users sent a renewal reminder,
 * each with its plan due and Renew above the messages, and the table of the reminders sent.
 */
export function RenewalReminderPage() {
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'reminders' ? 'reminders' : 'chats';
  if (!isAdmin)
    return (
      <>
        <PageHeading title={TITLES['renewal-reminder']} />
        <Card>
          <Result
            status="403"
            title="For administrators"
            subTitle="Renewal reminders are sent by the platform; your own chats are under Known Chats and Unknown Chats."
            extra={
              <Link to={profilePath('known-chat')}>
                <Button type="primary">Known Chats</Button>
              </Link>
            }
          />
        </Card>
      </>
    );
  return (
    <InboxPageFrame page="renewal-reminder">
      <Tabs
        activeKey={view}
        onChange={(key) => setParams(key === 'chats' ? {} : { view: key })}
        items={RENEWAL_VIEWS.map((v) => ({
          key: v.key,
          label: v.label,
          children:
            v.key === 'chats' ? <InboxView type="renewalreminder" renewal /> : <RenewalRemindersTable />,
        }))}
        destroyOnHidden
      />
    </InboxPageFrame>
  );
}

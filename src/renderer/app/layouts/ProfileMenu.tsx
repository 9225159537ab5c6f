import {
  CrownOutlined,
  DownOutlined,
  LockOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Typography, theme, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { companyNameOf, useMe } from '../../features/account';
import { PATHS } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';

/**
 * Who the header shows: the company name for a User, the name given at setup for an Admin (issue 23),
 * with its initial.
 */
export function useProfileIdentity() {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  const isAdmin = session.status === 'signedIn' && session.role === 'Admin';
  const signedInAs = session.status === 'signedIn' ? session.userName : '';
  const name = me.data ? (isAdmin ? me.data.userName : companyNameOf(me.data)) : signedInAs;
  const initial = (name.trim()[0] ?? '').toUpperCase();
  return { isAdmin, name, initial, email: me.data?.email ?? '' };
}

/**
 * The profile dropdown (spec 00 section 2): the initial and name with the e-mail; General
 * Settings and My Subscriptions for a User only; Help & Support, Change Password, Sign Out.
 */
export function ProfileMenu({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { isAdmin, name, initial, email } = useProfileIdentity();

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <Flex gap={12} align="center" style={{ padding: '6px 0', minWidth: 220 }}>
          <Avatar size={40} style={{ background: token.colorPrimary, flex: 'none' }}>
            {initial}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 200 }}>
              {name}
            </Typography.Text>
            <Typography.Text
              type="secondary"
              ellipsis
              style={{ display: 'block', maxWidth: 200, fontSize: 12 }}
            >
              {email}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    { type: 'divider' },
    ...(isAdmin
      ? []
      : [
          { key: PATHS.generalSettings, icon: <SettingOutlined />, label: 'General Settings' },
          { key: PATHS.mySubscriptions, icon: <CrownOutlined />, label: 'My Subscriptions' },
        ]),
    { key: PATHS.profileHelpSupport, icon: <QuestionCircleOutlined />, label: 'Help & Support' },
    { key: PATHS.changePassword, icon: <LockOutlined />, label: 'Change Password' },
    { type: 'divider' },
    { key: PATHS.logout, icon: <LogoutOutlined />, label: 'Sign Out', danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => navigate(key) }}
    >
      <Button type="text" aria-label="Profile menu" style={{ height: 44, paddingInline: 6 }}>
        <Flex gap={8} align="center">
          <Avatar size={32} style={{ background: token.colorPrimary }}>
            {initial}
          </Avatar>
          {!compact && (
            <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
              {name}
            </Typography.Text>
          )}
          <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}

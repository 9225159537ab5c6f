import { UserOutlined } from '@ant-design/icons';
import { Avatar, theme } from 'antd';
import type { Chat } from '../../../../shared/inbox/schemas';
import { chatName, initialsOf } from '../chatDisplay';

/** A chat's picture: the registered user's company logo, else the name's initials, else a person. */
export function ChatAvatar({ chat, size = 40 }: { chat: Chat; size?: number }) {
  const { token } = theme.useToken();
  const initials = initialsOf(chatName(chat));
  return (
    <Avatar
      size={size}
      src={chat.companyLogo || undefined}
      icon={!chat.companyLogo && !initials ? <UserOutlined /> : undefined}
      alt=""
      aria-hidden
      style={{
        flex: 'none',
        // The darker primary keeps white initials readable in both themes (axe: 4.5:1).
        background: chat.companyLogo ? token.colorBgContainer : token.colorPrimaryActive,
        color: token.colorTextLightSolid,
        border: chat.companyLogo ? `1px solid ${token.colorBorderSecondary}` : 'none',
        fontWeight: 600,
        fontSize: Math.round(size * 0.38),
      }}
    >
      {initials}
    </Avatar>
  );
}

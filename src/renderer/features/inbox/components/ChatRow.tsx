import { Badge, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Chat } from '../../../../shared/inbox/schemas';
import { chatName, listTime, shownNumber } from '../chatDisplay';
import { ChatAvatar } from './ChatAvatar';

/** One contact row (spec 03 §2.10): picture, name, number, latest message and its time, unread badge. */
export function ChatRow({ chat, selected, to }: { chat: Chat; selected: boolean; to: string }) {
  const { token } = theme.useToken();
  const [hover, setHover] = useState(false);
  const name = chatName(chat);
  const number = shownNumber(chat.userName);
  const unread = chat.unReadCount > 0;
  return (
    <Link
      to={to}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${name}${name === number ? '' : `, ${number}`}${unread ? `, ${chat.unReadCount} unread` : ''}`}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        padding: '12px 16px',
        color: 'inherit',
        background: selected ? token.colorPrimaryBg : hover ? token.colorFillQuaternary : undefined,
        borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
        transition: 'background 0.15s',
      }}
    >
      <ChatAvatar chat={chat} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }} gap={2}>
        <Flex justify="space-between" align="baseline" gap={8}>
          <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
            {name}
          </Typography.Text>
          <Typography.Text
            type={unread ? undefined : 'secondary'}
            style={{
              fontSize: 12,
              flex: 'none',
              color: unread ? token.colorLink : undefined,
              fontWeight: unread ? 600 : undefined,
            }}
          >
            {listTime(chat.lastMessageDate)}
          </Typography.Text>
        </Flex>
        {name !== number && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {number}
          </Typography.Text>
        )}
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary" ellipsis style={{ minWidth: 0, fontSize: 13 }}>
            {chat.lastMessage ?? ' '}
          </Typography.Text>
          {unread && (
            <Badge
              count={chat.unReadCount}
              overflowCount={99}
              // The darker primary keeps the white count readable in dark mode too.
              color={token.colorPrimaryActive}
              aria-hidden
              style={{ boxShadow: 'none', flex: 'none' }}
            />
          )}
        </Flex>
      </Flex>
    </Link>
  );
}

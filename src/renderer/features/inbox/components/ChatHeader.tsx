import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import type { Chat } from '../../../../shared/inbox/schemas';
import { chatName, shownNumber } from '../chatDisplay';
import { ChatAvatar } from './ChatAvatar';

/**
 * The open chat's name, number and whether it is known; Back on a phone (where Add to contacts is
 * an icon); Add to contacts for a User's unknown chat.
 */
export function ChatHeader({
  chat,
  knownLabel,
  onBack,
  onAddContact,
}: {
  chat: Chat;
  /** "Registered user" (Admin) or "Contact" (User). */
  knownLabel: string;
  onBack?: () => void;
  onAddContact?: () => void;
}) {
  const { token } = theme.useToken();
  const name = chatName(chat);
  const number = shownNumber(chat.userName);
  return (
    <Flex
      align="center"
      gap={12}
      style={{ padding: '10px 16px', borderBottom: `1px solid ${token.colorSplit}`, minHeight: 64 }}
    >
      {onBack && (
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back to chats" onClick={onBack} />
      )}
      <ChatAvatar chat={chat} size={40} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <Typography.Title level={5} ellipsis style={{ margin: 0, minWidth: 0 }}>
            {name}
          </Typography.Title>
          <Tag color={chat.known ? 'success' : 'default'} style={{ marginInlineEnd: 0, flex: 'none' }}>
            {chat.known ? knownLabel : 'Unknown'}
          </Tag>
        </Flex>
        {name !== number && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
            {number}
            {chat.profileName && chat.profileName !== name ? ` · ${chat.profileName}` : ''}
          </Typography.Text>
        )}
      </Flex>
      {onAddContact &&
        (onBack ? (
          // A phone's header keeps its width for the name: the button says it on hover and to screen readers.
          <Tooltip title="Add to contacts">
            <Button icon={<UserAddOutlined />} aria-label="Add to contacts" onClick={onAddContact} />
          </Tooltip>
        ) : (
          <Button icon={<UserAddOutlined />} onClick={onAddContact}>
            Add to contacts
          </Button>
        ))}
    </Flex>
  );
}

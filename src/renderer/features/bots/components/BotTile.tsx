import {
  ApiOutlined,
  BranchesOutlined,
  DeleteOutlined,
  RocketOutlined,
  SettingOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Bot } from '../../../../shared/bots/schemas';
import { TileButtonAction } from '../../../components/TileActions';
import { formatDate } from '../../../components/format/dates';
import type { BotLinks } from '../botLinks';

export interface BotTileProps {
  bot: Bot;
  links: BotLinks;
  /** A User deletes their own bots; an Admin's list has no Delete (§6). */
  onDelete?: () => void;
  deleting?: boolean;
  /** §2: an Admin sees the owner's company and the created date. */
  showOwner?: boolean;
}

/** The bot's icon: its avatar on its colour, else its first letter. */
export function BotAvatar({
  bot,
  size = 56,
}: {
  bot: Pick<Bot, 'name' | 'avatar' | 'colour'>;
  size?: number;
}) {
  return (
    <Avatar
      size={size}
      src={bot.avatar || undefined}
      alt={bot.avatar ? `${bot.name} icon` : undefined}
      style={{ flex: 'none', backgroundColor: bot.colour }}
    >
      {(bot.name[0] ?? '?').toUpperCase()}
    </Avatar>
  );
}

/** One bot of My Bots (§2): icon, name, id, visitors, WhatsApp state, with Edit Flow, Settings, Deploy and Connects. */
export function BotTile({ bot: b, links, onDelete, deleting, showOwner }: BotTileProps) {
  const action = (key: string, label: string, to: string, icon: ReactNode) => (
    <Link
      key={key}
      to={to}
      aria-label={`${label} of ${b.name}`}
      style={{ display: 'block', lineHeight: 1.3 }}
    >
      {icon}
      <span style={{ display: 'block', fontSize: 12 }}>{label}</span>
    </Link>
  );
  const actions = [
    action('flow', 'Edit Flow', links.flow(b.id), <BranchesOutlined />),
    action('settings', 'Settings', links.settings(b.id), <SettingOutlined />),
    action('deploy', 'Deploy', links.deploy(b.id), <RocketOutlined />),
    action('connects', 'Connects', links.analytics(b.id), <ApiOutlined />),
  ];
  if (onDelete)
    actions.push(
      <TileButtonAction
        key="delete"
        title="Delete"
        label={`Delete ${b.name}`}
        icon={<DeleteOutlined />}
        onClick={onDelete}
        loading={deleting}
        danger
      />,
    );
  return (
    <Card size="small" actions={actions}>
      <Flex gap={12} align="center">
        <BotAvatar bot={b} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis title={b.name}>
            {b.name}
          </Typography.Text>
          <Typography.Text type="secondary">Bot #{b.id}</Typography.Text>
          {showOwner && b.companyName && (
            <Typography.Text type="secondary" ellipsis>
              {b.companyName}
            </Typography.Text>
          )}
          <Flex gap={8} wrap align="center">
            <Link to={links.analytics(b.id)}>
              {b.visitorCount} {b.visitorCount === 1 ? 'visitor' : 'visitors'}
            </Link>
            {b.isWhatsAppConnected && (
              <Tag icon={<WhatsAppOutlined />} color="success" style={{ marginInlineEnd: 0 }}>
                WhatsApp
              </Tag>
            )}
            {showOwner && (
              <Typography.Text type="secondary">Created {formatDate(b.createdDate)}</Typography.Text>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

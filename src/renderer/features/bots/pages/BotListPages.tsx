import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { botsContract } from '../../../../shared/bots/contract';
import type { Bot } from '../../../../shared/bots/schemas';
import { sortedColumn } from '../../../components/DataTable/sorting';
import { TileGrid } from '../../../components/TileGrid';
import { useTileDelete } from '../../../components/useTileDelete';
import { ManageList } from '../../../lib/ManageList';
import { botPath } from '../../../lib/paths';
import { useBots, useDeleteBot } from '../api';
import { botLinks } from '../botLinks';
import { BotAvatar, BotTile } from '../components/BotTile';

const userLinks = botLinks('user');
const adminLinks = botLinks('admin');
const BOT_NAMES = { one: 'Bot', many: 'Bots' };

/** My Bots (§2): a grid of the User's bots with Edit Flow, Settings, Deploy, Connects and Delete. */
export function MyBotsPage() {
  const remove = useTileDelete<Bot>(useDeleteBot(), {
    ask: (b) => ({
      title: 'Delete bot?',
      content: `“${b.name}” will be deleted with its flow, visitors, conversations and WhatsApp connection.`,
    }),
    deleted: 'Bot deleted',
  });
  const tile = (b: Bot) => (
    <BotTile bot={b} links={userLinks} onDelete={() => remove.onDelete(b)} deleting={remove.isDeleting(b)} />
  );
  return <TileGrid names={BOT_NAMES} createTo={botPath('create-bot')} useList={useBots} renderTile={tile} />;
}

const manageColumns: ColumnsType<Bot> = [
  {
    ...sortedColumn('Bot Name', 'name'),
    render: (v: string, b) => (
      <Space>
        <BotAvatar bot={b} size={28} />
        {v}
      </Space>
    ),
  },
  sortedColumn('Visitors', 'visitorCount'),
  {
    title: 'WhatsApp',
    dataIndex: 'isWhatsAppConnected',
    render: (v: boolean) => (v ? <Tag color="success">Connected</Tag> : <Tag>Not connected</Tag>),
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, b) => (
      <Space wrap>
        <Link to={adminLinks.flow(b.id)}>Edit Flow</Link>
        <Link to={adminLinks.settings(b.id)}>Settings</Link>
        <Link to={adminLinks.deploy(b.id)}>Deploy</Link>
        <Link to={adminLinks.analytics(b.id)}>Connects</Link>
      </Space>
    ),
  },
];

/**
 * The admin list at manage/bot (§2, §6): every bot with its owner's company and created date, and
 * Edit Flow, Settings, Deploy and Connects under manage/bot. `?Search={userName}` comes from the
 * Update User page's Bots tab.
 */
export function ManageBotsPage() {
  return <ManageList title="Bots" endpoint={botsContract.bots} columns={manageColumns} />;
}

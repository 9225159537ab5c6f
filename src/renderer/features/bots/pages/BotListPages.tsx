import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { botsContract } from '../../../../shared/bots/contract';
import { BOT_MESSAGES as M, type Bot } from '../../../../shared/bots/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { TileGrid } from '../../../components/TileGrid';
import { useUrlPage } from '../../../components/urlPage';
import { ManageList } from '../../../lib/ManageList';
import { botPath } from '../../../lib/paths';
import { useBots, useDeleteBot } from '../api';
import { botLinks } from '../botLinks';
import { BotAvatar, BotTile } from '../components/BotTile';

const userLinks = botLinks('user');
const adminLinks = botLinks('admin');

/** My Bots (§2): a grid of the User's bots with Edit Flow, Settings, Deploy, Connects and Delete. */
export function MyBotsPage() {
  const { page, update } = useUrlPage();
  const list = useBots(page);
  const remove = useDeleteBot();

  const onDelete = async (b: Bot) => {
    if (
      !(await confirmAction({
        title: 'Delete bot?',
        content: `“${b.name}” will be deleted with its flow, visitors, conversations and WhatsApp connection.`,
        okText: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      const res = await remove.mutateAsync({ params: { id: b.id } });
      toastSuccess(res.message ?? 'Bot deleted');
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <TileGrid<Bot>
      title="My Bots"
      createLabel="Create New Bot"
      createTo={botPath('create-bot')}
      page={page}
      go={update}
      list={list}
      noun="bots"
      emptyText={M.noData}
      span={{ xs: 24, md: 12, xl: 8 }}
      renderTile={(b) => (
        <BotTile
          bot={b}
          links={userLinks}
          onDelete={() => void onDelete(b)}
          deleting={remove.isPending && remove.variables?.params.id === b.id}
        />
      )}
    />
  );
}

/**
 * The admin list at manage/bot (§2, §6): every bot with its owner's company and created date, and
 * Edit Flow, Settings, Deploy and Connects under manage/bot. `?Search={userName}` comes from the
 * Update User page's Bots tab.
 */
export function ManageBotsPage() {
  return (
    <ManageList
      title="Bots"
      itemsName="bots"
      source={{ endpoint: botsContract.bots, createdDateColumn: 'createdDate' }}
      columns={[
        {
          title: 'Bot Name',
          dataIndex: 'name',
          key: 'name',
          sorter: true,
          render: (v: string, b) => (
            <Space>
              <BotAvatar bot={b} size={28} />
              {v}
            </Space>
          ),
        },
        { title: 'Visitors', dataIndex: 'visitorCount', key: 'visitorCount', sorter: true },
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
      ]}
    />
  );
}

import { RobotOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { BOT_MESSAGES as M } from '../../../../shared/bots/schemas';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { botPath } from '../../../lib/paths';
import { useBotChoices } from '../api';
import { BotAvatar } from './BotTile';

/**
 * The Analytics and Deploy tabs opened without a bot (§2 app switcher): the User's bots to choose
 * from, each leading to that bot's screen.
 */
export function BotChooser({ title, to }: { title: string; to: (botId: number) => string }) {
  const navigate = useNavigate();
  const bots = useBotChoices();
  let body;
  if (bots.isPending) body = <Skeleton active />;
  else if (bots.isError) return <LoadFailedCard query={bots} fallback="Your bots could not be loaded." />;
  else if (bots.data.records.length === 0)
    body = (
      <Empty image={<RobotOutlined style={{ fontSize: 48 }} />} description={M.noData}>
        <Button type="primary" onClick={() => navigate(botPath('create-bot'))}>
          Create New Bot
        </Button>
      </Empty>
    );
  else
    body = (
      <List
        dataSource={bots.data.records}
        renderItem={(b) => (
          <List.Item>
            <List.Item.Meta
              avatar={<BotAvatar bot={b} size={40} />}
              title={<Link to={to(b.id)}>{b.name}</Link>}
              description={`${b.visitorCount} ${b.visitorCount === 1 ? 'visitor' : 'visitors'}`}
            />
          </List.Item>
        )}
      />
    );
  return (
    <>
      <PageHeading title={title} subtitle="Choose a bot." />
      <Card>{body}</Card>
    </>
  );
}

import { Card, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { PageHeading } from '../../../lib/PageHeading';
import { useBotFlow } from '../api';
import { botIdFrom, botLinks, type BotArea } from '../botLinks';
import { BotNotLoaded } from '../components/WithBot';
import { FlowEditor } from '../editor/FlowEditor';

function EditFlow({ area }: { area: BotArea }) {
  const links = botLinks(area);
  const id = botIdFrom(useParams().botId);
  const flow = useBotFlow(id ?? 0, { enabled: id !== null });
  if (flow.data) return <FlowEditor key={flow.data.id} bot={flow.data} links={links} />;
  return (
    <>
      <PageHeading title="Edit Chat Flow" />
      <Card>
        {id === null || flow.isError ? (
          <BotNotLoaded
            error={id === null ? null : flow.error}
            retry={() => void flow.refetch()}
            backTo={links.list}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </>
  );
}

/** bot/edit-bot/{botId}: the flow editor; Back goes to My Bots (§2). */
export const EditBotFlowPage = () => <EditFlow area="user" />;
/** admin/manage/bot/{botId}: the same editor; Back goes to the admin list. */
export const ManageBotFlowPage = () => <EditFlow area="admin" />;

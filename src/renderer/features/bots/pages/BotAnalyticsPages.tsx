import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { botPath } from '../../../lib/paths';
import { BotVisitorsTable } from '../analytics/BotVisitorsTable';
import { botIdFrom, botLinks, type BotArea } from '../botLinks';
import { BotChooser } from '../components/BotChooser';
import { WithBot } from '../components/WithBot';

function Analytics({ area }: { area: BotArea }) {
  const botId = botIdFrom(useParams().botId);
  return (
    <WithBot botId={botId} backTo={botLinks(area).list} title="Analytics">
      {(bot) => (
        <Card>
          <BotVisitorsTable botId={bot.id} />
        </Card>
      )}
    </WithBot>
  );
}

/** bot/analytics: the bots to choose from (the app switcher's Analytics tab). */
export const BotAnalyticsPage = () => (
  <BotChooser title="Analytics" to={(id) => botPath('analytics/:botId', { botId: id })} />
);
/** bot/analytics/{botId}: the bot name and Analytics (§2). */
export const BotAnalyticsDetailPage = () => <Analytics area="user" />;
/** admin/manage/bot/analytics/{botId} */
export const ManageBotAnalyticsPage = () => <Analytics area="admin" />;

import { GlobalOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Card, Collapse, Flex, Skeleton } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import { useServerOrigin } from '../../../lib/desktop';
import { botPath } from '../../../lib/paths';
import { botIdFrom, botLinks, type BotArea } from '../botLinks';
import { BotChooser } from '../components/BotChooser';
import { EmbedCode, WebDeploySection } from '../deploy/WebDeploySection';
import { WhatsAppSection } from '../deploy/WhatsAppSection';
import { WithBot } from '../components/WithBot';

/** The server's public origin: the desktop app's server, else this page's own. */
function usePublicOrigin(): string | null {
  const origin = useServerOrigin();
  if (origin === null) return null;
  return origin || window.location.origin;
}

function DeployScreen({ area, botId }: { area: BotArea; botId: number | null }) {
  const links = botLinks(area);
  const origin = usePublicOrigin();
  return (
    <WithBot botId={botId} backTo={links.list} title="Deploy">
      {(bot) => (
        <Collapse
          defaultActiveKey={['web', 'whatsapp']}
          items={[
            {
              key: 'web',
              label: (
                <Flex gap={8}>
                  <GlobalOutlined /> Web
                </Flex>
              ),
              children:
                origin === null ? (
                  <Skeleton active />
                ) : (
                  // An Admin has no website of their own to put the bot on.
                  <WebDeploySection bot={bot} origin={origin} withWebsite={area === 'user'} />
                ),
            },
            {
              key: 'whatsapp',
              label: (
                <Flex gap={8}>
                  <WhatsAppOutlined /> WhatsApp
                </Flex>
              ),
              children: <WhatsAppSection botId={bot.id} />,
            },
          ]}
        />
      )}
    </WithBot>
  );
}

/** bot/deploy/{botId}: the bot name and Deploy (§2): Web and WhatsApp. */
export function BotDeployDetailPage() {
  return <DeployScreen area="user" botId={botIdFrom(useParams().botId)} />;
}

/** bot/deploy: the id from navigation state (§2), else the bots to choose from. */
export function BotDeployPage() {
  const state = useLocation().state as { botId?: unknown } | null;
  const botId = typeof state?.botId === 'number' ? botIdFrom(String(state.botId)) : null;
  if (botId !== null) return <DeployScreen area="user" botId={botId} />;
  return <BotChooser title="Deploy" to={(id) => botPath('deploy/:botId', { botId: id })} />;
}

/** admin/manage/bot/deploy/{botId} */
export function ManageBotDeployPage() {
  return <DeployScreen area="admin" botId={botIdFrom(useParams().botId)} />;
}

/** bot/embed-code/{botId}: the snippet alone. */
export function BotEmbedCodePage() {
  const botId = botIdFrom(useParams().botId);
  const origin = usePublicOrigin();
  return (
    <WithBot botId={botId} backTo={botPath('my-bots')} title="Embed Code">
      {(bot) => (
        <Card>{origin === null ? <Skeleton active /> : <EmbedCode bot={bot} origin={origin} />}</Card>
      )}
    </WithBot>
  );
}

import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BOT_MESSAGES as M, type Bot } from '../../../../shared/bots/schemas';
import { CopyButton } from '../../../components/CopyButton';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { webPath } from '../../../lib/paths';
import { useDeployOnWebsite, useMyWebsite } from '../api';
import { cspToAllowOf, embedSnippetOf } from '../botLinks';

/** A block of code to copy: the snippet, the CSP. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <Flex gap={8} align="flex-start">
      <pre
        aria-label={label}
        style={{
          flex: 1,
          minWidth: 0,
          margin: 0,
          padding: 12,
          borderRadius: 8,
          background: 'rgba(127, 127, 127, 0.12)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          fontSize: 13,
        }}
      >
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={`Copy ${label}`} />
    </Flex>
  );
}

/** The snippet and the CSP a website adds: what the Embed Code page shows too. */
export function EmbedCode({ bot, origin }: { bot: Bot; origin: string }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        Paste this code before <Typography.Text code>{'</body>'}</Typography.Text> on every page of your
        website where the chat should appear.
      </Typography.Text>
      <CodeBlock code={embedSnippetOf(origin, bot.widgetKey)} label="embed code" />
      <Typography.Text type="secondary">
        If your site sends a Content Security Policy, allow the platform in these directives:
      </Typography.Text>
      <CodeBlock code={cspToAllowOf(origin)} label="Content Security Policy to allow" />
    </Flex>
  );
}

/** Deploy on Website (§2): only for a User with a platform website; the next publish carries the tag. */
function DeployOnWebsite({ bot }: { bot: Bot }) {
  const navigate = useNavigate();
  const site = useMyWebsite();
  const deploy = useDeployOnWebsite();
  if (site.isPending) return <Skeleton.Button active />;
  if (site.isError || !site.data)
    return (
      <Alert
        type="info"
        showIcon
        title="Host your website with us to add the bot in one click"
        description={
          <Button type="link" style={{ padding: 0 }} onClick={() => navigate(webPath('content'))}>
            Create your website
          </Button>
        }
      />
    );
  const onHere = site.data.botId === bot.id;
  return (
    <Flex gap={12} align="center" wrap>
      <Button
        type="primary"
        loading={deploy.isPending}
        onClick={() =>
          deploy.mutate(
            { params: { id: bot.id } },
            {
              onSuccess: () => toastSuccess(M.addedToWebsite),
              onError: (err) => toastError(err),
            },
          )
        }
      >
        Deploy on Website
      </Button>
      {onHere && (
        <Typography.Text type="success">
          <CheckCircleFilled /> On your website
          {site.data.unpublishedReasons.includes('bot') ? ' after you republish it' : ''}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function WebDeploySection({
  bot,
  origin,
  withWebsite,
}: {
  bot: Bot;
  origin: string;
  withWebsite: boolean;
}) {
  return (
    <Flex vertical gap={16}>
      <EmbedCode bot={bot} origin={origin} />
      {withWebsite && <DeployOnWebsite bot={bot} />}
    </Flex>
  );
}

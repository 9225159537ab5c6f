import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Bot } from '../../../../shared/bots/schemas';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { PageHeading } from '../../../lib/PageHeading';
import { useBot } from '../api';

/** A bot that could not be opened: not found (a bad id, another's bot) or a failure with Try again. */
export function BotNotLoaded({
  error,
  retry,
  backTo,
}: {
  error: unknown;
  retry: () => void;
  backTo: string;
}) {
  const navigate = useNavigate();
  if (error === null || (error instanceof ApiError && error.status === 404))
    return (
      <Result
        status="404"
        title="This bot does not exist"
        subTitle="It may have been deleted."
        extra={
          <Button type="primary" onClick={() => navigate(backTo)}>
            Back to the bots
          </Button>
        }
      />
    );
  return (
    <Result
      status="error"
      title="The bot could not be loaded."
      subTitle={errorText(error, 'Something went wrong')}
      extra={<Button onClick={retry}>Try again</Button>}
    />
  );
}

/** A bot's screen once it is loaded: a bad id or a failure say so; loading shows the page's shape. */
export function WithBot({
  botId,
  backTo,
  title,
  children,
}: {
  botId: number | null;
  backTo: string;
  title: string;
  children: (bot: Bot) => ReactNode;
}) {
  const navigate = useNavigate();
  const bot = useBot(botId ?? 0, { enabled: botId !== null });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
      Back
    </Button>
  );
  if (bot.data)
    return (
      <>
        <PageHeading title={`${bot.data.name} ${title}`} extra={back} />
        {children(bot.data)}
      </>
    );
  return (
    <>
      <PageHeading title={title} extra={back} />
      <Card>
        {botId === null || bot.isError ? (
          <BotNotLoaded
            error={botId === null ? null : bot.error}
            retry={() => void bot.refetch()}
            backTo={backTo}
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </>
  );
}

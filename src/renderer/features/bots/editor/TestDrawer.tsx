import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Drawer, Empty, Flex, Input, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  awaitingKind,
  startFlow,
  stepFlow,
  type BotMessage,
  type FlowState,
  type StepResult,
} from '../../../../shared/bots/engine';
import type { BotWithFlow } from '../../../../shared/bots/schemas';
import { rendererClock } from '../../../lib/businessClock';

type Line = { from: 'bot'; message: BotMessage } | { from: 'visitor'; text: string };

interface Session {
  lines: Line[];
  state: FlowState | null;
}

const linesOf = (r: StepResult): Line[] => r.messages.map((message) => ({ from: 'bot', message }));

function BotBubble({ m, colour }: { m: BotMessage; colour: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={6} align="flex-start" style={{ maxWidth: '85%' }}>
      {m.text && (
        <div
          style={{
            padding: '8px 12px',
            borderRadius: 12,
            background: m.isError ? token.colorErrorBg : token.colorFillSecondary,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {m.text}
        </div>
      )}
      {m.file &&
        (m.file.isImage ? (
          <img src={m.file.path} alt={m.file.name} style={{ maxWidth: 200, borderRadius: 8 }} />
        ) : (
          <Typography.Link href={m.file.path} target="_blank" rel="noreferrer">
            {m.file.name}
          </Typography.Link>
        ))}
      {m.links.map((l) => (
        <Typography.Link
          key={l.linkUrl + l.linkTitle}
          href={l.linkUrl}
          target="_blank"
          rel="noreferrer"
          style={{ color: colour }}
        >
          {l.linkTitle}
        </Typography.Link>
      ))}
    </Flex>
  );
}

/**
 * Test (§2): the saved flow run by the shared engine in the drawer, as a visitor would meet it;
 * nothing is sent to the server or recorded.
 */
export function TestDrawer({ bot, open, onClose }: { bot: BotWithFlow; open: boolean; onClose: () => void }) {
  const { token } = theme.useToken();
  const [session, setSession] = useState<Session>({ lines: [], state: null });
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);

  const restart = () => {
    const r = startFlow(bot.questions, rendererClock.now());
    setSession({ lines: linesOf(r), state: r.state });
    setText('');
  };
  useEffect(() => {
    if (open) restart();
    // A new run each time the drawer opens, on the flow as saved then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, bot]);
  // A block body: newer browsers answer scrollIntoView with a promise, which React would call on cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [session.lines.length]);

  const reply = (typed: string, optionNo?: number) => {
    if (!typed.trim() && optionNo === undefined) return;
    const r = stepFlow(bot.questions, session.state, { text: typed, optionNo }, rendererClock.now());
    setSession((s) => ({
      lines: [...s.lines, { from: 'visitor', text: typed }, ...linesOf(r)],
      state: r.state,
    }));
    setText('');
  };

  const kind = awaitingKind(bot.questions, session.state);
  const lastBot = [...session.lines].reverse().find((l) => l.from === 'bot');
  const choices = kind === 'choice' && lastBot?.from === 'bot' ? lastBot.message.options : [];
  const ended = !session.state || session.state.ended;

  return (
    <Drawer
      title={
        <Flex gap={8} align="center">
          <Avatar
            src={bot.avatar || undefined}
            alt={bot.avatar ? `${bot.name} icon` : undefined}
            style={{ backgroundColor: bot.colour }}
          >
            {bot.name[0]?.toUpperCase()}
          </Avatar>
          <span>Test {bot.name}</span>
        </Flex>
      }
      open={open}
      onClose={onClose}
      size="default"
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
      extra={
        <Button icon={<ReloadOutlined />} onClick={restart}>
          Restart
        </Button>
      }
    >
      <Alert type="info" showIcon title="The saved flow, as a visitor meets it. Nothing is recorded." />
      <Flex
        vertical
        gap={8}
        role="log"
        aria-label="Test conversation"
        tabIndex={0}
        style={{ flex: 1, overflowY: 'auto' }}
      >
        {session.lines.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The flow has no components yet" />
        )}
        {session.lines.map((l, i) =>
          l.from === 'bot' ? (
            <BotBubble key={i} m={l.message} colour={bot.colour} />
          ) : (
            <Flex key={i} justify="flex-end">
              <div
                style={{
                  maxWidth: '85%',
                  padding: '8px 12px',
                  borderRadius: 12,
                  background: token.colorPrimaryBg,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                }}
              >
                {l.text}
              </div>
            </Flex>
          ),
        )}
        {ended && session.lines.length > 0 && (
          <Typography.Text type="secondary" style={{ textAlign: 'center', color: token.colorTextTertiary }}>
            Chat ended
          </Typography.Text>
        )}
        <div ref={end} />
      </Flex>
      {choices.length > 0 && (
        <Flex gap={8} wrap role="group" aria-label="Choices">
          {choices.map((o) => (
            <Button key={o.optionNo} onClick={() => reply(o.value, o.optionNo)}>
              {o.value}
            </Button>
          ))}
        </Flex>
      )}
      <Flex gap={8}>
        <Input
          aria-label="Your reply"
          placeholder={kind === 'none' ? 'Type a trigger word' : 'Type your reply'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => reply(text)}
        />
        <Button type="primary" icon={<SendOutlined />} aria-label="Send" onClick={() => reply(text)} />
      </Flex>
    </Drawer>
  );
}

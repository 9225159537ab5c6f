import { Button, Divider, Empty, Flex, Spin, theme } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import { INBOX_MESSAGES as M, type ChatMessage } from '../../../../shared/inbox/schemas';
import { formatDate } from '../../../components/format/dates';
import { rendererClock } from '../../../lib/businessClock';
import type { PendingReply } from '../replies/pendingReplies';
import { MessageBubble } from './MessageBubble';
import { MessageContent, MessageText } from './MessageContent';

/** The day a message falls on, as the separator names it: Today, Yesterday, else DD-MM-YYYY. */
function dayLabel(iso: string): string {
  const day = rendererClock.ymdAt(iso);
  const now = rendererClock.now();
  if (day === rendererClock.ymdAt(now)) return 'Today';
  if (day === rendererClock.ymdAt(now.getTime() - 86_400_000)) return 'Yesterday';
  return formatDate(iso);
}

/** How close to the bottom still counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 120;

export interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingReply[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Failed replies can be sent again (the window is open). */
  canRetry: boolean;
  onRetry: (id: number) => void;
  retryingId: number | null;
  onRetryPending: (key: string) => void;
  /** Changes when the owner sends: the list goes to the bottom. */
  sentCount: number;
}

/**
 * The chat's messages, oldest at the top and newest at the bottom (spec 03 §4): it opens at the
 * bottom and follows new messages while the reader is there; scrolling to the top asks for the
 * previous 10, keeping the messages in view where they were.
 */
export function MessageList(props: MessageListProps) {
  const { messages, pending, hasOlder, loadingOlder, loadOlder, sentCount } = props;
  const { token } = theme.useToken();
  const log = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /** Distance from the bottom before older messages came in. */
  const anchor = useRef<number | null>(null);

  const askOlder = () => {
    const el = log.current;
    if (!hasOlder || loadingOlder || !el) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    loadOlder();
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < 80) askOlder();
  };

  useEffect(() => {
    nearBottom.current = true;
  }, [sentCount]);

  const oldest = messages[0]?.id;
  const newest = `${messages.at(-1)?.id}:${pending.length}:${sentCount}`;
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    if (anchor.current !== null) {
      // Held while the older page loads, let go once it is in.
      el.scrollTop = el.scrollHeight - anchor.current;
      if (!loadingOlder) anchor.current = null;
    } else if (nearBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [oldest, newest, loadingOlder]);

  // Too few messages to scroll: the previous page comes at once.
  useEffect(() => {
    const el = log.current;
    if (el && el.scrollHeight <= el.clientHeight && hasOlder && !loadingOlder) loadOlder();
  }, [messages.length, hasOlder, loadingOlder, loadOlder]);

  let lastDay = '';
  const separator = (iso: string) => {
    const label = dayLabel(iso);
    if (label === lastDay) return null;
    lastDay = label;
    return (
      <Divider plain style={{ margin: '8px 0', fontSize: 12, color: token.colorTextSecondary }}>
        {label}
      </Divider>
    );
  };

  return (
    <div
      ref={log}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      onScroll={onScroll}
      style={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        padding: '12px 16px',
        background: token.colorBgLayout,
      }}
    >
      {hasOlder && (
        <Flex justify="center" style={{ marginBottom: 8 }}>
          {loadingOlder ? (
            <Spin size="small" aria-label="Loading older messages" />
          ) : (
            <Button size="small" onClick={askOlder}>
              Older messages
            </Button>
          )}
        </Flex>
      )}
      {messages.length === 0 && pending.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noMessages} style={{ marginTop: 48 }} />
      ) : (
        <Flex vertical gap={6}>
          {messages.map((m) => (
            <Fragment key={m.id}>
              {separator(m.time)}
              <MessageBubble
                ours={m.isBusinessMessage}
                time={m.time}
                status={m.status}
                error={m.error}
                bare={m.messageType === 'template'}
                onRetry={props.canRetry && m.messageType === 'text' ? () => props.onRetry(m.id) : undefined}
                retrying={props.retryingId === m.id}
              >
                <MessageContent message={m} />
              </MessageBubble>
            </Fragment>
          ))}
          {pending.map((r) => (
            <Fragment key={r.key}>
              {separator(r.at)}
              <MessageBubble
                ours
                time={r.at}
                status={r.state === 'failed' ? 'failed' : 'pending'}
                onRetry={props.canRetry ? () => props.onRetryPending(r.key) : undefined}
              >
                <MessageText text={r.body} />
              </MessageBubble>
            </Fragment>
          ))}
        </Flex>
      )}
    </div>
  );
}

import { StarFilled } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Skeleton, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BOT_MESSAGES as M } from '../../../../shared/bots/schemas';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { formatDateTime } from '../../../components/format/dates';
import type { useConversation } from '../api';
import { conversationTime } from '../botLinks';

/** The parts of a conversation modal (spec 03 §3.6, §8.2): a bot's visitor's, or a number's. */

type ConversationQuery = ReturnType<typeof useConversation>;

/** The messages in order, oldest first; the newest in view as a chat opens. */
export function MessageLog({
  conversation: c,
  ourSide,
}: {
  conversation: NonNullable<ConversationQuery['data']>;
  ourSide: string;
}) {
  const { token } = theme.useToken();
  const log = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = term
    ? c.messages.filter((m) => (m.isBotMessage ? m.questionText : m.reply)?.toLowerCase().includes(term))
    : c.messages;
  const count = shown.length;
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);
  return (
    <Flex vertical gap={8}>
      {c.messages.length > 3 && (
        <Input.Search
          allowClear
          aria-label="Search messages"
          placeholder="Search messages"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      )}
      {count === 0 && term ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noMessages} />
      ) : (
        <Flex
          vertical
          gap={8}
          ref={log}
          role="log"
          tabIndex={0}
          aria-label="Messages"
          style={{ maxHeight: '55vh', overflowY: 'auto', padding: 4 }}
        >
          {shown.map((m, i) => {
            const text = m.isBotMessage ? m.questionText : m.reply;
            return (
              <Flex key={i} vertical align={m.isBotMessage ? 'flex-start' : 'flex-end'}>
                <div
                  style={{
                    maxWidth: '80%',
                    padding: '8px 12px',
                    borderRadius: 12,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    background: m.isBotMessage ? token.colorFillSecondary : token.colorPrimaryBg,
                    border: m.isLeadMessage ? `1px solid ${token.colorWarningBorder}` : undefined,
                  }}
                >
                  <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                    {m.isBotMessage ? ourSide : c.visitorName || 'Visitor'}
                  </Typography.Text>
                  {text}
                </div>
                <Flex gap={6} align="center" style={{ marginTop: 2 }}>
                  {m.isLeadMessage && (
                    <Tag icon={<StarFilled />} color="warning" style={{ marginInlineEnd: 0 }}>
                      Lead
                    </Tag>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {conversationTime(formatDateTime(m.sentDate))}
                  </Typography.Text>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}

/** Loading and §8.2's load failures ("No conversation found", else "Failed to load conversation"). */
export function LoadState({ conversation }: { conversation: ConversationQuery }) {
  if (conversation.isPending) return <Skeleton active />;
  return (
    <Alert
      type="error"
      showIcon
      title={
        conversation.error instanceof ApiError && conversation.error.status === 404
          ? M.conversationNotFound
          : errorText(conversation.error, M.conversationFailed)
      }
      action={
        <Button size="small" onClick={() => void conversation.refetch()}>
          Try again
        </Button>
      }
    />
  );
}

/** "Conversation" over the visitor's or contact's name and number. */
export const titleOf = (who: (string | null | undefined)[]) => (
  <Flex vertical>
    <span>Conversation</span>
    <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
      {who.filter(Boolean).join(' · ')}
    </Typography.Text>
  </Flex>
);

import { SendOutlined, StarFilled } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Modal, Skeleton, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BOT_MESSAGES as M, sendTextMessageSchema, type BotVisitor } from '../../../../shared/bots/schemas';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { rendererClock } from '../../../lib/businessClock';
import { useConversation, useSendTextMessage } from '../api';
import { conversationTime } from '../botLinks';
import { canReply } from './conversationRules';

function ReplyBox({ botId, visitor }: { botId: number; visitor: BotVisitor }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendTextMessage();
  const isWeb = visitor.platform === 'Web';
  const onSend = () => {
    const parsed = sendTextMessageSchema.safeParse({
      message: text,
      chatBotId: botId,
      isWebVisitor: isWeb,
      // Spec 03 §7.5: the phone number, or the visitor's id when there is none (web visitors).
      ...(isWeb ? {} : { phoneNumber: visitor.visitorNumber }),
      visitorUUId: visitor.visitorUUId,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? M.replyRequired);
      return;
    }
    setProblem(null);
    send.mutate(
      { body: parsed.data },
      {
        onSuccess: (res) => {
          setText('');
          toastSuccess(res.data.delivered === 'queuedForWeb' ? M.messageSavedForWeb : M.messageSent);
        },
        onError: (err) => toastError(err, M.sendFailed),
      },
    );
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label="Reply"
          placeholder="Type a reply"
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'reply-problem' : undefined}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            onSend();
          }}
        />
        <Button type="primary" icon={<SendOutlined />} loading={send.isPending} onClick={onSend}>
          Send
        </Button>
      </Flex>
      {problem && (
        <Typography.Text id="reply-problem" type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

function Messages({ botId, visitor }: { botId: number; visitor: BotVisitor }) {
  const { token } = theme.useToken();
  const conversation = useConversation(visitor.visitorUUId);
  const log = useRef<HTMLDivElement>(null);
  const count = conversation.data?.messages.length ?? 0;
  // The newest message in view, as a chat opens.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);
  if (conversation.isPending) return <Skeleton active />;
  if (conversation.isError)
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
  const c = conversation.data;
  const replyOpen = canReply(c, rendererClock.now());
  return (
    <Flex vertical gap={12}>
      {c.messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noConversation} />
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
          {c.messages.map((m, i) => {
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
                    {m.isBotMessage ? 'Bot' : c.visitorName || 'Visitor'}
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
      {replyOpen ? (
        <ReplyBox botId={botId} visitor={visitor} />
      ) : (
        <Alert type="warning" showIcon title={M.windowExpired} />
      )}
    </Flex>
  );
}

/** Spec 02 §2: "Conversation" with the visitor's name and number; the owner may reply (§4). */
export function ConversationModal({
  botId,
  visitor,
  onClose,
}: {
  botId: number;
  visitor: BotVisitor | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={visitor !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      title={
        visitor ? (
          <Flex vertical>
            <span>Conversation</span>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {[visitor.visitorName, visitor.visitorNumber].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Flex>
        ) : (
          'Conversation'
        )
      }
    >
      {visitor && <Messages botId={botId} visitor={visitor} />}
    </Modal>
  );
}

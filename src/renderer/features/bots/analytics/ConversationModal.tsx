import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { BOT_MESSAGES as M, sendTextMessageSchema, type BotVisitor } from '../../../../shared/bots/schemas';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { rendererClock } from '../../../lib/businessClock';
import { useConversation, useSendTextMessage } from '../api';
import { LoadState, MessageLog, titleOf } from './ConversationLog';
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
  const conversation = useConversation(visitor.visitorUUId);
  if (!conversation.data) return <LoadState conversation={conversation} />;
  const c = conversation.data;
  const replyOpen = canReply(c, rendererClock.now());
  return (
    <Flex vertical gap={12}>
      {c.messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noConversation} />
      ) : (
        <MessageLog conversation={c} ourSide="Bot" />
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
      title={visitor ? titleOf([visitor.visitorName, visitor.visitorNumber]) : 'Conversation'}
    >
      {visitor && <Messages botId={botId} visitor={visitor} />}
    </Modal>
  );
}

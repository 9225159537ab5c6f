import { Alert, Empty, Flex, Modal } from 'antd';
import { BOT_MESSAGES as M, type BotVisitor } from '../../../../shared/bots/schemas';
import { rendererClock } from '../../../lib/businessClock';
import { useConversation } from '../api';
import { LoadState, MessageLog, titleOf } from './ConversationLog';
import { canReply } from './conversationRules';
import { ReplyBox } from './ReplyBox';
import { useConversationLive } from './useConversationLive';

function Messages({ botId, visitor }: { botId: number; visitor: BotVisitor }) {
  const conversation = useConversation(visitor.visitorUUId);
  useConversationLive(visitor.platform === 'WhatsApp' ? visitor.visitorNumber : null, conversation.refetch);
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
        <ReplyBox
          to={{
            chatBotId: botId,
            isWebVisitor: visitor.platform === 'Web',
            // Spec 03 §7.5: the phone number, or the visitor's id when there is none (web visitors).
            ...(visitor.platform === 'Web' ? {} : { phoneNumber: visitor.visitorNumber }),
            visitorUUId: visitor.visitorUUId,
          }}
        />
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

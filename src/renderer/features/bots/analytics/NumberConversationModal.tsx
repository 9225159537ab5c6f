import { Alert, Empty, Flex, Modal } from 'antd';
import { BOT_MESSAGES as M } from '../../../../shared/bots/schemas';
import { useNumberConversation } from '../api';
import { rendererClock } from '../../../lib/businessClock';
import { LoadState, MessageLog, titleOf } from './ConversationLog';
import { canReply } from './conversationRules';
import { ReplyBox } from './ReplyBox';
import { useConversationLive } from './useConversationLive';

/**
 * The owner's conversation with a WhatsApp number without a bot (spec 03 §2.5, §2.7): the campaign
 * messages sent to it, its replies and the owner's. "No Conversation Yet" while the contact has not
 * written (§8.2); a reply goes from the owner's number while the 24-hour window is open (§4), else
 * the warning that it expired.
 */
function NumberMessages({ phoneNumber }: { phoneNumber: string }) {
  const conversation = useNumberConversation(phoneNumber);
  useConversationLive(phoneNumber, conversation.refetch);
  if (!conversation.data) return <LoadState conversation={conversation} />;
  const c = conversation.data;
  const theyWrote = c.messages.some((m) => !m.isBotMessage);
  if (c.messages.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noConversationYet} />;
  return (
    <Flex vertical gap={12}>
      <MessageLog conversation={c} ourSide="You" />
      {!theyWrote ? (
        <Alert type="info" showIcon title={M.noConversationYet} />
      ) : canReply(c, rendererClock.now()) ? (
        <ReplyBox to={{ phoneNumber, isWebVisitor: false }} />
      ) : (
        <Alert type="warning" showIcon title={M.windowExpired} />
      )}
    </Flex>
  );
}

/** View Conversation of a campaign message or a contact's history row: by the number it went to. */
export function NumberConversationModal({
  phoneNumber,
  name,
  onClose,
}: {
  /** Null while closed. */
  phoneNumber: string | null;
  name?: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={phoneNumber !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      title={phoneNumber ? titleOf([name, `+${phoneNumber}`]) : 'Conversation'}
    >
      {phoneNumber && <NumberMessages phoneNumber={phoneNumber} />}
    </Modal>
  );
}

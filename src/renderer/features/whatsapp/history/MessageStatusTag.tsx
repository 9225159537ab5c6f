import { Tag } from 'antd';
import type { MessageStatus } from '../../../../shared/whatsapp/campaigns';

const TONES: Record<MessageStatus, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'blue',
  delivered: 'cyan',
  read: 'success',
  failed: 'error',
};

/** A message's status as text (spec 03 §4), coloured by how far it got. */
export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return (
    <Tag color={TONES[status]} variant="filled" style={{ marginInlineEnd: 0, textTransform: 'capitalize' }}>
      {status}
    </Tag>
  );
}

import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { messageErrorText } from '../../../../shared/whatsapp/message-error';

/**
 * A failed message's error icon and the modal it opens (spec 03 §4): the stored error parsed as
 * JSON, showing error.message, then message, else the raw text. `what` names the message for
 * assistive technology ("Spring sale").
 */
export function MessageErrorButton({ error, what }: { error: string | null; what: string }) {
  const [open, setOpen] = useState(false);
  if (!error) return null;
  return (
    <>
      <Button
        type="text"
        size="small"
        danger
        icon={<ExclamationCircleOutlined aria-hidden />}
        aria-label={`Error of ${what}`}
        onClick={() => setOpen(true)}
      />
      <Modal
        title="Error Message"
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {messageErrorText(error)}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

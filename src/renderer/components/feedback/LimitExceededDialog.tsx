import { Button, Modal } from 'antd';
import { MESSAGES } from '../messages';
import { modalApi } from './instances';

export interface LimitExceededDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog for a 402, when a screen prefers to hold it in its own state. */
export function LimitExceededDialog({ open, onClose }: LimitExceededDialogProps) {
  return (
    <Modal
      open={open}
      title={MESSAGES.limitExceededTitle}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} autoFocus>
          OK
        </Button>
      }
    >
      <p>{MESSAGES.limitExceededText}</p>
    </Modal>
  );
}

let showing: Promise<void> | null = null;

/**
 * Opens "Limit exceeded" / "Kindly contact administrator." (spec 00 section 8, spec 02). Two
 * failing calls in a row show one dialog, not a stack. Resolves when the user closes it.
 */
export function showLimitExceeded(): Promise<void> {
  if (showing) return showing;
  showing = new Promise<void>((resolve) => {
    const done = () => {
      showing = null;
      resolve();
    };
    modalApi().warning({
      title: MESSAGES.limitExceededTitle,
      content: MESSAGES.limitExceededText,
      okText: 'OK',
      onOk: done,
      onCancel: done,
    });
  });
  return showing;
}

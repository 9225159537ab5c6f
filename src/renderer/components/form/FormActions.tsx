import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form's buttons: its own actions first (`extra`), then the submit and, when the form can be
 * left, Cancel (held while the answer is awaited).
 */
export function FormActions({
  submitting,
  submitLabel = 'Save',
  submitDisabled,
  onCancel,
  cancelWhileSaving,
  extra,
}: {
  submitting: boolean;
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  onCancel?: () => void;
  /** Keep Cancel usable while a save is awaited (editors whose save only leaves the page). */
  cancelWhileSaving?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Flex gap={8}>
      {extra}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} disabled={submitting && !cancelWhileSaving}>
          Cancel
        </Button>
      )}
    </Flex>
  );
}

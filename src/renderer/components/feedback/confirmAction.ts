import type { ReactNode } from 'react';
import { modalApi } from './instances';

export interface ConfirmOptions {
  /** e.g. "Delete plan?" (spec 00 section 8). */
  title: ReactNode;
  /** e.g. "This plan will be deleted." */
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Red OK button; focus starts on Cancel so that Enter does not destroy anything by accident. */
  danger?: boolean;
}

/** Asks the user; resolves true on OK, false on Cancel, Escape or closing the dialog. */
export function confirmAction({
  title,
  content,
  okText,
  cancelText,
  danger,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modalApi().confirm({
      title,
      content,
      okText,
      cancelText,
      okButtonProps: { danger },
      autoFocusButton: danger ? 'cancel' : 'ok',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

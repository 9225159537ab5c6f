import { useCallback } from 'react';

// The dialog's code (antd Modal) loads only when a 402 actually happens.
const loadDialog = () => import('../components/feedback/LimitExceededDialog');

/**
 * A 402 (plan allowance used up) anywhere opens one "Limit exceeded" / "Kindly contact
 * administrator." dialog (spec 00 section 8). The dialog itself is the UI kit's.
 */
export function notifyLimitExceeded(): void {
  void loadDialog().then((m) => m.showLimitExceeded());
}

/** For screens that want to open the dialog themselves. */
export function useLimitExceededDialog(): () => Promise<void> {
  return useCallback(() => loadDialog().then((m) => m.showLimitExceeded()), []);
}

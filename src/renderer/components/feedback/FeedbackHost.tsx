import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedbackInstances } from './instances';

/**
 * Mount once inside antd's `<App>` (the app shell does) so that toasts and dialogs opened from
 * anywhere use the current theme.
 */
export function FeedbackHost() {
  const api = App.useApp();
  useLayoutEffect(() => {
    setFeedbackInstances(api);
    return () => setFeedbackInstances(null);
  }, [api]);
  return null;
}

import { useEffect, useState } from 'react';
import type { Chat } from '../../../shared/inbox/schemas';
import { useReadChat } from './api';

/** Whether the window is in view (a message that came into a hidden tab is not read yet). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Opening a chat with unread messages marks it read (spec 03 §7.10: the count goes to 0 and the
 * server sends the read receipt), and again whenever the contact writes while it is open and in view.
 */
export function useMarkRead(chat: Chat | undefined) {
  const { mutate, isPending } = useReadChat();
  const visible = usePageVisible();
  const unread = chat?.unReadCount ?? 0;
  const phone = chat?.userName;
  useEffect(() => {
    if (!phone || unread === 0 || isPending || !visible) return;
    mutate({ params: { phone } });
  }, [phone, unread, isPending, visible, mutate]);
}

import { Badge } from 'antd';
import type { LiveState } from '../live/useInboxLive';

const LIVE: Record<LiveState, { status: 'success' | 'processing' | 'warning'; text: string }> = {
  open: { status: 'success', text: 'Live' },
  connecting: { status: 'processing', text: 'Connecting…' },
  retrying: { status: 'warning', text: 'Reconnecting…' },
};

/** Whether new messages arrive by themselves: the inbox's stream state. */
export function LiveBadge({ state }: { state: LiveState }) {
  const live = LIVE[state];
  return (
    <span role="status" aria-label={`Live updates: ${live.text}`}>
      <Badge status={live.status} text={live.text} />
    </span>
  );
}

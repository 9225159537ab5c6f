import { Tag } from 'antd';
import { logStatusView } from './logStatus';

export interface StatusBadgeProps {
  status: string | null | undefined;
}

/** The status of a log row (posts, web updates, campaigns, cron…), spec 00 section 4. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, tone } = logStatusView(status);
  return (
    <Tag color={tone} variant="filled" style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}

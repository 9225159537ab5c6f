import { Tag } from 'antd';

const TONES = { Paid: 'success', Unpaid: 'warning', Canceled: 'default' } as const;

/** A plan's status as the payment log names it: Unpaid, Paid, Canceled (spec 00 section 4). */
export function PlanStatusTag({ status }: { status: 'Unpaid' | 'Paid' | 'Canceled' }) {
  return (
    <Tag color={TONES[status]} variant="filled" style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}

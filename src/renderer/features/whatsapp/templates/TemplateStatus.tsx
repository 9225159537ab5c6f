import { Flex, Tag, Typography } from 'antd';

const TONES: Record<string, string> = {
  APPROVED: 'success',
  PENDING: 'processing',
  IN_APPEAL: 'processing',
  REJECTED: 'error',
  DISABLED: 'error',
  PAUSED: 'warning',
  LIMIT_EXCEEDED: 'warning',
  PENDING_DELETION: 'default',
  DELETED: 'default',
};

/** "IN_APPEAL" → "In appeal". */
const labelOf = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** A template's status as Meta gives it, with the reason it was rejected, paused or disabled. */
export function TemplateStatus({ status, reason }: { status: string; reason: string | null }) {
  return (
    <Flex vertical align="flex-start" gap={2}>
      <Tag color={TONES[status] ?? 'default'} variant="filled" style={{ marginInlineEnd: 0 }}>
        {labelOf(status)}
      </Tag>
      {reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {reason}
        </Typography.Text>
      )}
    </Flex>
  );
}

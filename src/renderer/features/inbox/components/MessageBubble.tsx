import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { INBOX_MESSAGES as M, type TickStatus } from '../../../../shared/inbox/schemas';
import { formatDateTime } from '../../../components/format/dates';
import { MessageErrorButton } from '../../whatsapp';
import { MessageTicks } from './MessageTicks';

export interface BubbleProps {
  /** Ours (the business) on the right, the contact's on the left (spec 03 §3.7). */
  ours: boolean;
  time: string;
  /** Ours only: how far it got. */
  status?: TickStatus | null;
  /** A failed one's stored error (the modal parses it, spec 03 §4). */
  error?: string | null;
  /** A failed reply can be sent again while the window is open. */
  onRetry?: () => void;
  retrying?: boolean;
  /** No bubble around it (a template's preview draws its own). */
  bare?: boolean;
  children: ReactNode;
}

/** One message in the chat panel: its content, then its time and ticks; a failed one its error and Retry. */
export function MessageBubble({ ours, time, status, error, onRetry, retrying, bare, children }: BubbleProps) {
  const { token } = theme.useToken();
  const failed = status === 'failed';
  const meta = (
    <Flex gap={6} align="center" justify="flex-end" style={{ marginTop: 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>
        {formatDateTime(time).slice(11)}
      </Typography.Text>
      {ours && status && !failed && <MessageTicks status={status} />}
    </Flex>
  );
  return (
    <Flex vertical align={ours ? 'flex-end' : 'flex-start'} style={{ paddingInline: 4 }}>
      <Flex gap={4} align="center" style={{ maxWidth: '78%' }} justify={ours ? 'flex-end' : 'flex-start'}>
        {failed && <MessageErrorButton error={error || M.sendFailed} what="your message" />}
        <div
          style={
            bare
              ? { minWidth: 0 }
              : {
                  minWidth: 72,
                  padding: '6px 10px 4px',
                  borderRadius: 12,
                  borderEndEndRadius: ours ? 4 : 12,
                  borderEndStartRadius: ours ? 12 : 4,
                  background: ours ? token.colorPrimaryBg : token.colorBgContainer,
                  border: `1px solid ${failed ? token.colorErrorBorder : ours ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
                  boxShadow: token.boxShadowTertiary,
                }
          }
        >
          {children}
          {meta}
        </div>
      </Flex>
      {failed && onRetry && (
        <Button
          size="small"
          type="link"
          danger
          icon={<ReloadOutlined aria-hidden />}
          loading={retrying}
          onClick={onRetry}
          style={{ paddingInline: 4 }}
        >
          Retry
        </Button>
      )}
    </Flex>
  );
}

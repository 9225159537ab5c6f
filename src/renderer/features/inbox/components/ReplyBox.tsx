import { ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography, theme } from 'antd';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { INBOX_LIMITS, INBOX_MESSAGES as M } from '../../../../shared/inbox/schemas';
import { formatDateTime } from '../../../components/format/dates';
import { rendererClock } from '../../../lib/businessClock';
import { replyWindowAt, timeLeftText } from '../replyWindow';

/** The business clock's now, read again every few seconds (the countdown shows whole minutes). */
function useClockNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => rendererClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(rendererClock.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The composer: Enter sends, Shift+Enter starts a new line; the body goes as typed (spec 03 §5.7). */
function Composer({ onSend, hint }: { onSend: (body: string) => void; hint: ReactNode }) {
  const [body, setBody] = useState('');
  const counterId = useId();
  const empty = body.trim() === '';
  const send = () => {
    if (empty) return;
    onSend(body);
    setBody('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  return (
    <>
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          aria-label="Reply"
          aria-describedby={counterId}
          placeholder="Type a message"
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={INBOX_LIMITS.replyMax}
          style={{ flex: 1, paddingBlock: 8 }}
        />
        <Button
          type="primary"
          shape="circle"
          size="large"
          icon={<SendOutlined aria-hidden />}
          aria-label="Send"
          disabled={empty}
          onClick={send}
        />
      </Flex>
      <Flex justify="space-between" gap={12} style={{ marginTop: 4, paddingInlineEnd: 48 }}>
        {hint}
        <Typography.Text id={counterId} type="secondary" style={{ fontSize: 12, flex: 'none' }}>
          {body.length} / {INBOX_LIMITS.replyMax}
        </Typography.Text>
      </Flex>
    </>
  );
}

/**
 * The reply area (spec 03 §4): while the contact's latest message is under 24 hours old, the box
 * with the time left; after that a notice of when it closed, or that the contact has not written.
 */
export function ReplyBox({
  lastUserMessageDate,
  onSend,
}: {
  lastUserMessageDate: string | null;
  onSend: (body: string) => void;
}) {
  const { token } = theme.useToken();
  const now = useClockNow();
  const win = replyWindowAt(lastUserMessageDate, now);
  const frame = { padding: '12px 16px', borderTop: `1px solid ${token.colorSplit}` };
  if (win.kind === 'never')
    return (
      <div style={frame}>
        <Alert
          type="info"
          showIcon
          title="This contact has not written yet"
          description="WhatsApp lets you reply once they send you a message: the reply window is open for 24 hours after each of their messages."
        />
      </div>
    );
  if (win.kind === 'closed')
    return (
      <div style={frame}>
        <Alert
          type="warning"
          showIcon
          title="The reply window has closed"
          description={`${M.windowClosed} It closed on ${formatDateTime(win.closedAt)}.`}
        />
      </div>
    );
  const lastHour = win.leftMs < 3_600_000;
  return (
    <div style={frame}>
      <Composer
        onSend={onSend}
        hint={
          <Typography.Text
            type={lastHour ? 'warning' : 'secondary'}
            style={{ fontSize: 12 }}
            role="timer"
            aria-live="off"
          >
            <ClockCircleOutlined aria-hidden /> Replies close in {timeLeftText(win.leftMs)}
          </Typography.Text>
        }
      />
    </div>
  );
}

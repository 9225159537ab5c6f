import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  BOT_MESSAGES as M,
  sendTextMessageSchema,
  type SendTextMessage,
} from '../../../../shared/bots/schemas';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { useSendTextMessage } from '../api';

/**
 * The owner's reply in a conversation modal (spec 03 §4, §5.3, §7.5, §8.2): trimmed and non-empty;
 * `to` names a bot's visitor (from the bot's number, or saved for a web visitor's next request) or a
 * number without a bot (from the owner's own number).
 */
export function ReplyBox({ to }: { to: Omit<SendTextMessage, 'message'> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const send = useSendTextMessage();
  const onSend = () => {
    const parsed = sendTextMessageSchema.safeParse({ ...to, message: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? M.replyRequired);
      return;
    }
    setProblem(null);
    send.mutate(
      { body: parsed.data },
      {
        onSuccess: (res) => {
          setText('');
          toastSuccess(res.data.delivered === 'queuedForWeb' ? M.messageSavedForWeb : M.messageSent);
        },
        onError: (err) => toastError(err, M.sendFailed),
      },
    );
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label="Reply"
          placeholder="Type a reply"
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            onSend();
          }}
        />
        <Button type="primary" icon={<SendOutlined />} loading={send.isPending} onClick={onSend}>
          Send
        </Button>
      </Flex>
      {problem && (
        <Typography.Text id={problemId} type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

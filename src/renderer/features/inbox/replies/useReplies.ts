import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../../shared/http/client';
import { INBOX_MESSAGES as M } from '../../../../shared/inbox/schemas';
import { toastError } from '../../../components/feedback/toast';
import { rendererClock } from '../../../lib/businessClock';
import { applyMessage, refreshMessages, useReply } from '../api';
import type { PendingReply } from './pendingReplies';

let replyCounter = 0;

/** Replies shown at once and settled by the server's answer (spec 03 §5.7). */
export function useReplies(phone: string, newestId: number) {
  const client = useQueryClient();
  const { mutate } = useReply();
  const [pending, setPending] = useState<PendingReply[]>([]);
  const [sentCount, setSentCount] = useState(0);

  const post = useCallback(
    (r: PendingReply) => {
      setPending((list) => [...list.filter((p) => p.key !== r.key), { ...r, state: 'sending' }]);
      mutate(
        { params: { phone }, body: { body: r.body } },
        {
          onSuccess: (res) => {
            applyMessage(client, phone, res.data);
            setPending((list) => list.filter((p) => p.key !== r.key));
          },
          onError: (err) => {
            // A closed window says so; anything else is the spec's message (§8.6).
            toastError(err instanceof ApiError && err.status === 409 ? err : M.sendFailed);
            setPending((list) => list.map((p) => (p.key === r.key ? { ...p, state: 'failed' } : p)));
            // The server may keep it as failed: its row (with Retry) then stands for this one.
            void refreshMessages(client, phone);
          },
        },
      );
    },
    [client, phone, mutate],
  );

  const send = (body: string) => {
    replyCounter += 1;
    setSentCount((n) => n + 1);
    post({
      key: `reply-${replyCounter}`,
      body,
      afterId: newestId,
      at: rendererClock.now().toISOString(),
      state: 'sending',
    });
  };
  const retry = (key: string) => {
    const r = pending.find((p) => p.key === key);
    if (r) post(r);
  };
  return { pending, send, retry, sentCount };
}

import type { ChatMessage } from '../../../../shared/inbox/schemas';

/** A reply typed here that the chat's messages do not hold yet (shown at once, spec 03 §5.7). */
export interface PendingReply {
  key: string;
  body: string;
  /** The newest message id the chat had when it was sent: the server's row for it comes after. */
  afterId: number;
  /** When it was typed (the bubble's time until the server's row stands for it). */
  at: string;
  state: 'sending' | 'failed';
}

/** The newest message id among these (0 for none). */
export const newestIdOf = (messages: ChatMessage[]) => messages.reduce((n, m) => Math.max(n, m.id), 0);

/**
 * The pending replies that no message of the chat stands for yet. The server's row of a reply (from
 * its answer or the live stream, which may come first) is a text of ours with the same body, newer
 * than the chat was when it was sent; each row stands for one reply, oldest first.
 */
export function unmatchedReplies(replies: PendingReply[], messages: ChatMessage[]): PendingReply[] {
  const used = new Set<number>();
  return replies.filter((r) => {
    const row = messages.find(
      (m) =>
        m.isBusinessMessage &&
        m.messageType === 'text' &&
        m.id > r.afterId &&
        !used.has(m.id) &&
        m.message === r.body,
    );
    if (!row) return true;
    used.add(row.id);
    return false;
  });
}

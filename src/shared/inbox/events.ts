import { z } from 'zod';
import { chatMessageSchema, chatSchema } from './schemas';

/**
 * The inbox's live updates (issue 27 "Live updates"): `GET /api/Inbox/Events` as server-sent events,
 * one per change, scoped to the caller. Each has a growing id; a client that reconnects sends the
 * last one it saw as `Last-Event-ID` and gets what it missed, from any server instance.
 */
export const INBOX_EVENTS_PATH = '/api/Inbox/Events';

export const inboxEventSchema = z.discriminatedUnion('type', [
  /** A message came or was sent: the chat's row as it now is, and the message. */
  z.object({ type: z.literal('message'), chat: chatSchema, message: chatMessageSchema }),
  /** A message of ours changed status (sent, delivered, read, failed). */
  z.object({ type: z.literal('status'), chat: chatSchema, message: chatMessageSchema }),
  /** A chat's row changed (read, unread count reset, became known). */
  z.object({ type: z.literal('chat'), chat: chatSchema }),
]);
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/** An event as the stream delivers it: the row's id and the change. */
export interface InboxStreamEvent {
  id: string;
  event: InboxEvent;
}

/** The stream's own reconnection: first wait, then doubled up to the longest. */
export const STREAM_RETRY = { firstMs: 500, longestMs: 15_000 } as const;

import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import {
  chatMessageSchema,
  chatMessagesQuery,
  chatPhoneParams,
  chatReplySchema,
  chatSchema,
  chatsQuery,
  retryParams,
} from './schemas';

/**
 * The inbox (spec 03 §7.10; issue 27): an Admin's calls answer the platform number's chats, a User's
 * their own connected number's. Another owner's chat answers 404. The live updates are
 * `GET /api/Inbox/Events` (events.ts), a stream rather than one answer.
 */
export const inboxContract = areaContract('inbox', {
  chats: endpoint({
    method: 'GET',
    path: '/api/Inbox/Chats',
    access: 'signedIn',
    summary:
      'Chats by type (known, unknown, renewalreminder), newest message first, 20 a page; Search by number, company or name',
    query: chatsQuery,
    response: listOf(chatSchema),
  }),
  chat: endpoint({
    method: 'GET',
    path: '/api/Inbox/Chats/:phone',
    access: 'signedIn',
    summary: "One chat's row (the open chat of the URL), with the time of the contact's latest message",
    params: chatPhoneParams,
    response: chatSchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/Inbox/Chats/:phone/Messages',
    access: 'signedIn',
    summary: "A chat's messages, newest first, 10 a page (spec 03 §4)",
    params: chatPhoneParams,
    query: chatMessagesQuery,
    response: listOf(chatMessageSchema),
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/Inbox/Chats/:phone/Read',
    access: 'signedIn',
    summary:
      "Opening a chat: its unread count goes to 0 and the contact's latest message is marked read at the Cloud API",
    params: chatPhoneParams,
    response: chatSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/Inbox/Chats/:phone/Reply',
    access: 'signedIn',
    summary:
      "A reply as typed (spec 03 §5.7), within 24 hours of the contact's latest message (409 after); empty or over 4,096 characters 422; a Cloud API refusal keeps the message as failed",
    params: chatPhoneParams,
    body: chatReplySchema,
    response: chatMessageSchema,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/Inbox/Chats/:phone/Messages/:id/Retry',
    access: 'signedIn',
    summary: 'Sends a failed reply again, within the window',
    params: retryParams,
    response: chatMessageSchema,
  }),
});

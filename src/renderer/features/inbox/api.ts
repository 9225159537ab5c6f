import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inboxContract as c } from '../../../shared/inbox/contract';
import { INBOX_LIMITS, type Chat, type ChatMessage } from '../../../shared/inbox/schemas';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { endpointKey, endpointPrefix } from '../../lib/queryKeys';
import { chatBelongs, upsertChat, type ChatListFilter, type ChatPages } from './cache/chatLists';
import { nextMessagePage, upsertMessage, type MessagePages } from './cache/chatMessages';

/** Every contact list's pages (by type and search), under the chats endpoint's key. */
const chatListsKey = [...endpointPrefix(c.chats), 'pages'] as const;
const chatListKey = (filter: ChatListFilter) => [...chatListsKey, filter] as const;
/** A chat's message pages, under the messages endpoint's key. */
const messagesKey = (phone: string) => [...endpointPrefix(c.messages), 'pages', phone] as const;
const chatKey = (phone: string) => endpointKey(c.chat, { params: { phone } });

/** The contact list: 20 chats a page, newest first, more while fewer than the total are loaded. */
export function useChatList(filter: ChatListFilter) {
  return useInfiniteQuery({
    queryKey: chatListKey(filter),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await api.call(c.chats, {
          query: { type: filter.type, Search: filter.Search || undefined, PageNumber: pageParam },
        })
      ).data,
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.records.length, 0) < last.total_Record_Count &&
      last.records.length >= INBOX_LIMITS.chatsPage
        ? all.length + 1
        : undefined,
  });
}

/** One chat's row (the open chat of the URL): its name, the reply window. */
export const useChat = (phone: string) => useEndpointQuery(c.chat, { params: { phone } }, { retry: false });

/** A chat's messages, 10 a page, newest first from the server (spec 03 §4). */
export function useChatMessages(phone: string) {
  return useInfiniteQuery({
    queryKey: messagesKey(phone),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (await api.call(c.messages, { params: { phone }, query: { PageNumber: pageParam } })).data,
    getNextPageParam: nextMessagePage(INBOX_LIMITS.messagesPage),
  });
}

/** A changed chat row into every cached list and its own query. */
export function applyChat(client: QueryClient, chat: Chat): void {
  for (const [key, data] of client.getQueriesData<ChatPages>({ queryKey: chatListsKey })) {
    if (!data) continue;
    const filter = key[key.length - 1] as ChatListFilter;
    const next = upsertChat(data, chat, chatBelongs(filter, chat));
    if (next !== data) client.setQueryData(key, next);
  }
  if (client.getQueryData(chatKey(chat.userName)) !== undefined)
    client.setQueryData(chatKey(chat.userName), chat);
}

/** A new or changed message into its chat's loaded pages (a chat never opened has none to change). */
export function applyMessage(client: QueryClient, phone: string, message: ChatMessage): void {
  const key = messagesKey(phone);
  const data = client.getQueryData<MessagePages>(key);
  if (data) client.setQueryData(key, upsertMessage(data, message));
}

/** After the stream was away: what may have changed is fetched again, the open screens first. */
export function refreshInbox(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: chatListsKey });
  void client.invalidateQueries({ queryKey: endpointPrefix(c.chat) });
  void client.invalidateQueries({ queryKey: [...endpointPrefix(c.messages), 'pages'] });
}

/** A chat's messages fetched again (a failed reply: the server may hold it as failed). */
export const refreshMessages = (client: QueryClient, phone: string) =>
  client.invalidateQueries({ queryKey: messagesKey(phone) });

/** The chat rows fetched again (a chat became known when its number was added to contacts). */
export const refreshChatRows = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: chatListsKey }),
    client.invalidateQueries({ queryKey: endpointPrefix(c.chat) }),
  ]);

/** Opening a chat: its unread count goes to 0 here at once, as the server answers. */
export function useReadChat() {
  const client = useQueryClient();
  return useEndpointMutation(c.read, { onSuccess: (res) => applyChat(client, res.data) });
}

export const useReply = () => useEndpointMutation(c.reply);

export function useRetryReply() {
  const client = useQueryClient();
  return useEndpointMutation(c.retry, {
    onSuccess: (res, { params }) => applyMessage(client, params.phone, res.data),
  });
}

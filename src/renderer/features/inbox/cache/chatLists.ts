import type { InfiniteData } from '@tanstack/react-query';
import type { ListData } from '../../../../shared/http/envelope';
import type { Chat, ChatType } from '../../../../shared/inbox/schemas';

/** The contact list's pages as react-query keeps them (20 chats a page, newest first). */
export type ChatPages = InfiniteData<ListData<Chat>>;

/** Which list a cached contact list is: its type and search. */
export interface ChatListFilter {
  type: ChatType;
  Search?: string;
}

/** The chats of the loaded pages in order, each once (paging by offset may repeat one as chats move). */
export function chatsOf(data: ChatPages | undefined): Chat[] {
  const seen = new Set<number>();
  const out: Chat[] = [];
  for (const page of data?.pages ?? [])
    for (const c of page.records) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  return out;
}

/** Whether a chat reads like the search the server was asked (number, company or name). */
function matchesSearch(chat: Chat, search: string | undefined): boolean {
  const term = search?.trim().toLowerCase();
  if (!term) return true;
  return [chat.userName, chat.companyName, chat.profileName].some((v) => v?.toLowerCase().includes(term));
}

/** Whether a changed chat belongs in a list: its type (a renewal chat, known or not) and search. */
export function chatBelongs(filter: ChatListFilter, chat: Chat): boolean {
  if (filter.type === 'renewalreminder' ? !chat.isRenewal : (filter.type === 'known') !== chat.known)
    return false;
  return matchesSearch(chat, filter.Search);
}

/**
 * A contact list after a chat changed (a live event, a read): the row replaced where it is, or moved
 * to the top when its latest message is newer; added at the top when it now belongs; taken out when
 * it no longer does (an unknown chat whose number became a contact).
 */
export function upsertChat(data: ChatPages, chat: Chat, belongs: boolean): ChatPages {
  if (data.pages.length === 0) return data;
  let existing: Chat | undefined;
  for (const page of data.pages) existing ??= page.records.find((c) => c.id === chat.id);
  const keep = belongs;
  if (!keep && !existing) return data;
  const moved =
    existing !== undefined && Date.parse(chat.lastMessageDate) > Date.parse(existing.lastMessageDate);
  if (keep && existing && !moved) {
    return {
      ...data,
      pages: data.pages.map((p) =>
        p.records.some((c) => c.id === chat.id)
          ? { ...p, records: p.records.map((c) => (c.id === chat.id ? chat : c)) }
          : p,
      ),
    };
  }
  const delta = (keep ? 1 : 0) - (existing ? 1 : 0);
  const pages = data.pages.map((p, i) => {
    const records = p.records.filter((c) => c.id !== chat.id);
    return {
      records: i === 0 && keep ? [chat, ...records] : records,
      total_Record_Count: Math.max(0, p.total_Record_Count + delta),
    };
  });
  return { ...data, pages };
}

import type { InfiniteData } from '@tanstack/react-query';
import type { ListData } from '../../../../shared/http/envelope';
import type { ChatMessage } from '../../../../shared/inbox/schemas';

/** A chat's message pages as react-query keeps them: 10 a page, newest first (spec 03 §4). */
export type MessagePages = InfiniteData<ListData<ChatMessage>>;

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.time) - Date.parse(b.time) || a.id - b.id;

/**
 * The loaded messages oldest first, as the panel shows them, each once: pages are read by offset,
 * so messages that came meanwhile push one into the next page too.
 */
export function messagesOf(data: MessagePages | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) for (const m of page.records) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort(byTime);
}

/** The pages with a message put in: replaced by id where it is (a status change), else added to the newest page. */
export function upsertMessage(data: MessagePages, message: ChatMessage): MessagePages {
  if (data.pages.length === 0) return data;
  const present = data.pages.some((p) => p.records.some((m) => m.id === message.id));
  if (present)
    return {
      ...data,
      pages: data.pages.map((p) =>
        p.records.some((m) => m.id === message.id)
          ? { ...p, records: p.records.map((m) => (m.id === message.id ? message : m)) }
          : p,
      ),
    };
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [
      { records: [message, ...first.records], total_Record_Count: first.total_Record_Count + 1 },
      ...rest.map((p) => ({ ...p, total_Record_Count: p.total_Record_Count + 1 })),
    ],
  };
}

/** Whether an older page may exist: the last one came full (spec 03 §4: "10 or more"). */
export const nextMessagePage =
  (pageSize: number) => (last: ListData<ChatMessage>, all: ListData<ChatMessage>[]) =>
    last.records.length >= pageSize ? all.length + 1 : undefined;

import type { z } from 'zod';
import type { chatsQuery } from '../../../shared/inbox/schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { whatsappService } from '../whatsapp/service';
import { chatByPhone, chatOf, listChats, ownerOf } from './chats';
import { phoneConversation } from './conversation';
import type { InboxDeps } from './deps';
import { eventHub, type EventHub } from './event-hub';
import { mediaUrlOf } from './media';
import { messageOf, messagePage } from './messages';
import { readChat } from './read';
import { inboxReceiver } from './receiver';
import { replyToChat, retryReply } from './reply';
import { recordOutgoing, type Outgoing } from './store';

/** Per server instance: the event hub (its open streams, the rows it has read) and work in flight. */
const instances = new WeakMap<AppContext, { hub: EventHub; tasks: Set<Promise<unknown>> }>();
const instanceOf = (ctx: AppContext) => {
  let one = instances.get(ctx);
  if (!one) instances.set(ctx, (one = { hub: eventHub(ctx), tasks: new Set() }));
  return one;
};

/**
 * The inbox (issue 27): the chats of the platform number (Admin) or of the user's own numbers,
 * their messages, replies within the 24-hour window, read receipts and the live event stream.
 */
export function inboxService(ctx: AppContext) {
  const { hub, tasks } = instanceOf(ctx);
  const later = (task: Promise<unknown>) => {
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
  };
  const deps: InboxDeps = { ctx, hub, wa: whatsappService(ctx), later };
  const { db } = ctx;
  return {
    chats: (caller: AuthUser, q: z.output<typeof chatsQuery>) => listChats(db, ownerOf(caller), q),
    chat: async (caller: AuthUser, phone: string) => chatOf(await chatByPhone(db, ownerOf(caller), phone)),
    async messages(caller: AuthUser, phone: string, page: number) {
      const chat = await chatByPhone(db, ownerOf(caller), phone);
      const { rows, total } = await messagePage(db, chat.id, page);
      const records = await Promise.all(
        rows.map(async (r) => messageOf(r, phone, await mediaUrlOf(deps, r))),
      );
      return { records, total_Record_Count: total };
    },
    read: (caller: AuthUser, phone: string) => readChat(deps, caller, phone),
    reply: (caller: AuthUser, phone: string, body: string) => replyToChat(deps, caller, phone, body),
    retry: (caller: AuthUser, phone: string, id: number) => retryReply(deps, caller, phone, id),
    /** The owner's conversation with a number without a bot (the conversation modal). */
    conversation: (caller: AuthUser, phone: string) => phoneConversation(deps, caller, phone),
    /** A message of ours sent elsewhere (billing's renewal reminders) joins its chat. */
    recordOutgoing: (o: Outgoing) => recordOutgoing(deps, o),
    /** The caller's live stream: what came after `lastEventId`, then every new event. */
    openStream: (caller: AuthUser, lastEventId: number | null, send: (id: number, payload: string) => void) =>
      deps.hub.open(ownerOf(caller), lastEventId, send),
    webhookReceiver: () => inboxReceiver(deps),
    /** Resolves when this instance's work after answers is done (tests, closing). */
    idle: async () => {
      while (tasks.size) await Promise.allSettled([...tasks]);
    },
  };
}

export type InboxService = ReturnType<typeof inboxService>;
export type { Outgoing } from './store';

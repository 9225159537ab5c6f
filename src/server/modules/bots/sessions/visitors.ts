import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BotVisitorsTable, Database } from '../../../db/schema';

export type VisitorRow = Selectable<BotVisitorsTable>;

/** Who writes: a widget visitor (their uuid, and the IP shown as their number) or a WhatsApp number. */
export type VisitorRef =
  | { platform: 'Web'; uuid?: string; ip: string }
  | { platform: 'WhatsApp'; number: string; name?: string | null };

export interface BotRef {
  id: number;
  userId: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The visitor row of a bot, made on the first message. Two first messages at once make one row:
 * the insert does nothing on a conflict and both read the row that won. A widget uuid of another
 * bot (or none) gets a new visitor with a new uuid.
 */
export async function ensureVisitor(db: Db, bot: BotRef, ref: VisitorRef, now: Date): Promise<VisitorRow> {
  const found = await findVisitor(db, bot, ref);
  if (found) {
    if (ref.platform === 'WhatsApp' && ref.name && ref.name !== found.name) {
      await db.updateTable('bot_visitors').set({ name: ref.name }).where('id', '=', found.id).execute();
      return { ...found, name: ref.name };
    }
    return found;
  }
  const uuid = ref.platform === 'Web' && ref.uuid ? ref.uuid : crypto.randomUUID();
  await db
    .insertInto('bot_visitors')
    .values({
      bot_id: bot.id,
      user_id: bot.userId,
      visitor_uuid: uuid,
      platform: ref.platform,
      number: ref.platform === 'Web' ? ref.ip : ref.number,
      name: ref.platform === 'WhatsApp' ? (ref.name ?? null) : null,
      created_at: now.toISOString(),
      last_visitor_message_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const made = await findVisitor(db, bot, ref.platform === 'Web' ? { ...ref, uuid } : ref);
  // A uuid taken by another bot's visitor: this bot's visitor gets a fresh one.
  return made ?? ensureVisitor(db, bot, ref.platform === 'Web' ? { ...ref, uuid: undefined } : ref, now);
}

async function findVisitor(db: Db, bot: BotRef, ref: VisitorRef): Promise<VisitorRow | undefined> {
  if (ref.platform === 'Web') {
    if (!ref.uuid) return undefined;
    return db
      .selectFrom('bot_visitors')
      .selectAll()
      .where('visitor_uuid', '=', ref.uuid)
      .where('bot_id', '=', bot.id)
      .where('platform', '=', 'Web')
      .executeTakeFirst();
  }
  return db
    .selectFrom('bot_visitors')
    .selectAll()
    .where('bot_id', '=', bot.id)
    .where('platform', '=', 'WhatsApp')
    .where('number', '=', ref.number)
    .executeTakeFirst();
}

import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { flowStateSchema, type FlowState } from '../../../../shared/bots/engine';
import { commitWithoutWaitingForDisk, isPostgres } from '../../../db/dialect';
import type { BotMessagesTable, BotSessionsTable, Database } from '../../../db/schema';
import { botRowsOf, insertMessages, type MessageRow } from './messages';
import { flowVersionOf, versionOf } from './flows';

export type SessionRow = Selectable<BotSessionsTable>;

/**
 * Holds the visitor for the rest of the transaction, on every instance: on PostgreSQL a lock on the
 * visitor's row (NO KEY UPDATE, so the messages' foreign keys still insert); SQLite runs one
 * transaction at a time.
 */
export async function lockVisitor(trx: Transaction<Database>, visitorId: number): Promise<void> {
  if (isPostgres(trx as never))
    await trx.selectFrom('bot_visitors').select('id').where('id', '=', visitorId).forNoKeyUpdate().execute();
}

/**
 * What a step reads, in one statement that also holds the visitor (lockVisitor's row lock, taken
 * here to save the widget's busiest path a round trip): the session, the answer to this inbound id
 * if it was answered before, and the flow's version (the flow cache's key).
 */
export async function stepReadsOf(
  trx: Transaction<Database>,
  ids: { visitorId: number; botId: number; inboundId: string },
) {
  const row = await trx
    .selectFrom('bot_visitors as v')
    .leftJoin('bot_sessions as s', 's.visitor_id', 'v.id')
    .select(['s.id', 's.state', 's.started_at', 's.updated_at', 's.lead_due_at', 's.lead_alerted_at'])
    .select((eb) => [
      eb
        .selectFrom('bot_inbound')
        .select('answer_ids')
        .where('visitor_id', '=', ids.visitorId)
        .where('inbound_id', '=', ids.inboundId)
        .as('seen'),
      flowVersionOf(trx, ids.botId).as('version'),
    ])
    .where('v.id', '=', ids.visitorId)
    // The widget's busiest path waited on the disk for most of its time: a step lost to a crash is
    // sent again by the visitor (the same inbound id gets the same answer, a new one a new step).
    .$if(isPostgres(trx as never), (qb) =>
      qb.select(commitWithoutWaitingForDisk.as('relaxed')).forNoKeyUpdate('v'),
    )
    .executeTakeFirstOrThrow();
  const session: SessionRow | undefined =
    row.id == null
      ? undefined
      : {
          id: row.id,
          visitor_id: ids.visitorId,
          bot_id: ids.botId,
          state: row.state,
          started_at: row.started_at!,
          updated_at: row.updated_at!,
          lead_due_at: row.lead_due_at,
          lead_alerted_at: row.lead_alerted_at,
        };
  return { session, seen: row.seen, version: versionOf(row.version) };
}

export function sessionOf(trx: Transaction<Database>, visitorId: number) {
  return trx.selectFrom('bot_sessions').selectAll().where('visitor_id', '=', visitorId).executeTakeFirst();
}

/** The stored engine state; a damaged one reads as none (the next message starts afresh). */
export function stateOf(row: SessionRow | undefined): FlowState | null {
  if (!row?.state) return null;
  try {
    const parsed = flowStateSchema.safeParse(JSON.parse(row.state));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What a step writes: its messages, the visitor's last message (and name), the session, and the
 * inbound id with its answer (the bot's message ids). On PostgreSQL one statement (data-modifying
 * CTEs: one round trip instead of four, the widget's busiest path); SQLite runs them in turn.
 * Returns the bot's messages, ids ascending.
 */
export async function writeStepRows(
  trx: Transaction<Database>,
  rows: {
    messages: Insertable<BotMessagesTable>[];
    visitor: { id: number; last_visitor_message_at: string; name: string | null };
    session: Omit<SessionRow, 'id'>;
    inbound: { visitor_id: number; inbound_id: string; created_at: string };
  },
): Promise<MessageRow[]> {
  const { id, ...visitor } = rows.visitor;
  const { visitor_id: _v, bot_id: _b, ...changes } = rows.session;
  if (!isPostgres(trx as never) || rows.messages.length === 0) {
    const replies = await insertMessages(trx, rows.messages);
    await trx.updateTable('bot_visitors').set(visitor).where('id', '=', id).execute();
    await saveSession(trx, rows.session);
    const answerIds = JSON.stringify(replies.map((m) => m.id));
    await trx
      .insertInto('bot_inbound')
      .values({ ...rows.inbound, answer_ids: answerIds })
      .execute();
    return replies;
  }
  const stored = await trx
    .with('m', (db) => db.insertInto('bot_messages').values(rows.messages).returningAll())
    .with('v', (db) => db.updateTable('bot_visitors').set(visitor).where('id', '=', id).returning('id'))
    .with('s', (db) =>
      db
        .insertInto('bot_sessions')
        .values(rows.session)
        .onConflict((oc) => oc.column('visitor_id').doUpdateSet(changes))
        .returning('visitor_id'),
    )
    .with('i', (db) =>
      db
        .insertInto('bot_inbound')
        .columns(['visitor_id', 'inbound_id', 'created_at', 'answer_ids'])
        .expression(
          sql`select ${rows.inbound.visitor_id}, ${rows.inbound.inbound_id}, ${rows.inbound.created_at},
            coalesce((select json_agg(id order by id) from m where sender = 'bot'), '[]')::text`,
        )
        .returning('visitor_id'),
    )
    .selectFrom('m')
    .selectAll()
    .execute();
  return botRowsOf(stored);
}

export async function saveSession(trx: Transaction<Database>, values: Omit<SessionRow, 'id'>): Promise<void> {
  const { visitor_id: _v, bot_id: _b, ...changes } = values;
  await trx
    .insertInto('bot_sessions')
    .values(values)
    .onConflict((oc) => oc.column('visitor_id').doUpdateSet(changes))
    .execute();
}

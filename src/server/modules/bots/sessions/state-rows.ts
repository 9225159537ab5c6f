import { sql, type Selectable, type Transaction } from 'kysely';
import { flowStateSchema, type FlowState } from '../../../../shared/bots/engine';
import { isPostgres } from '../../../db/dialect';
import type { BotSessionsTable, Database } from '../../../db/schema';

export type SessionRow = Selectable<BotSessionsTable>;

/** The advisory-lock space of bot visitors on PostgreSQL (a constant of our own). */
const LOCK_SPACE = 25_001;

/**
 * Holds the visitor for the rest of the transaction, on every instance: a PostgreSQL advisory lock;
 * SQLite runs one transaction at a time.
 */
export async function lockVisitor(trx: Transaction<Database>, visitorId: number): Promise<void> {
  if (isPostgres(trx as never))
    await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${visitorId})`.execute(trx);
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

export async function saveSession(trx: Transaction<Database>, values: Omit<SessionRow, 'id'>): Promise<void> {
  const { visitor_id: _v, bot_id: _b, ...changes } = values;
  await trx
    .insertInto('bot_sessions')
    .values(values)
    .onConflict((oc) => oc.column('visitor_id').doUpdateSet(changes))
    .execute();
}

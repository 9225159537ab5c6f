import type { Kysely, Transaction } from 'kysely';
import type { FlowQuestion } from '../../../../shared/bots/schemas';
import type { Database } from '../../../db/schema';
import { loadFlow } from '../flow-rows';

const MAX_BOTS = 1_000;

/**
 * Each bot's saved flow, kept parsed between messages. A save writes every component again with new
 * ids (they only grow), so the highest id says whether the kept flow is still the saved one: one
 * indexed look-up per message instead of reading and parsing the whole flow, right on every instance.
 */
export function flowCache() {
  const kept = new Map<number, { version: number | null; flow: FlowQuestion[] }>();
  return async function flowOf(
    db: Kysely<Database> | Transaction<Database>,
    botId: number,
  ): Promise<FlowQuestion[]> {
    const row = await db
      .selectFrom('bot_questions')
      .select((eb) => eb.fn.max('id').as('version'))
      .where('bot_id', '=', botId)
      .executeTakeFirst();
    const version = row?.version == null ? null : Number(row.version);
    const hit = kept.get(botId);
    if (hit && hit.version === version) return hit.flow;
    const flow = await loadFlow(db, botId);
    if (kept.size >= MAX_BOTS) kept.delete(kept.keys().next().value!);
    kept.set(botId, { version, flow });
    return flow;
  };
}
export type FlowCache = ReturnType<typeof flowCache>;

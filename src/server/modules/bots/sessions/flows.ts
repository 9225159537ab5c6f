import type { Kysely, Transaction } from 'kysely';
import type { FlowQuestion } from '../../../../shared/bots/schemas';
import type { Database } from '../../../db/schema';
import { loadFlow } from '../flow-rows';

const MAX_BOTS = 1_000;

/**
 * Each bot's saved flow, kept parsed between messages. A save writes every component again with new
 * ids (they only grow), so the highest id says whether the kept flow is still the saved one: one
 * indexed look-up per message instead of reading and parsing the whole flow, right on every instance.
 * A caller that read that id already (with the step's other reads, `flowVersionOf`) passes it.
 */
export function flowCache() {
  const kept = new Map<number, { version: number | null; flow: FlowQuestion[] }>();
  return async function flowOf(
    db: Kysely<Database> | Transaction<Database>,
    botId: number,
    knownVersion?: number | null,
  ): Promise<FlowQuestion[]> {
    const version =
      knownVersion !== undefined
        ? knownVersion
        : versionOf((await flowVersionOf(db, botId).executeTakeFirst())?.version);
    const hit = kept.get(botId);
    if (hit && hit.version === version) return hit.flow;
    const flow = await loadFlow(db, botId);
    if (kept.size >= MAX_BOTS) kept.delete(kept.keys().next().value!);
    kept.set(botId, { version, flow });
    return flow;
  };
}
export type FlowCache = ReturnType<typeof flowCache>;

/** The flow's version: the highest component id of the bot (a query, to be run alone or nested). */
export function flowVersionOf(db: Kysely<Database> | Transaction<Database>, botId: number) {
  return db
    .selectFrom('bot_questions')
    .select((eb) => eb.fn.max('id').as('version'))
    .where('bot_id', '=', botId);
}

export function versionOf(value: unknown): number | null {
  return value == null ? null : Number(value);
}

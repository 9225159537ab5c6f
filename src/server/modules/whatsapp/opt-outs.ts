import { optKeywordOf } from '../../../shared/whatsapp/contacts';
import type { DB } from '../../db/connect';
import { inTransaction, type WhatsappDeps } from './deps';

/**
 * The STOP list (issue 22's `whatsapp_opt_outs`, issue 26): ONE table that every sender reads. A
 * row with the owner's id stops that owner's messages to the number; a row without one (user_id
 * null) stops everyone's. Changing it also sets `opt_in` of the owner's contact of that number, in
 * the same transaction, so the list and the contacts never disagree.
 */

/** Whether `phone` (digits with the country code) may not get `userId`'s messages. */
export async function isOptedOut(db: DB, userId: number, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('whatsapp_opt_outs')
    .select('id')
    .where('phone', '=', phone)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .executeTakeFirst();
  return !!row;
}

const CHUNK = 500;

/** Which of `phones` are on the STOP list for `userId` (a campaign's recipients, an import). */
export async function optedOutAmong(db: DB, userId: number, phones: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const unique = [...new Set(phones)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .selectFrom('whatsapp_opt_outs')
      .select('phone')
      .where('phone', 'in', unique.slice(i, i + CHUNK))
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
      .execute();
    for (const r of rows) out.add(r.phone);
  }
  return out;
}

/** Puts the number on the owner's STOP list and turns its contact's opt-in off. Twice is once. */
export function optOut(db: DB, clock: WhatsappDeps['clock'], userId: number, phone: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('whatsapp_opt_outs')
      .values({ user_id: userId, phone, created_at: clock.now().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing())
      .execute();
    await setContactOptIn(trx, clock, userId, phone, false);
  });
}

/** Takes the number off the owner's STOP list and turns its contact's opt-in on. */
export function optIn(db: DB, clock: WhatsappDeps['clock'], userId: number, phone: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('whatsapp_opt_outs')
      .where('user_id', '=', userId)
      .where('phone', '=', phone)
      .execute();
    await setContactOptIn(trx, clock, userId, phone, true);
  });
}

async function setContactOptIn(
  trx: DB,
  clock: WhatsappDeps['clock'],
  userId: number,
  phone: string,
  on: boolean,
): Promise<void> {
  await trx
    .updateTable('whatsapp_contacts')
    .set({ opt_in: on ? 1 : 0, updated_at: clock.now().toISOString() })
    .where('user_id', '=', userId)
    .where('mobile', '=', phone)
    .where('opt_in', '=', on ? 0 : 1)
    .execute();
}

export type OptKeywordResult = 'optedOut' | 'optedIn' | 'none';

/**
 * An inbound message to `userId`'s number from `phone` (the webhook calls this): STOP, UNSUBSCRIBE
 * or the campaign's own opt-out text, trimmed and in any case, puts the number on the STOP list;
 * START takes it off; anything else changes nothing.
 */
export async function applyOptKeyword(
  deps: WhatsappDeps,
  input: { userId: number; phone: string; text: string; extraStopText?: string | null },
): Promise<OptKeywordResult> {
  const asked = optKeywordOf(input.text, input.extraStopText);
  if (asked === 'out') {
    await optOut(deps.db, deps.clock, input.userId, input.phone);
    return 'optedOut';
  }
  if (asked === 'in') {
    await optIn(deps.db, deps.clock, input.userId, input.phone);
    return 'optedIn';
  }
  return 'none';
}

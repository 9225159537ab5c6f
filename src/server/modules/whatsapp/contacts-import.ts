import type { ImportContactsResult } from '../../../shared/whatsapp/contacts';
import type { AuthUser } from '../../http/context';
import { invalid } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { contactColumns } from './contacts';
import { readSheetInWorker, type SheetWorkerOptions } from './contacts-parse';
import { inTransaction, type WhatsappDeps } from './deps';
import { optedOutAmong, optOut } from './opt-outs';

const CHUNK = 200;

/**
 * ImportContacts (issue 26 Contacts): the workbook is read and its rows checked in a worker thread
 * (contacts-sheet.ts, with the reader Import Users uses and its row cap), and then, in one
 * transaction: a new number is created, a known one updated, a number seen earlier in the file
 * counted as repeated, a bad row rejected with its reasons. An import never opts in a number on the
 * STOP list; an "Opt In" of No puts it there.
 */
export async function importContacts(
  deps: WhatsappDeps,
  caller: AuthUser,
  file: ReceivedFile,
  worker?: SheetWorkerOptions,
): Promise<ImportContactsResult> {
  const read = await readSheetInWorker(new Uint8Array(await file.bytes()), worker);
  if ('error' in read) throw invalid({ file: read.error });
  const { result, good } = read;

  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock.now().toISOString();
    for (let i = 0; i < good.length; i += CHUNK) {
      // SQLite answers each statement at once, so without a pause the whole store would be one
      // turn of the event loop (0.5–1 s for 20,000 rows): between chunks, other requests go on.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const chunk = good.slice(i, i + CHUNK);
      const mobiles = chunk.map((g) => g.mobile);
      const existing = new Map(
        (
          await trx
            .selectFrom('whatsapp_contacts')
            .select(['id', 'mobile'])
            .where('user_id', '=', caller.id)
            .where('mobile', 'in', mobiles)
            .execute()
        ).map((r) => [r.mobile, r.id]),
      );
      const stopped = await optedOutAmong(trx, caller.id, mobiles);
      const fresh = chunk.filter((g) => !existing.has(g.mobile));
      if (fresh.length) {
        const inserted = await trx
          .insertInto('whatsapp_contacts')
          .values(
            fresh.map((g) => ({
              ...contactColumns(g.contact),
              user_id: caller.id,
              opt_in: g.contact.optIn && !stopped.has(g.mobile) ? 1 : 0,
              created_at: now,
              updated_at: now,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'mobile']).doNothing())
          .returning('id')
          .execute();
        result.created += inserted.length;
        // A contact of the same number saved while this ran: it stays as it was.
        result.updated += fresh.length - inserted.length;
      }
      for (const g of chunk) {
        const id = existing.get(g.mobile);
        if (id === undefined) continue;
        await trx
          .updateTable('whatsapp_contacts')
          .set({ ...contactColumns(g.contact), updated_at: now })
          .where('id', '=', id)
          .execute();
        if (g.optInGiven && g.contact.optIn && !stopped.has(g.mobile))
          await trx.updateTable('whatsapp_contacts').set({ opt_in: 1 }).where('id', '=', id).execute();
        result.updated++;
      }
      for (const g of chunk)
        if (g.optInGiven && !g.contact.optIn) await optOut(trx, deps.clock, caller.id, g.mobile);
    }
  });
  return result;
}

import {
  checkContactRow,
  CONTACT_COLUMNS,
  CONTACT_MESSAGES as M,
  contactRowFromSheet,
  fullNumberOf,
  type ContactFormOutput,
  type ImportContactsResult,
} from '../../../shared/whatsapp/contacts';
import { parseWorkbook } from '../../../shared/imports/workbook';
import type { AuthUser } from '../../http/context';
import { invalid } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { contactColumns } from './contacts';
import { inTransaction, type WhatsappDeps } from './deps';
import { optedOutAmong, optOut } from './opt-outs';

/** Most rows one workbook may hold. */
export const MAX_CONTACT_ROWS = 20_000;
/** Rejected rows reported back, with their reasons. */
const MAX_REPORTED = 500;
const CHUNK = 200;

const REQUIRED_COLUMNS = ['firstName', 'mobileNumber'] as const;

interface GoodRow {
  contact: ContactFormOutput;
  optInGiven: boolean;
  mobile: string;
}

/**
 * ImportContacts (issue 26 Contacts): the workbook is read here with the reader Import Users uses
 * (row cap, formulas as their cached value, never run), each row is checked by the form's schema,
 * and then, in one transaction: a new number is created, a known one updated, a number seen earlier
 * in the file counted as repeated, a bad row rejected with its reasons. An import never opts in a
 * number on the STOP list; an "Opt In" of No puts it there.
 */
export async function importContacts(
  deps: WhatsappDeps,
  caller: AuthUser,
  file: ReceivedFile,
): Promise<ImportContactsResult> {
  const sheet = await parseWorkbook(new Uint8Array(await file.bytes()), { maxRows: MAX_CONTACT_ROWS });
  if ('error' in sheet) throw invalid({ file: sheet.error });
  const keys = new Set(sheet.headers.map((h) => Object.keys(contactRowFromSheet({ [h]: 1 }))[0]));
  const missing = REQUIRED_COLUMNS.filter((k) => !keys.has(k)).map(
    (k) => CONTACT_COLUMNS.find((c) => c.key === k)!.header,
  );
  if (missing.length) throw invalid({ file: `The sheet has no ${missing.join(' or ')} column` });
  if (sheet.rows.length === 0) throw invalid({ file: M.importNoRows });

  const result: ImportContactsResult = {
    total: sheet.rows.length,
    created: 0,
    updated: 0,
    repeated: 0,
    rejected: 0,
    rejectedRows: [],
  };
  const good: GoodRow[] = [];
  const seen = new Set<string>();
  sheet.rows.forEach((raw, i) => {
    const check = checkContactRow(contactRowFromSheet(raw));
    if (!check.ok) {
      result.rejected++;
      if (result.rejectedRows.length < MAX_REPORTED)
        result.rejectedRows.push({ row: sheet.rowNumbers[i], reasons: check.reasons });
      return;
    }
    const mobile = fullNumberOf(check.contact.countryCode, check.contact.mobileNumber);
    if (seen.has(mobile)) {
      result.repeated++;
      return;
    }
    seen.add(mobile);
    good.push({ contact: check.contact, optInGiven: check.optInGiven, mobile });
  });

  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock.now().toISOString();
    for (let i = 0; i < good.length; i += CHUNK) {
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

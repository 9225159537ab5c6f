import type { BusinessClock } from '../../../shared/time/business-clock';
import type { DB } from '../../db/connect';

/** What the contacts, groups and STOP list functions need: the database (or a transaction) and the clock. */
export interface WhatsappDeps {
  db: DB;
  clock: Pick<BusinessClock, 'now' | 'dayRange'>;
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

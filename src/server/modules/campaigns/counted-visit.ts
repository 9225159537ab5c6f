import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { commitWithoutWaitingForDisk, isPostgres } from '../../db/dialect';
import type { CampaignVisitorsTable } from '../../db/schema';

/** A new visit's row but its campaign (its WhatsApp columns start empty). */
export type VisitValues = Pick<CampaignVisitorsTable, (typeof COLUMNS)[number]>;

export interface CountedVisit {
  visitorId: number;
  visitorCount: number;
}

/** Visits of one campaign written by one statement at most (a flood is still a few statements). */
const MAX_BATCH = 100;

const COLUMNS = ['txt1', 'txt2', 'txt3', 'ip', 'user_agent', 'created_at'] as const;
const rowKey = (v: VisitValues) => JSON.stringify(COLUMNS.map((c) => v[c]));

interface Waiting {
  values: VisitValues;
  resolve(visit: CountedVisit | null): void;
  reject(err: unknown): void;
}

/**
 * Adds visits of a campaign and counts them on the campaign, at once (issue 28): each visit answers
 * its id and the campaign's count after it, or null when the campaign is gone, or is no longer at
 * the version (updated_at) the visit was checked against, when one is given (nothing is added).
 *
 * On PostgreSQL one statement counts and inserts (the count first: the visit goes in only while the
 * campaign is there). Every visit of a campaign takes its row's lock, so visits arriving while the
 * campaign's statement runs wait for it and then go together in the next one: the same counts as
 * one by one, in some order, as concurrent visits have. SQLite runs one transaction at a time.
 */
export function countedVisits(db: DB) {
  if (!isPostgres(db as never))
    return {
      add: (campaignId: number, version: string | null, v: VisitValues) => addOne(db, campaignId, version, v),
    };

  /** Campaigns (at a version) with a statement running, and the visits waiting for their next one. */
  const queued = new Map<string, Waiting[]>();

  async function drain(key: string, campaignId: number, version: string | null, first: Waiting[]) {
    let batch = first;
    while (batch.length > 0) {
      try {
        const visits = await addMany(
          db,
          campaignId,
          version,
          batch.map((w) => w.values),
        );
        batch.forEach((w, i) => w.resolve(visits?.[i] ?? null));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
      batch = queued.get(key)!.splice(0, MAX_BATCH);
    }
    queued.delete(key);
  }

  return {
    add(campaignId: number, version: string | null, values: VisitValues): Promise<CountedVisit | null> {
      const key = `${campaignId} ${version ?? ''}`;
      return new Promise((resolve, reject) => {
        const waiting = queued.get(key);
        if (waiting) waiting.push({ values, resolve, reject });
        else {
          queued.set(key, []);
          void drain(key, campaignId, version, [{ values, resolve, reject }]);
        }
      });
    },
  };
}

async function addOne(
  db: DB,
  campaignId: number,
  version: string | null,
  values: VisitValues,
): Promise<CountedVisit | null> {
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('campaigns')
      .set((eb) => ({ visitor_count: eb('visitor_count', '+', 1) }))
      .where('id', '=', campaignId)
      .$if(version !== null, (qb) => qb.where('updated_at', '=', version!))
      .returning('visitor_count')
      .executeTakeFirst();
    if (!counted) return null;
    const { id } = await trx
      .insertInto('campaign_visitors')
      .values({ campaign_id: campaignId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { visitorId: id, visitorCount: counted.visitor_count };
  });
}

/** PostgreSQL: the visits in the order given, each with its id and count; null when the campaign is gone. */
async function addMany(
  db: DB,
  campaignId: number,
  version: string | null,
  visits: VisitValues[],
): Promise<CountedVisit[] | null> {
  const column = (c: (typeof COLUMNS)[number]) => visits.map((v) => v[c]);
  // The commit does not wait for the disk (commitWithoutWaitingForDisk): a visit is a count and the
  // texts a visitor typed, not money, and a crash in the next fraction of a second may forget it;
  // waiting held the campaign's row, and every visit of the campaign behind it, for each flush.
  const { rows } = await sql<VisitValues & { id: number; visitor_count: number; relaxed: string }>`
    with counted as (
      update campaigns set visitor_count = visitor_count + ${visits.length}
      where id = ${campaignId}${version === null ? sql`` : sql` and updated_at = ${version}`}
      returning id, visitor_count
    ), visit as (
      insert into campaign_visitors (campaign_id, txt1, txt2, txt3, ip, user_agent, created_at)
      select counted.id, v.txt1, v.txt2, v.txt3, v.ip, v.user_agent, v.created_at
      from counted cross join unnest(
        cast(${column('txt1')} as text[]), cast(${column('txt2')} as text[]),
        cast(${column('txt3')} as text[]), cast(${column('ip')} as text[]),
        cast(${column('user_agent')} as text[]), cast(${column('created_at')} as text[])
      ) as v(txt1, txt2, txt3, ip, user_agent, created_at)
      returning id, txt1, txt2, txt3, ip, user_agent, created_at
    )
    select visit.*, counted.visitor_count, ${commitWithoutWaitingForDisk} as relaxed
    from visit cross join counted`.execute(db);
  if (rows.length === 0) return null;
  // Each visit gets the id of a row holding its values: rows with the same values are alike.
  const ids = new Map<string, number[]>();
  for (const r of rows) ids.set(rowKey(r), [...(ids.get(rowKey(r)) ?? []), r.id]);
  const last = rows[0].visitor_count;
  return visits.map((v, i) => ({
    visitorId: ids.get(rowKey(v))!.shift()!,
    visitorCount: last - visits.length + 1 + i,
  }));
}

import type { InboxEvent } from '../../../shared/inbox/events';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';

/** How often an instance with open streams reads new event rows (another instance's writes). */
const POLL_MS = 100;
/** An id not yet seen this long after a later one was is taken as rolled back, not late. */
const GAP_MS = 3_000;
/** Events kept for a reconnecting stream to resume from. */
export const EVENT_RETENTION_MS = 24 * 3_600_000;
/** What a resume replays at most. */
const REPLAY_MAX = 1_000;

type Send = (id: number, payload: string) => void;

/** Stores an event for its owner's streams, in the caller's transaction. */
export async function recordEvent(db: DB, ctx: AppContext, owner: number, event: InboxEvent): Promise<void> {
  await db
    .insertInto('inbox_events')
    .values({ owner_id: owner, payload: JSON.stringify(event), created_at: ctx.clock.now().toISOString() })
    .execute();
}

/**
 * The live updates of one server instance (issue 27): every event is a row with a growing id;
 * while streams are open this instance reads the rows past the last it saw (at once after its own
 * writes, else every 100 ms) and hands each to its owner's streams. PostgreSQL may commit ids out
 * of order, so ids above a missing one are remembered and the missing one waited for a while.
 */
export function eventHub(ctx: AppContext) {
  const streams = new Map<number, Set<Send>>();
  let low: number | null = null;
  const seenAbove = new Set<number>();
  const gapSince = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let again = false;

  /** The first stream of this instance starts tailing from the newest row. */
  async function start(): Promise<void> {
    if (low !== null) return;
    const top = await ctx.db
      .selectFrom('inbox_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    low ??= Number(top?.id ?? 0);
  }

  async function poll(): Promise<void> {
    if (low === null) return;
    const rows = await ctx.db
      .selectFrom('inbox_events')
      .select(['id', 'owner_id', 'payload'])
      .where('id', '>', low)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const r of rows) {
      if (seenAbove.has(r.id)) continue;
      seenAbove.add(r.id);
      for (const send of streams.get(r.owner_id) ?? []) send(r.id, r.payload);
    }
    advance();
  }

  /** Moves the low mark past ids seen, and past gaps older than GAP_MS. */
  function advance() {
    const now = performance.now();
    while (low !== null) {
      const next = low + 1;
      if (seenAbove.delete(next)) {
        gapSince.delete(next);
        low = next;
        continue;
      }
      if (seenAbove.size === 0) break;
      const since = gapSince.get(next) ?? now;
      gapSince.set(next, since);
      if (now - since < GAP_MS) break;
      gapSince.delete(next);
      low = next;
    }
  }

  function run() {
    if (polling) {
      again = true;
      return;
    }
    polling = poll()
      .catch((err) => ctx.log.warn({ err }, 'inbox events not read'))
      .finally(() => {
        polling = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  function schedule() {
    if (timer || streams.size === 0) return;
    timer = setInterval(run, POLL_MS);
    timer.unref();
  }

  return {
    /** Reads new rows now (after this instance wrote one). */
    wake() {
      if (streams.size > 0) run();
    },
    /**
     * Opens a stream for an owner: first what came after `lastEventId` (a reconnect), then every new
     * event. Answers the function that closes it.
     */
    async open(owner: number, lastEventId: number | null, send: Send): Promise<() => void> {
      // Tailing starts before the stream counts as open: nothing written after it is missed.
      await start();
      // Live events wait while the missed ones are read, then go out unless the replay had them.
      let held: [number, string][] | null = lastEventId === null ? null : [];
      const replayed = new Set<number>();
      const live: Send = (id, payload) => {
        if (held) held.push([id, payload]);
        else if (!replayed.has(id)) send(id, payload);
      };
      let set = streams.get(owner);
      if (!set) streams.set(owner, (set = new Set()));
      set.add(live);
      schedule();
      if (lastEventId !== null) {
        const missed = await ctx.db
          .selectFrom('inbox_events')
          .select(['id', 'payload'])
          .where('owner_id', '=', owner)
          .where('id', '>', lastEventId)
          .orderBy('id')
          .limit(REPLAY_MAX)
          .execute();
        for (const r of missed) {
          replayed.add(r.id);
          send(r.id, r.payload);
        }
        const waiting = held ?? [];
        held = null;
        for (const [id, payload] of waiting) if (!replayed.has(id)) send(id, payload);
      }
      return () => {
        set!.delete(live);
        if (set!.size === 0) streams.delete(owner);
        if (streams.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          // Nobody listens: the next stream starts from the top again (its replay covers the rest).
          low = null;
          seenAbove.clear();
          gapSince.clear();
        }
      };
    },
    /** Open streams (the bench and the tests). */
    openStreams: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type EventHub = ReturnType<typeof eventHub>;

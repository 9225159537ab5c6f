import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../../context';
import { isPostgres } from '../../../db/dialect';
import { answerSender, keepInbound, sendersDue, type InboundMessage } from './inbound';
import { deliverVisitor, visitorsDue } from './outbox';

/**
 * This server's WhatsApp worker: it answers kept messages and sends the outbox as soon as there is
 * work (the webhook's kick), one sender and one visitor at a time (a second kick while one runs
 * makes it run again after), and comes back when a row waits for a retry. The job's sweep covers
 * what a stopped server left behind. Leases in the rows keep other instances from doubling the work.
 */
export interface WhatsAppRunner {
  /** Wraps one webhook request: while they pour in, answering and sending give way (see `quiet`). */
  receiving<T>(work: () => Promise<T>): Promise<T>;
  /** Keeps the webhook's messages and starts answering them; resolves once they are kept. */
  accept(messages: InboundMessage[]): Promise<void>;
  /** Sends what is due for this visitor now. */
  deliver(visitorId: number): Promise<void>;
  /** Everything due: pending messages and due outbox rows (the job). */
  sweep(): Promise<{ senders: number; visitors: number }>;
  /** Resolves when nothing this runner started is still running (tests, the bench). */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * While Meta's deliveries pour in, keeping them comes first (Meta wants its 200 at once; a burst is
 * answered a moment later). The webhook counts as busy while a delivery came in the last BUSY_MS;
 * then answering and sending start one piece at most every PACE_MS (a message answered, a visitor's
 * rows sent), so they keep moving with a small share of the server. At an ordinary pace the webhook
 * is idle nearly all the time and nothing waits.
 */
const BUSY_MS = 50;
const PACE_MS = 20;

/** At most `n` pieces of work at once, each started at a quiet moment. */
function limiter(n: number, quiet: () => Promise<void>) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    await quiet();
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * How many senders are answered and visitors sent to at once: SQLite has one connection, so more
 * would only queue behind it; PostgreSQL's pool (10) runs them side by side, leaving connections
 * for the webhook and the rest of the server.
 */
const concurrencyOf = (ctx: AppContext) =>
  isPostgres(ctx.db as never) ? { answering: 4, sending: 4 } : { answering: 2, sending: 4 };

export function whatsappRunner(ctx: AppContext, { answering, sending } = concurrencyOf(ctx)): WhatsAppRunner {
  let lastReceived = Number.NEGATIVE_INFINITY;
  let nextStart = 0;
  /** Resolves at once while the webhook is idle; while it is busy, at this piece's turn. */
  const quiet = async (): Promise<void> => {
    const now = performance.now();
    if (now - lastReceived >= BUSY_MS) return;
    nextStart = Math.max(now, nextStart) + PACE_MS;
    await new Promise((resolve) => setTimeout(resolve, nextStart - now).unref());
  };
  const answerSlot = limiter(answering, quiet);
  const sendSlot = limiter(sending, quiet);
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const timers = new Map<number, NodeJS.Timeout>();
  let stopped = false;

  /** Runs `work` for `key` unless it is running; then once more after it. */
  function once(key: string, work: () => Promise<void>): Promise<void> {
    if (stopped) return Promise.resolve();
    const current = running.get(key);
    if (current) {
      again.add(key);
      return current;
    }
    const run = (async () => {
      try {
        do {
          again.delete(key);
          if (!stopped) await work();
        } while (again.has(key) && !stopped);
      } catch (err) {
        ctx.log.error({ err, key }, 'whatsapp worker failed');
      } finally {
        running.delete(key);
      }
    })();
    running.set(key, run);
    return run;
  }

  function deliver(visitorId: number): Promise<void> {
    return once(`v:${visitorId}`, async () => {
      // A server that is closing leaves what waited for a slot to the next one (rows stay pending).
      const { retryAt } = await sendSlot(() =>
        stopped ? Promise.resolve({ retryAt: undefined }) : deliverVisitor(ctx, visitorId),
      );
      if (retryAt && !stopped) {
        clearTimeout(timers.get(visitorId));
        const wait = Math.max(0, retryAt.getTime() - ctx.clock.now().getTime());
        timers.set(
          visitorId,
          setTimeout(() => {
            timers.delete(visitorId);
            void deliver(visitorId);
          }, wait + 50).unref(),
        );
      }
    });
  }

  function answer(phoneNumberId: string, sender: string): Promise<void> {
    return once(`s:${phoneNumberId}:${sender}`, async () => {
      // One message per turn, so a busy sender never holds the database for long.
      const { visitors, more } = await answerSlot(() =>
        stopped
          ? Promise.resolve({ visitors: [], more: false })
          : answerSender(ctx, phoneNumberId, sender, 1),
      );
      for (const visitorId of visitors) void deliver(visitorId);
      if (more) again.add(`s:${phoneNumberId}:${sender}`);
    });
  }

  return {
    receiving(work) {
      lastReceived = performance.now();
      return work();
    },
    async accept(messages) {
      const senders = await keepInbound(ctx, messages);
      for (const [phoneNumberId, sender] of senders) void answer(phoneNumberId, sender);
    },
    deliver,
    async sweep() {
      const senders = await sendersDue(ctx);
      await Promise.all(senders.map(([p, s]) => answer(p, s)));
      const visitors = await visitorsDue(ctx);
      await Promise.all(visitors.map(deliver));
      return { senders: senders.length, visitors: visitors.length };
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
    stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}

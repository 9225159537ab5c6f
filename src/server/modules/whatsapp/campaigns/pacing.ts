import { performance } from 'node:perf_hooks';

/**
 * A number's send rate (issue 26 Pacing): a token bucket at its throughput (80 a second, up to 1,000
 * when Meta raised it). Meta counts per second, so the bucket runs a little under the ceiling (98%)
 * and holds at most 2% of a second's sends: no second can see more than the ceiling. Meta's 130429
 * halves the rate; each second without one it climbs back by a tenth of the ceiling. A throughput
 * regulator, so it measures with the monotonic timer.
 */
export function sendRate(throughput: number, now: () => number = () => performance.now()) {
  const ceiling = Math.max(1, throughput * 0.98);
  const burst = Math.max(1, ceiling * 0.02);
  let rate = ceiling;
  let tokens = 1;
  let last = now();
  let calmSince = last;
  const refill = () => {
    const t = now();
    if (rate < ceiling && t - calmSince >= 1000) {
      rate = Math.min(ceiling, rate + Math.max(1, ceiling / 10));
      calmSince = t;
    }
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
    last = t;
  };
  return {
    /** Waits for one send's turn. */
    async take(): Promise<void> {
      for (;;) {
        refill();
        if (tokens >= 1) {
          tokens -= 1;
          return;
        }
        await new Promise((r) => setTimeout(r, Math.max(1, Math.ceil(((1 - tokens) / rate) * 1000))));
      }
    },
    /** Meta said too fast (130429): half the rate, the bucket emptied. */
    slowDown(): void {
      rate = Math.max(1, rate / 2);
      tokens = 0;
      calmSince = now();
    },
    get rate() {
      return rate;
    },
  };
}
export type SendRate = ReturnType<typeof sendRate>;

/** A pair-rate refusal's wait (131056): 5, 10, 20 s… for that row only, at most 5 minutes. */
export const pairWaitMs = (tries: number) => Math.min(5_000 * 2 ** Math.max(0, tries - 1), 300_000);

/** A temporary failure's wait before the next of its 5 attempts. */
export const retryWaitMs = (attempts: number) => Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 60_000);

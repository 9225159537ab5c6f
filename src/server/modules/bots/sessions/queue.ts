/**
 * One at a time per key inside this process (issue 25: a visitor's messages run in order, so two
 * quick ones never start the flow twice). Across instances the step's transaction also holds a
 * database lock on the visitor (steps.ts); this queue spares the database the waiting.
 */
export function keyedQueue() {
  const tails = new Map<number, Promise<unknown>>();
  return function run<T>(key: number, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return mine;
  };
}
export type KeyedQueue = ReturnType<typeof keyedQueue>;

import type { AppContext } from '../../context';

/** A runner's lease on a target ended and another runner holds it now: stop without touching it. */
export class LeaseLost extends Error {
  constructor(readonly targetId: number) {
    super('Another runner took this target over');
    this.name = 'LeaseLost';
  }
}

/**
 * The lease a runner holds on a target while it publishes it (issue 22 §5). A publish can outlast
 * any fixed lease (an Instagram or X processing wait, a long YouTube upload), so the lease is
 * renewed while the publish runs: by a timer every third of its length, and by `stillMine`, which
 * the providers call before each network call and which renews once the clock shows a third of the
 * lease gone. Every renewal is conditional on this runner still holding the row; when it is not
 * (the lease ran out and another runner took the target), `stillMine` throws LeaseLost, so the
 * runner stops before its next upload, poll or post.
 */
export function holdTarget(ctx: AppContext, id: number, holder: string, leaseMs: number) {
  const { db, clock } = ctx;
  let renewedAt = Number.NEGATIVE_INFINITY;
  let lost = false;

  async function renew(): Promise<boolean> {
    if (lost) return false;
    const now = clock.now();
    const res = await db
      .updateTable('post_targets')
      .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'PUBLISHING')
      .where('lease_holder', '=', holder)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) renewedAt = now.getTime();
    else lost = true;
    return !lost;
  }

  const timer = setInterval(() => {
    renew().catch((err: unknown) => ctx.log.warn({ err, target: id }, 'the target lease was not renewed'));
  }, leaseMs / 3).unref();

  return {
    /** Renews when a third of the lease has gone by; throws LeaseLost when another runner holds it. */
    async stillMine(): Promise<void> {
      if (!lost && clock.now().getTime() - renewedAt >= leaseMs / 3) await renew();
      if (lost) throw new LeaseLost(id);
    },
    /** Ends the heartbeat (the target is settled, or lost). */
    release() {
      clearInterval(timer);
    },
  };
}

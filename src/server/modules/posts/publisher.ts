import crypto from 'node:crypto';
import { PLATFORM, platformName, type Network } from '../../../shared/social/platforms';
import { publicUrlProblem } from '../../../shared/posts/public-url';
import type { PostMedia } from '../../../shared/posts/schemas';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { SocialProviders } from '../../providers/social';
import {
  ReconnectNeeded,
  SocialError,
  SocialNotConfigured,
  TransientFailure,
  type Publication,
} from '../../providers/social/types';
import { filesService } from '../files/service';
import { accountById, networkOfAccount, targetOf, type SocialService } from '../social/service';
import { settlePostStatus } from './post-view';
import { holdTarget, LeaseLost } from './target-lease';
import { publishToWebsite, WebsiteGone } from './web-target';

/** Issue 13: the platforms' own budgets; a target over one waits, saying until when. */
const BUDGETS: Partial<Record<Network, { max: number; windowMs: number; text: string }>> = {
  x: { max: 200, windowMs: 15 * 60_000, text: '200 posts in 15 minutes' },
  instagram: { max: 50, windowMs: 24 * 3_600_000, text: '50 posts in 24 hours' },
  youtube: { max: 100, windowMs: 24 * 3_600_000, text: '100 uploads a day' },
};
/** Meta and Google fetch media by address (the others are sent the bytes). */
const FETCHES_BY_URL = new Set<Network>(['facebook', 'instagram', 'google']);
/** Issue 13: transient failures are tried 3 more times, 2 minutes apart. */
const RETRIES = 3;

export interface PublisherOptions {
  /** Between a transient failure and the next try (2 minutes; tests shorten it). */
  retryDelayMs?: number;
  /**
   * How long a claimed target is held before another runner may take it as crashed; renewed while
   * its publish runs (target-lease.ts).
   */
  leaseMs?: number;
  /** Targets sent at once. */
  concurrency?: number;
  /** The longest sleep between looks at the table (a target made by another instance). */
  maxSleepMs?: number;
}

/**
 * The publishing job (issue 13): sleeps until the next due target; claims each under a lease in its
 * row (two runners never send one target), defers what is over a platform's budget, retries transient
 * failures and fails permanent ones with the network's text. A target a crashed runner or a lost
 * answer left mid-publish is settled by asking the network (findRecent), never blindly posted again. Each attempt
 * goes to the post log and each run that did something to the cron log.
 */
export function publisher(
  ctx: AppContext,
  accounts: SocialService,
  providers: SocialProviders,
  options: PublisherOptions = {},
) {
  const { db, clock } = ctx;
  const files = filesService(ctx);
  const holder = `${process.pid}-${crypto.randomUUID()}`;
  const retryDelayMs = options.retryDelayMs ?? 2 * 60_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const concurrency = options.concurrency ?? 16;
  const maxSleepMs = options.maxSleepMs ?? 60_000;
  const { tokens } = accounts;
  const afterDone = new Set<() => void>();

  async function log(
    t: { id: number; post_id: number; user_id: number; platform_id: number; attempts: number },
    outcome: string,
    message: string,
  ) {
    await db
      .insertInto('post_logs')
      .values({
        post_id: t.post_id,
        target_id: t.id,
        user_id: t.user_id,
        platform_id: t.platform_id,
        attempt: t.attempts,
        outcome,
        message: message.slice(0, 2000),
        created_at: clock.now().toISOString(),
      })
      .execute();
  }

  /** Every due target (and every one a crashed runner left) this runner wins, up to `limit`. */
  async function claim(limit: number): Promise<number[]> {
    const now = clock.now().toISOString();
    const candidates = await db
      .selectFrom('post_targets')
      .select(['id', 'status', 'lease_until'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'PENDING'),
            eb('due_at', '<=', now),
            eb.or([eb('deferred_until', 'is', null), eb('deferred_until', '<=', now)]),
          ]),
          eb.and([eb('status', '=', 'PUBLISHING'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('due_at')
      .limit(limit)
      .execute();
    const won: number[] = [];
    for (const c of candidates) {
      const res = await db
        .updateTable('post_targets')
        .set((eb) => ({
          status: 'PUBLISHING',
          lease_holder: holder,
          lease_until: new Date(clock.now().getTime() + leaseMs).toISOString(),
          attempts: c.status === 'PENDING' ? eb('attempts', '+', 1) : eb.ref('attempts'),
          updated_at: now,
        }))
        .where('id', '=', c.id)
        .where('status', '=', c.status)
        .where((eb) =>
          c.lease_until === null ? eb('lease_until', 'is', null) : eb('lease_until', '=', c.lease_until),
        )
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) won.push(c.id);
    }
    return won;
  }

  const release = { lease_holder: null, lease_until: null };

  async function finish(id: number, values: Record<string, unknown>) {
    await db
      .updateTable('post_targets')
      .set({ ...release, ...values, updated_at: clock.now().toISOString() })
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
  }

  async function send(id: number): Promise<'SUCCESS' | 'FAILED' | 'DEFERRED' | 'CANCELLED' | 'LOST'> {
    const lease = holdTarget(ctx, id, holder, leaseMs);
    try {
      // A target claimed in a batch may have waited its turn past its lease: still ours?
      await lease.stillMine();
      return await sendHeld(id, lease.stillMine);
    } catch (err) {
      if (!(err instanceof LeaseLost)) throw err;
      // Another runner holds it now and settles it; this one leaves the row and its log alone.
      ctx.log.info({ target: id }, 'the target was taken over by another runner');
      return 'LOST';
    } finally {
      lease.release();
    }
  }

  async function sendHeld(
    id: number,
    stillMine: () => Promise<void>,
  ): Promise<'SUCCESS' | 'FAILED' | 'DEFERRED' | 'CANCELLED'> {
    const t = await db.selectFrom('post_targets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const fail = async (message: string) => {
      await finish(id, { status: 'FAILED', error: message });
      await log(t, 'FAILED', message);
      return 'FAILED' as const;
    };
    const succeed = async (p: Publication, note = 'Posted') => {
      await finish(id, {
        status: 'SUCCESS',
        error: null,
        deferred_until: null,
        post_url: p.postUrl || null,
        external_post_id: p.externalPostId,
        published_at: clock.now().toISOString(),
      });
      await log(t, 'SUCCESS', `${note}: ${p.postUrl}`);
      return 'SUCCESS' as const;
    };
    const later = async (until: Date, message: string, attempt: boolean) => {
      await finish(id, {
        status: 'PENDING',
        deferred_until: until.toISOString(),
        error: message,
        // Waiting for a budget is not an attempt.
        ...(attempt ? {} : { attempts: Math.max(0, t.attempts - 1) }),
      });
      await log(t, attempt ? 'RETRY' : 'DEFERRED', message);
      return 'DEFERRED' as const;
    };

    // The website is no social network: its update is made here, at once (web-target.ts).
    if (t.platform_id === PLATFORM.web)
      try {
        await stillMine();
        const post = await db
          .selectFrom('posts')
          .select(['caption', 'media'])
          .where('id', '=', t.post_id)
          .executeTakeFirstOrThrow();
        return await succeed(await publishToWebsite(ctx, t, post), 'Added to the website');
      } catch (err) {
        if (err instanceof LeaseLost) throw err;
        if (err instanceof WebsiteGone) {
          await finish(id, { status: 'CANCELLED', error: err.message });
          return 'CANCELLED';
        }
        if (!(err instanceof HttpError)) ctx.log.warn({ err, target: id }, 'the website update failed');
        return await fail((err as Error).message || 'Something went wrong');
      } finally {
        await settlePostStatus(db, t.post_id, clock.now());
      }

    const account = t.account_id ? await accountById(db, t.account_id) : undefined;
    if (!account) {
      await finish(id, { status: 'CANCELLED', error: 'The account was disconnected' });
      return 'CANCELLED';
    }
    const network = networkOfAccount(account);
    const name = platformName(t.platform_id);
    try {
      const connection = await tokens.read(account.connection_id);
      if (connection.status === 'ReconnectNeeded')
        return await fail(`Reconnect needed: ${connection.status_reason ?? `sign in to ${name} again`}`);
      const post = await db
        .selectFrom('posts')
        .selectAll()
        .where('id', '=', t.post_id)
        .executeTakeFirstOrThrow();
      // Every network call of this publish first checks (and renews) the lease.
      const provider = await providers.provider(network, { beforeCall: stillMine });
      const auth = await tokens.authOf(connection);
      const target = targetOf(ctx, account, network);

      // An earlier try started sending this one (its runner died, or its answer was lost): did the
      // network get it?
      if (t.publish_started_at) {
        const since = new Date(new Date(t.publish_started_at).getTime() - 60_000);
        const found = await provider.findRecent(auth, target, { since, text: post.caption });
        if (found) return await succeed(found, 'Found on the network after an interrupted run');
      }

      const budget = BUDGETS[network];
      if (budget) {
        const since = new Date(clock.now().getTime() - budget.windowMs).toISOString();
        const recent = await db
          .selectFrom('post_targets')
          .select('published_at')
          .where('account_id', '=', account.id)
          .where('status', '=', 'SUCCESS')
          .where('published_at', '>=', since)
          .orderBy('published_at')
          .execute();
        if (recent.length >= budget.max) {
          const until = new Date(
            new Date(recent[recent.length - budget.max].published_at!).getTime() + budget.windowMs,
          );
          return await later(
            until,
            `Waiting for ${name}'s limit of ${budget.text}: goes at ${ctx.clock.formatDateTime(until)}`,
            false,
          );
        }
      }

      const media = JSON.parse(post.media) as PostMedia[];
      if (ctx.config.socialMediaCheck && FETCHES_BY_URL.has(network) && media.length) {
        const problem = publicUrlProblem(media[0].url);
        if (problem)
          return await fail(
            `${name} fetches images and videos by their address, and ${new URL(media[0].url).host} cannot be reached from the internet: set PUBLIC_BASE_URL (or S3 file storage in Settings) to a public address.`,
          );
      }

      await stillMine();
      await db
        .updateTable('post_targets')
        .set({ publish_started_at: clock.now().toISOString() })
        .where('id', '=', id)
        .where('lease_holder', '=', holder)
        .execute();
      const publication = await provider.publish(auth, target, {
        text: post.caption,
        media: media.map((m) => ({
          url: m.url,
          kind: m.mime.startsWith('video/') ? 'video' : 'image',
          mime: m.mime,
          bytes: async () => {
            const file = await files.ownedBytes(m.url);
            if (!file) throw new Error('The post’s file is no longer stored');
            return file.bytes;
          },
        })),
      });
      return await succeed(publication);
    } catch (err) {
      if (err instanceof LeaseLost) throw err;
      const message = (err as Error).message || 'Something went wrong';
      if (err instanceof TransientFailure && t.attempts <= RETRIES) {
        const wait = Math.max(retryDelayMs, err.retryAfterMs ?? 0);
        return later(new Date(clock.now().getTime() + wait), message, true);
      }
      if (err instanceof ReconnectNeeded) await tokens.markReconnect(account.connection_id, message);
      // The network's refusals are the user's to read; anything else is also ours to look into.
      if (!(err instanceof SocialError || err instanceof SocialNotConfigured))
        ctx.log.warn({ err, target: id }, 'publishing failed unexpectedly');
      return fail(message);
    } finally {
      await settlePostStatus(db, t.post_id, clock.now());
    }
  }

  /** One pass: claim and send everything due now, `concurrency` at a time. */
  async function runOnce() {
    const counts = { SUCCESS: 0, FAILED: 0, DEFERRED: 0, CANCELLED: 0 };
    for (;;) {
      const batch = await claim(Math.max(concurrency * 4, 50));
      if (!batch.length) break;
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
          while (next < batch.length) {
            const id = batch[next++];
            const outcome = await send(id).catch((err: unknown) => {
              ctx.log.error({ err, target: id }, 'publishing failed');
              return 'FAILED' as const;
            });
            if (outcome !== 'LOST') counts[outcome]++;
          }
        }),
      );
    }
    return counts;
  }

  /** When the next target comes due, is let out of a wait, or a crashed runner's lease ends. */
  async function nextDue(): Promise<number | null> {
    const row = await db
      .selectFrom('post_targets')
      .select((eb) => [
        eb.fn.min('due_at').filterWhere('deferred_until', 'is', null).as('due'),
        eb.fn.min('deferred_until').as('deferred'),
      ])
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    const lease = await db
      .selectFrom('post_targets')
      .select((eb) => eb.fn.min('lease_until').as('until'))
      .where('status', '=', 'PUBLISHING')
      .executeTakeFirst();
    const times = [row?.due, row?.deferred, lease?.until].filter((v): v is string => !!v);
    return times.length ? Math.min(...times.map((v) => new Date(v).getTime())) : null;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;

  async function loop() {
    const startTime = clock.now().toISOString();
    try {
      const counts = await runOnce();
      if (counts.SUCCESS + counts.FAILED + counts.DEFERRED + counts.CANCELLED > 0)
        await db
          .insertInto('cron_logs')
          .values({
            cron_type: 'SocialPosting',
            response: JSON.stringify(counts),
            start_time: startTime,
            end_time: clock.now().toISOString(),
            is_success: 1,
          })
          .execute();
    } catch (err) {
      ctx.log.error({ err }, 'the publishing run failed');
    }
    for (const done of afterDone) done();
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(ms, maxSleepMs))).unref();
  }

  async function tick() {
    if (running) {
      again = true;
      return;
    }
    running = loop();
    await running;
    running = null;
    if (again) {
      again = false;
      return tick();
    }
    const due = await nextDue().catch(() => null);
    schedule(due === null ? maxSleepMs : due - clock.now().getTime());
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(1_000);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    /** A target came due now (a new post, a repost, a move): run without waiting for the sleep. */
    wake() {
      if (!stopped) schedule(0);
    },
    /** Resolves after the next run ends (tests). */
    nextRun: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          afterDone.delete(done);
          resolve();
        };
        afterDone.add(done);
      }),
  };
}

export type Publisher = ReturnType<typeof publisher>;

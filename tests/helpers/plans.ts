import { insertPackage } from './packages';
import type { TestServer } from './server';

/** A business day (the server's clock) `offset` days from today, YYYY-MM-DD. */
export const businessDay = (server: Pick<TestServer, 'ctx'>, offset: number) => {
  const [y, m, d] = server.ctx.clock.today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

/**
 * Gives a user a plan straight in the database, until the billing screens exist to do it:
 * `apps` maps module number → assigned limit.
 */
export async function givePlan(
  server: TestServer,
  userId: number,
  apps: Record<number, number>,
  opts: {
    status?: number;
    startOffset?: number;
    endOffset?: number;
    planType?: 'package' | 'demo' | 'addon';
  } = {},
) {
  const db = server.ctx.db;
  const pkg = {
    id: await insertPackage(db, {
      name: `${opts.planType ?? 'package'} plan`,
      plan_type: opts.planType ?? 'package',
      post: apps[1] ?? null,
      web: apps[2] ?? null,
      bot: apps[3] ?? null,
      card: apps[4] ?? null,
      campaign: apps[5] ?? null,
      whatsapp: apps[6] ?? null,
    }),
  };
  const plan = await db
    .insertInto('user_plans')
    .values({
      user_id: userId,
      subscription_plan_id: pkg.id,
      start_date: businessDay(server, opts.startOffset ?? -1),
      end_date: businessDay(server, opts.endOffset ?? 30),
      status: opts.status ?? 1,
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [app, limit] of Object.entries(apps)) {
    await db
      .insertInto('user_plan_apps')
      .values({ user_plan_id: plan.id, app: Number(app), assigned_limit: limit, used_count: 0 })
      .execute();
  }
  // What the billing service does after changing plans: Account/Me must show it at once.
  server.ctx.users.forgetUser(userId);
  return plan.id;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderOf } from '../../../src/server/modules/whatsapp/campaigns/sender';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { eventually, freePort, startServerProcess, type RunningServer } from '../../main/server-process';
import { dbKinds } from '../../helpers/server';
import { PLATFORM_SECRET, whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, groupOf, springSale } from './campaign-support';

const SECRETS = {
  SECRETS_KEY: 'campaign-processes-secrets-key-0123456789abcdef0123456789',
  JWT_SECRET: 'campaign-processes-jwt-secret-0123456789abcdef0123456789ab',
};

/**
 * Issue 26 "Never twice": two server processes on one database send a campaign's 2,000 recipients
 * one message each; a server killed halfway and started again skips nobody and doubles nobody.
 * The in-process server makes the data and takes Meta's status webhooks; its own sender is stopped,
 * so only the processes send.
 */
describe.each(dbKinds())('campaign sending across server processes (%s)', (kind) => {
  let w: WhatsAppWorld;
  let ready: Awaited<ReturnType<typeof campaignReady>>;
  const processes: RunningServer[] = [];
  beforeAll(async () => {
    w = await whatsappWorld(kind, SECRETS);
    ready = await campaignReady(w, 0, { tier: 'TIER_UNLIMITED', throughput: 1000 });
    await senderOf(w.server.ctx).stop();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await w?.close();
  });

  const env = () => ({
    ...SECRETS,
    ...(w.server.config.databaseUrl ? { DATABASE_URL: w.server.config.databaseUrl } : {}),
    WHATSAPP_API_BASE: `${w.fake.url}/v21.0`,
    WHATSAPP_APP_SECRET: PLATFORM_SECRET,
    JOBS: 'off',
  });
  const start = async (port?: number) => {
    const p = await startServerProcess(w.server.dataDir, port ?? (await freePort()), 60_000, env());
    processes.push(p);
    return p;
  };
  const campaignOf = async (groups: number[]) =>
    (await ready.client.call(wc.createCampaign, { body: springSale(ready.templateId, groups) })).data.id;
  const row = (id: number) =>
    w.server.ctx.db
      .selectFrom('whatsapp_campaigns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const recount = async (id: number) => {
    const r = await w.server.ctx.db
      .selectFrom('whatsapp_messages')
      .select((eb) => [
        eb.fn.count<number>('sent_at').as('sent'),
        eb.fn.count<number>('delivered_at').as('delivered'),
        eb.fn.countAll<number>().as('total'),
      ])
      .where('campaign_id', '=', id)
      .executeTakeFirstOrThrow();
    return { sent: Number(r.sent), delivered: Number(r.delivered), total: Number(r.total) };
  };
  const sentOnce = (from: number, n: number) => {
    for (let i = from; i < from + n; i++) {
      const to = `91700${String(i).padStart(7, '0')}`;
      expect(w.fake.campaigns.perRecipient.get(to), to).toBe(1);
    }
  };

  it('two processes send 2,000 recipients one message each', async () => {
    const groups = [await groupOf(w, 1000, 0), await groupOf(w, 1000, 1000)];
    const id = await campaignOf(groups);
    await Promise.all([start(), start()]);
    await eventually(async () => (await row(id)).sent === 2000, 60_000, 'all 2,000 sent');
    expect(w.fake.campaigns.sends.filter((s) => Number(s.to.slice(5)) < 2000)).toHaveLength(2000);
    sentOnce(0, 2000);
    expect(await recount(id)).toEqual({ sent: 2000, delivered: 0, total: 2000 });
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  }, 120_000);

  it('a server killed halfway, started again, skips nobody and doubles nobody', async () => {
    const group = await groupOf(w, 2000, 10_000);
    const id = await campaignOf([group]);
    const before = w.fake.campaigns.sends.length;
    const port = await freePort();
    const first = await start(port);
    await eventually(() => w.fake.campaigns.sends.length - before >= 1000, 60_000, 'half accepted');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    processes.splice(processes.indexOf(first), 1);

    // Meta's statuses for what it accepted settle the rows the dead server never marked (by the row
    // id each send carried); the grace period and the dead server's lease then run out.
    const accepted = w.fake.campaigns.sends.slice(before);
    await w.fake.campaigns.postStatuses({ of: accepted, upTo: 'delivered', perBody: 50 });
    const db = w.server.ctx.db;
    const longAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await db
      .updateTable('whatsapp_messages')
      .set({ claimed_at: longAgo })
      .where('campaign_id', '=', id)
      .where('status', '=', 'sending')
      .execute();
    await db
      .updateTable('job_leases')
      .set({ expires_at: longAgo })
      .where('name', 'like', 'wa-send:%')
      .execute();

    await start(port);
    await eventually(async () => (await recount(id)).sent === 2000, 60_000, 'all 2,000 sent');
    await eventually(async () => (await row(id)).state === 'done', 30_000, 'campaign done');
    sentOnce(10_000, 2000);
    const counters = await row(id);
    const counted = await recount(id);
    expect({ sent: counters.sent, delivered: counters.delivered, total: counters.total }).toEqual(counted);
  }, 150_000);
});

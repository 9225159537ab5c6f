import { performance } from 'node:perf_hooks';
import { whatsappContract as wc } from '../../src/shared/whatsapp/contract';
import { whatsappService } from '../../src/server/modules/whatsapp/service';
import { dbKinds, type DbKind } from '../helpers/server';
import { whatsappWorld } from '../server/bots/whatsapp-support';
import { campaignReady, groupOf, springSale } from '../server/whatsapp/campaign-support';

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 20_000);
const CEILING = 1_000;

/**
 * WhatsApp campaigns (issue 26, Benchmark): a 20,000-recipient campaign sent to the Cloud API fake
 * whose number accepts at most 1,000 messages a second (130429 beyond): sent per second against the
 * ceiling (target ≥ 0.95), the 130429 answers, duplicates and lost recipients (both 0); then Meta's
 * statuses (delivered and read for every message, 50 to a webhook body, 8 bodies at a time) taken per
 * second (target ≥ 3,000 on SQLite). In one process: the server, the fake and the webhook's sender.
 */
export async function benchWhatsAppCampaigns() {
  console.log('\n== WhatsApp campaigns ==');
  const results = [];
  for (const kind of dbKinds()) results.push(await benchOn(kind));
  return results;
}

async function benchOn(kind: DbKind) {
  const w = await whatsappWorld(kind);
  try {
    const ready = await campaignReady(w, 0, { tier: 'TIER_UNLIMITED', throughput: CEILING });
    const group = await groupOf(w, RECIPIENTS);
    w.fake.campaigns.setCeiling(CEILING);
    const t0 = performance.now();
    await ready.client.call(wc.createCampaign, { body: springSale(ready.templateId, [group]) });
    const made = performance.now();
    await whatsappService(w.server.ctx).campaigns.idle();
    const seconds = (performance.now() - made) / 1000;
    const sends = w.fake.campaigns.sends;
    const counts = [...w.fake.campaigns.perRecipient.values()];
    const duplicates = counts.filter((n) => n > 1).length;
    const lost = RECIPIENTS - w.fake.campaigns.perRecipient.size;
    const perSecond = sends.length / seconds;

    const s0 = performance.now();
    const statuses = await w.fake.campaigns.postStatuses({ upTo: 'read', perBody: 50, batch: 8 });
    const statusSeconds = (performance.now() - s0) / 1000;
    const row = await w.server.ctx.db
      .selectFrom('whatsapp_campaigns')
      .select(['sent', 'delivered', 'read'])
      .executeTakeFirstOrThrow();

    console.log(`-- ${kind}: ${RECIPIENTS} recipients at a ${CEILING}/s ceiling --`);
    console.log(`create (snapshot and allowance)   ${((made - t0) / 1000).toFixed(2).padStart(8)} s`);
    console.log(
      `sent                              ${perSecond.toFixed(0).padStart(8)} /s   ${(perSecond / CEILING).toFixed(2)} of the ceiling (target ≥ 0.95)`,
    );
    console.log(
      `130429 answers                    ${String(w.fake.campaigns.throughputRefusals.n).padStart(8)}`,
    );
    console.log(`duplicates / lost                 ${String(duplicates).padStart(8)} / ${lost}`);
    console.log(
      `statuses taken                    ${(statuses / statusSeconds).toFixed(0).padStart(8)} /s   (target ≥ 3,000 on SQLite; ${statuses} statuses)`,
    );
    console.log(`counters sent/delivered/read      ${row.sent}/${row.delivered}/${row.read}`);
    return {
      kind,
      perSecond,
      ratio: perSecond / CEILING,
      duplicates,
      lost,
      statusesPerSecond: statuses / statusSeconds,
    };
  } finally {
    await w.close();
  }
}

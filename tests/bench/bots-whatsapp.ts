import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { botsContract as bc } from '../../src/shared/bots/contract';
import { END_CHAT, TYPE } from '../../src/shared/bots/component-types';
import { WHATSAPP_WEBHOOK_PATH } from '../../src/shared/bots/public-routes';
import { inboundWebhook, signWebhook, startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type DbKind } from '../helpers/server';
import { eventually, freePort, startServerProcess, type RunningServer } from '../main/server-process';

const APP_SECRET = 'bench-app-secret';
const SENDERS = 200;
const NUMBER = { phoneNumberId: '555000', businessId: '777000', token: 'bench-token' };

/**
 * Signed WhatsApp webhook messages (issue 25, Benchmark; target ≥ 500 messages/s on SQLite, none
 * lost or doubled). The server runs in a process of its own (as in production; this process only
 * sends, and plays Meta's Cloud API with the loopback fake): 10 connections POST /webhooks/whatsapp
 * for BENCH_SECONDS (5), each body one customer message from one of 200 numbers, signed with the App
 * Secret, every tenth delivery repeating the one before (Meta's redelivery). Then the server answers
 * everything (each message through the bot's session and the outbox to the fake), and the counts are
 * checked: each distinct message is one visitor message in the conversations, each outbox row
 * reached the fake once. On SQLite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
 */
export async function benchBotsWhatsApp(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const results = [];
  for (const kind of dbKinds()) results.push(await benchOn(kind, seconds));
  return results;
}

/** Every delivery of the run, made before it starts so the sending side stays light. */
function deliveries(count: number) {
  const out: { body: string; signature: string }[] = [];
  for (let n = 1; n <= count; n++) {
    if (n % 10 === 0) {
      out.push(out[out.length - 1]);
      continue;
    }
    const from = `9190000${String(n % SENDERS).padStart(5, '0')}`;
    const body = JSON.stringify(
      inboundWebhook({
        phoneNumberId: NUMBER.phoneNumberId,
        from,
        id: `wamid.bench${n}`,
        message: { type: 'text', text: `message ${n}` },
      }),
    );
    out.push({ body, signature: signWebhook(body, APP_SECRET) });
  }
  return out;
}

async function benchOn(kind: DbKind, seconds: number) {
  const fake = await startWhatsAppFake({ ...NUMBER, token: NUMBER.token });
  const secret = crypto.randomBytes(48).toString('base64');
  const env = {
    WHATSAPP_API_BASE: `${fake.url}/v21.0`,
    WHATSAPP_APP_SECRET: APP_SECRET,
    // Both processes seal and open the bot's token with one key.
    SECRETS_KEY: secret,
    JWT_SECRET: secret,
  };
  const server = await startTestServer(kind, env);
  let served: RunningServer | undefined;
  try {
    await setupAdmin(server);
    const owner = await registerUser(server, { companyName: 'Bench Bots' });
    await givePlan(server, owner.id, { 3: 5 });
    const c = server.client(owner.token);
    const bot = (await c.call(bc.createBot, { body: { Name: 'Bench Bot', Colour: '#ae02d4' } })).data;
    // A welcome and a text question that takes any answer, a thank-you, then quiet: the first
    // messages of each number get replies, the later ones are recorded only.
    await c.call(bc.saveFlow, {
      params: { id: bot.id },
      body: {
        questions: [
          { frontendId: 1, componentTypeId: TYPE.message, question: 'Welcome!', sequence: 1 },
          { frontendId: 2, componentTypeId: TYPE.text, question: 'Tell us more', sequence: 2, target: 3 },
          {
            frontendId: 3,
            componentTypeId: TYPE.message,
            question: 'Thank you',
            sequence: 3,
            target: END_CHAT,
          },
        ],
      },
    });
    await c.call(bc.connectWhatsApp, {
      body: {
        chatBotId: bot.id,
        businessId: NUMBER.businessId,
        PhNoId: NUMBER.phoneNumberId,
        waToken: NUMBER.token,
        autoStart: true,
        autoStartExcludeKeywords: '[]',
      },
    });

    served = await startServerProcess(server.dataDir, await freePort(), 60_000, {
      ...env,
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    });
    const all = deliveries(4000 * seconds);
    let next = 0;
    const started = performance.now();
    const result = await autocannon({
      url: `${served.origin}${WHATSAPP_WEBHOOK_PATH}`,
      connections: 10,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const d = all[next++ % all.length];
            return {
              ...req,
              body: d.body,
              headers: { 'content-type': 'application/json', 'x-hub-signature-256': d.signature },
            };
          },
        },
      ],
    });

    const db = server.ctx.db;
    const count = async (table: 'bot_whatsapp_inbound' | 'bot_whatsapp_outbox', status?: string) => {
      let q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('c'));
      if (status) q = q.where('status', '=', status as never);
      return Number((await q.executeTakeFirstOrThrow()).c);
    };
    await eventually(
      async () =>
        (await count('bot_whatsapp_inbound', 'pending')) === 0 &&
        (await count('bot_whatsapp_outbox', 'pending')) === 0,
      120_000,
    );
    const answeredSeconds = (performance.now() - started) / 1000;
    const distinct = await count('bot_whatsapp_inbound');
    const visitorMessages = Number(
      (
        await db
          .selectFrom('bot_messages')
          .select((eb) => eb.fn.countAll().as('c'))
          .where('sender', '=', 'visitor')
          .executeTakeFirstOrThrow()
      ).c,
    );
    const outboxSent = await count('bot_whatsapp_outbox', 'sent');
    const outboxAll = await count('bot_whatsapp_outbox');
    const intact =
      visitorMessages === distinct &&
      distinct === Math.min(next, all.length) - Math.floor(Math.min(next, all.length) / 10) &&
      outboxSent === outboxAll &&
      fake.sent.length === outboxSent &&
      new Set(fake.sent.map((s) => s.id)).size === fake.sent.length;

    console.log(
      `\n== Signed WhatsApp webhook (${kind}, server in its own process, 10 connections, ${seconds} s) ==`,
    );
    console.log(
      `POST /webhooks/whatsapp            ${result.requests.average.toFixed(0).padStart(8)} messages/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}   (target ≥ 500/s on SQLite)`,
    );
    console.log(
      `answered end to end                ${(distinct / answeredSeconds).toFixed(0).padStart(8)} messages/s   (${distinct} distinct of ${result.requests.total} deliveries, ${fake.sent.length} replies sent, all answered ${answeredSeconds.toFixed(1)} s after the first)`,
    );
    console.log(
      `none lost or doubled               ${intact ? 'yes' : 'NO'}   (visitor messages ${visitorMessages}, outbox ${outboxSent}/${outboxAll} sent, the fake received ${fake.sent.length})`,
    );
    return {
      database: kind,
      webhookMessagesPerSecond: result.requests.average,
      webhookP99Ms: result.latency.p99,
      answeredPerSecond: distinct / answeredSeconds,
      noneLostOrDoubled: intact,
    };
  } finally {
    await served?.stop();
    await server.close();
    await fake.close();
  }
}

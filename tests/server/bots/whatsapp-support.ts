import { expect, vi } from 'vitest';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { END_CHAT, NEXT_IN_SEQUENCE, TYPE } from '../../../src/shared/bots/component-types';
import type { FlowQuestionInput } from '../../../src/shared/bots/schemas';
import { WHATSAPP_WEBHOOK_PATH } from '../../../src/shared/bots/public-routes';
import { whatsappIdle } from '../../../src/server/modules/bots/whatsapp';
import {
  inboundWebhook,
  signWebhook,
  startWhatsAppFake,
  type InboundMessage,
} from '../../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../../helpers/accounts';
import { givePlan } from '../../helpers/plans';
import { startTestServer, type DbKind } from '../../helpers/server';
import { movableClock } from '../web/forms-support';

/** A component's file uploaded as the flow editor does: its stored address and name. */
type Upload = (
  frontendId: number,
  componentTypeId: 8 | 9,
  file: { name: string; data: Buffer },
) => Promise<{ imageOrFilePath: string; imageOrFileName: string }>;

/** The platform's Meta app secret (WHATSAPP_APP_SECRET): numbers connected without their own use it. */
export const PLATFORM_SECRET = 'platform-app-secret';
export const PLATFORM_VERIFY_TOKEN = 'platform-verify-token';

/** A server whose WhatsApp Cloud API is the loopback fake, with a movable clock and one bot owner. */
export async function whatsappWorld(kind: DbKind, env: NodeJS.ProcessEnv = {}) {
  const time = movableClock();
  const fake = await startWhatsAppFake({ token: 'platform-token', phoneNumberId: '100000' });
  const server = await startTestServer(
    kind,
    {
      WHATSAPP_API_BASE: `${fake.url}/v21.0`,
      WHATSAPP_APP_SECRET: PLATFORM_SECRET,
      WHATSAPP_VERIFY_TOKEN: PLATFORM_VERIFY_TOKEN,
      ...env,
    },
    { clock: time.clock },
  );
  await setupAdmin(server);
  const owner = await registerUser(server, { companyName: 'Rao Sweets' });
  await givePlan(server, owner.id, { 3: 50 });
  let numbers = 0;

  /** A bot of `owner` with this flow, connected to a new number of the fake; answers its ids. */
  async function connectedBot(
    questions: FlowQuestionInput[] | ((upload: Upload) => Promise<FlowQuestionInput[]>),
    opts: { appSecret?: string; autoStart?: boolean; excludeKeywords?: string[]; token?: string } = {},
  ) {
    numbers += 1;
    const phoneNumberId = `2000${numbers}`;
    const businessId = `3000${numbers}`;
    const waToken = opts.token ?? `bot-token-${numbers}`;
    fake.addNumber({
      phoneNumberId,
      businessId,
      token: waToken,
      displayPhoneNumber: `+91 90000 0000${numbers}`,
    });
    const client = server.client(owner.token);
    const bot = (await client.call(bc.createBot, { body: { Name: `Bot ${numbers}`, Colour: '#ae02d4' } }))
      .data;
    const upload: Upload = async (frontendId, componentTypeId, file) =>
      (
        await client.call(bc.uploadComponentFile, {
          params: { id: bot.id },
          body: { FrontendId: frontendId, componentTypeId },
          files: { ImageOrFilePath: file },
        })
      ).data;
    const flow = typeof questions === 'function' ? await questions(upload) : questions;
    await client.call(bc.saveFlow, { params: { id: bot.id }, body: { questions: flow } });
    const connected = await client.call(bc.connectWhatsApp, {
      body: {
        chatBotId: bot.id,
        businessId,
        PhNoId: phoneNumberId,
        waToken,
        appSecret: opts.appSecret,
        autoStart: opts.autoStart ?? true,
        autoStartExcludeKeywords: JSON.stringify(opts.excludeKeywords ?? []),
      },
    });
    return { botId: bot.id, phoneNumberId, businessId, waToken, connection: connected.data };
  }

  let messageCounter = 0;
  /** Meta's POST of one customer message, signed with `secret` (the platform's by default). */
  async function customerSays(
    phoneNumberId: string,
    from: string,
    message: InboundMessage | string,
    opts: { id?: string; secret?: string | null; name?: string } = {},
  ) {
    messageCounter += 1;
    const body = JSON.stringify(
      inboundWebhook({
        phoneNumberId,
        from,
        id: opts.id ?? `wamid.in${messageCounter}`,
        name: opts.name ?? 'Asha',
        message: typeof message === 'string' ? { type: 'text', text: message } : message,
      }),
    );
    return postWebhook(body, opts.secret === undefined ? PLATFORM_SECRET : opts.secret);
  }

  async function postWebhook(raw: string, secret: string | null, signature?: string) {
    return server.inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_PATH,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        ...(signature
          ? { 'x-hub-signature-256': signature }
          : secret
            ? { 'x-hub-signature-256': signWebhook(raw, secret) }
            : {}),
      },
    });
  }

  /** What the fake accepted for `to`, once the server has finished its work. */
  async function sentTo(to: string) {
    await whatsappIdle(server.ctx);
    return fake.sent.filter((s) => s.to === to);
  }

  /** Moves the clock, signing the owner in again (their session would have run out). */
  async function advance(ms: number) {
    time.advance(ms);
    const { accountContract } = await import('../../../src/shared/account/contract');
    const { data } = await server.client().call(accountContract.login, {
      body: { login: owner.email, password: owner.password },
    });
    owner.token = data.token;
  }

  return {
    server,
    fake,
    time,
    owner,
    advance,
    connectedBot,
    customerSays,
    postWebhook,
    sentTo,
    idle: () => whatsappIdle(server.ctx),
    async close() {
      await server.close();
      await fake.close();
    },
  };
}

export type WhatsAppWorld = Awaited<ReturnType<typeof whatsappWorld>>;

/** A flow component with the defaults a saved one has. */
export const q = (
  frontendId: number,
  componentTypeId: number,
  question: string,
  more: Partial<FlowQuestionInput> = {},
): FlowQuestionInput => ({
  frontendId,
  componentTypeId,
  question,
  sequence: frontendId,
  target: NEXT_IN_SEQUENCE,
  ...more,
});

/** A welcome, a Single Choice of `n` options, then the visitor's name and Chat End. */
export const choiceFlow = (n: number): FlowQuestionInput[] => [
  q(1, TYPE.message, 'Welcome to Rao Sweets!'),
  q(2, TYPE.choice, 'What would you like?', {
    errorMessage: 'Please choose one of the options.',
    options: Array.from({ length: n }, (_, i) => ({ optionNo: i + 1, value: `Sweet ${i + 1}`, target: 3 })),
  }),
  q(3, TYPE.name, 'May I know your name?', { errorMessage: 'Please enter a valid name.', target: END_CHAT }),
];

/** Text bodies of the messages the fake accepted. */
export const texts = (sent: { body: any }[]) =>
  sent.map((s) => s.body.text?.body ?? s.body.interactive?.body?.text ?? s.body.image?.caption ?? null);

export const waitFor = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 5000, interval: 20 });
export { expect };

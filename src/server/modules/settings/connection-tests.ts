import type { IntegrationId, SettingsValues } from '../../../shared/settings/registry';
import type { TestResult } from '../../../shared/settings/schemas';
import { aiClient, aiConfigOf } from '../../providers/ai/client';
import { ProviderError } from '../../providers/http';
import { razorpayFromSettings } from '../../providers/razorpay/select';
import { smsConfigOf, smsGatewayClient } from '../../providers/sms/client';
import { socialAppOf } from '../../providers/social/index';
import { testSocialApp } from '../../providers/social/test-connection';
import { testStorageConnection } from '../../providers/storage/test-connection';
import { whatsappClient, whatsappConfigOf } from '../../providers/whatsapp/client';

/**
 * Test connection (issue 9 §1): one real call to each service with the card's values, answered in
 * words an Admin can act on. A refusal is an answer (ok: false), not an error of ours.
 */
export interface ConnectionTestInput<I extends IntegrationId> {
  values: SettingsValues<I>;
  /** The labels of the required fields still empty. */
  missing: string[];
  dataDir: string;
  /** The server's clock, for what a test writes (the storage test's file). */
  now: () => Date;
  recipient?: string;
}

type Tester<I extends IntegrationId> = (input: ConnectionTestInput<I>) => Promise<TestResult>;

const fillFirst = (missing: string[]): TestResult => ({
  ok: false,
  message: `Fill in ${listOf(missing)} first.`,
});

const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The service's own answer without our prefix; the refusal of credentials said plainly. */
function failure(service: string, err: unknown, refused: string): TestResult {
  if (!(err instanceof ProviderError)) return { ok: false, message: `${service} could not be reached.` };
  const said = err.message.replace(`${err.service}: `, '');
  if (err.status === 401 || err.status === 403) return { ok: false, message: `${refused} (${said})` };
  if (err.status === 0) return { ok: false, message: `${service} could not be reached: ${said}` };
  return { ok: false, message: `${service} answered: ${said}` };
}

const payments: Tester<'payments'> = async ({ values, missing }) => {
  const gateway = razorpayFromSettings(values);
  if (!gateway || missing.length) return fillFirst(missing);
  try {
    // The cheapest call that needs valid keys (issue 9 §1: fetch payment links with count 1).
    await gateway.listPaymentLinks(1);
  } catch (err) {
    return failure('Razorpay', err, 'Razorpay refused the key id and secret.');
  }
  return {
    ok: true,
    message: values.webhookSecret
      ? 'Razorpay accepted the keys.'
      : 'Razorpay accepted the keys. Without a webhook secret, payments are confirmed by asking Razorpay every few minutes.',
  };
};

const whatsapp: Tester<'whatsapp'> = async ({ values, missing }) => {
  const cfg = whatsappConfigOf(values);
  if (!cfg || missing.length) return fillFirst(missing);
  let number: Awaited<ReturnType<ReturnType<typeof whatsappClient>['phoneNumber']>>;
  try {
    number = await whatsappClient(cfg).phoneNumber();
  } catch (err) {
    return failure('WhatsApp', err, 'WhatsApp refused the access token.');
  }
  const name = [number.display_phone_number, number.verified_name && `(${number.verified_name})`]
    .filter(Boolean)
    .join(' ');
  const unset = [
    !values.otpTemplate && 'sign-in codes need the sign-in code template',
    !(values.renewalTemplate && values.paymentTemplate) && 'reminders need both reminder templates',
  ].filter((s): s is string => !!s);
  return {
    ok: true,
    message: `Connected to ${name || `phone number ${cfg.phoneNumberId}`}.${unset.length ? ` Still to do: ${unset.join('; ')}.` : ''}`,
  };
};

const sms: Tester<'sms'> = async ({ values, missing, recipient }) => {
  const cfg = smsConfigOf(values);
  if (!cfg || missing.length) return fillFirst(missing);
  // A generic gateway has no harmless read; the test is one message to a number the Admin gives.
  if (!recipient) return { ok: false, message: 'Enter a mobile number to send the test message to.' };
  const to = `+${recipient.replace(/^\+/, '')}`;
  try {
    await smsGatewayClient(cfg).send(to, 'BizSuite test message: the SMS gateway works.');
  } catch (err) {
    return failure('The SMS gateway', err, 'The SMS gateway refused the API key.');
  }
  return { ok: true, message: `The gateway accepted a test message to ${to}.` };
};

const ai: Tester<'ai'> = async ({ values, missing }) => {
  const cfg = aiConfigOf(values);
  if (!cfg || missing.length) return fillFirst(missing);
  try {
    const answer = await aiClient(cfg).chat({
      messages: [{ role: 'user', content: 'Reply with one word: ready' }],
      maxTokens: 5,
      temperature: 0,
      timeoutMs: 30_000,
    });
    const said = answer.text.split(/\s+/).slice(0, 5).join(' ');
    return {
      ok: true,
      message: said
        ? `The model ${answer.model} answered “${said}”.`
        : `The model ${answer.model} answered, with no text.`,
    };
  } catch (err) {
    return failure('The AI service', err, 'The AI service refused the API key.');
  }
};

const storage: Tester<'storage'> = async ({ values, missing, dataDir, now }) => {
  if (missing.length) return fillFirst(missing);
  return testStorageConnection(values, dataDir, now);
};

/** Issue 13: each social network's app, by the cheapest call that needs its id and secret. */
function socialApp<I extends 'facebook' | 'x' | 'linkedin' | 'google'>(id: I): Tester<I> {
  return async ({ values, missing }) => {
    const app = socialAppOf(values);
    if (!app || missing.length) return fillFirst(missing);
    return testSocialApp(id, app);
  };
}

const TESTERS: { [I in IntegrationId]?: Tester<I> } = {
  payments,
  whatsapp,
  sms,
  ai,
  storage,
  facebook: socialApp('facebook'),
  x: socialApp('x'),
  linkedin: socialApp('linkedin'),
  google: socialApp('google'),
};

export function connectionTester<I extends IntegrationId>(id: I): Tester<I> | undefined {
  return TESTERS[id] as Tester<I> | undefined;
}

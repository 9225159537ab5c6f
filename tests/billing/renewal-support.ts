import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { WHATSAPP_WEBHOOK_PATH } from '../../src/shared/bots/public-routes';
import { usersContract as users } from '../../src/shared/users/contract';
import { jobs } from '../../src/server/jobs/index';
import { runJob } from '../../src/server/jobs/scheduler';
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay/api';
import {
  signWebhook,
  startWhatsAppFake,
  statusWebhook,
  type WhatsAppFake,
} from '../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { startTestServer, type DbKind, type TestServer } from '../helpers/server';
import { RAZORPAY, createPackage, day, planBody, razorpayEnv } from './support';

export const PLATFORM_NUMBER = '1122';
const APP_SECRET = 'renewal-app-secret';

/** The reminders job as the server composes it: billing's job with the inbox's recording. */
export const remindersJob = jobs.find((j) => j.cronType === 'BillingReminders')!;

/**
 * A server with the platform WhatsApp sender and its reminder templates on the WhatsApp fake, and
 * (unless `gateway` is false) Razorpay payment links on the Razorpay fake; a package Gold that
 * renews into Gold Renewal.
 */
export async function renewalWorld(kind: DbKind, opts: { gateway?: boolean } = {}) {
  const wa: WhatsAppFake = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: PLATFORM_NUMBER });
  const rzp: RazorpayFake | null = opts.gateway === false ? null : await startRazorpayFake(RAZORPAY);
  const server: TestServer = await startTestServer(kind, {
    WHATSAPP_API_BASE: `${wa.url}/v21.0`,
    WHATSAPP_TOKEN: 'wa-token',
    WHATSAPP_PHONE_NUMBER_ID: PLATFORM_NUMBER,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_RENEWAL_TEMPLATE: 'plan_renewal',
    WHATSAPP_PAYMENT_TEMPLATE: 'plan_payment',
    ...(rzp ? razorpayEnv(rzp.url) : {}),
  });
  const admin = await setupAdmin(server);
  const renewalPkg = await createPackage(server, admin, { name: 'Gold Renewal', price: 89900 });
  const gold = await createPackage(server, admin, { name: 'Gold', renewalPlanId: renewalPkg.id });
  const asAdmin = () => server.client(admin);

  /** A user whose paid Gold plan ends `endsIn` days from today. */
  async function endingUser(companyName: string, mobileNumber: string, endsIn = 3) {
    const user = await registerUser(server, { companyName, mobileNumber });
    const { data: plan } = await asAdmin().call(billing.addUserPlan, {
      body: planBody(user.id, gold.id, {
        paymentDate: day(-300),
        paymentMethodId: 1,
        invoiceDate: day(-300),
        startDate: day(-300),
        endDate: day(endsIn),
      }),
    });
    return { ...user, plan, phone: `91${mobileNumber}` };
  }

  const run = async () => (await runJob(server.ctx, remindersJob))!.response as Record<string, any>;

  /** The next reminder of a plan is due: its last one was 4 days ago. */
  const reminderDueAgain = (planId: number) =>
    server.ctx.db
      .updateTable('user_plans')
      .set({ renewal_reminded_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .where('id', '=', planId)
      .execute();

  /** The renewal template messages the fake took for a number, as their body parameters. */
  const renewalsTo = (phone: string) =>
    wa.sent
      .filter((s) => s.to === phone && s.body?.template?.name === 'plan_renewal')
      .map((s) => ({
        wamid: s.id,
        params: s.body.template.components[0].parameters.map((p: { text: string }) => p.text) as string[],
      }));

  /** The user's plans as an Admin reads them. */
  const plansOf = async (userId: number) =>
    (await asAdmin().call(billing.userPlans, { query: { userId } })).data;

  /** Meta's status webhook for a message of the platform number, signed. */
  async function status(wamid: string, recipient: string, s: 'delivered' | 'read' | 'failed') {
    const raw = JSON.stringify(
      statusWebhook({ phoneNumberId: PLATFORM_NUMBER, wamid, status: s, recipient }),
    );
    const res = await server.inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_PATH,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, APP_SECRET) },
    });
    if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
  }

  /** A second Admin account, signed in. */
  async function anotherAdmin() {
    await asAdmin().call(users.createStaff, {
      body: { userName: 'Second Admin', email: 'second@example.com', password: 'secret123', role: 'Admin' },
    });
    return (
      await server.client().call(account.login, {
        body: { login: 'second@example.com', password: 'secret123' },
      })
    ).data.token;
  }

  async function close() {
    await server.close();
    await wa.close();
    await rzp?.close();
  }

  return {
    server,
    wa,
    rzp,
    admin,
    gold,
    renewalPkg,
    asAdmin,
    endingUser,
    run,
    reminderDueAgain,
    renewalsTo,
    plansOf,
    status,
    anotherAdmin,
    close,
  };
}
export type RenewalWorld = Awaited<ReturnType<typeof renewalWorld>>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { runJob } from '../../src/server/jobs/scheduler';
import { jobs } from '../../src/server/jobs/index';
import { RENEWAL_NO_LINK_TEXT } from '../../src/shared/billing/renewal';
import { startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, day, planBody } from './support';

/** The reminders job as the server composes it (with the inbox). */
const billingRemindersJob = jobs.find((j) => j.cronType === 'BillingReminders')!;

const PAID = { paymentDate: day(-300), paymentMethodId: 1, invoiceDate: day(-300) };

describe.each(dbKinds())('billing reminders and plan expiry (%s)', (kind) => {
  describe('without WhatsApp reminder templates', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server?.close());

    it('ends plans past their end date at once and says why no reminder went out', async () => {
      const admin = await setupAdmin(server);
      const pkg = await createPackage(server, admin);
      const user = await registerUser(server);
      const { data: plan } = await server.client(admin).call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, { ...PAID, startDate: day(-300), endDate: day(2) }),
      });
      expect((await server.client(user.token).call(account.me)).data.modules).toEqual([1, 3]);
      await server.ctx.db
        .updateTable('user_plans')
        .set({ end_date: day(-1) })
        .where('id', '=', plan.id)
        .execute();

      const result = await runJob(server.ctx, billingRemindersJob);
      expect(result).toMatchObject({ isSuccess: true, response: { plansEnded: 1 } });
      expect((result!.response as { skipped: string }).skipped).toBe(
        'Sending reminders by WhatsApp is not set up: fill in Settings → Platform WhatsApp sender (Access token, Phone number id, Renewal reminder template, Payment reminder template).',
      );
      expect(
        (await server.client(admin).call(billing.userPlanById, { params: { id: plan.id } })).data.isActive,
      ).toBe(false);
      expect((await server.client(user.token).call(account.me)).data.modules).toEqual([]);
      const log = await server.ctx.db
        .selectFrom('cron_logs')
        .selectAll()
        .where('cron_type', '=', 'BillingReminders')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(log.response)).toMatchObject({ plansEnded: 1 });
    });
  });

  describe('with WhatsApp reminder templates', () => {
    let server: TestServer;
    let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
    beforeAll(async () => {
      wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '1122' });
      server = await startTestServer(kind, {
        WHATSAPP_API_BASE: `${wa.url}/v21.0`,
        WHATSAPP_TOKEN: 'wa-token',
        WHATSAPP_PHONE_NUMBER_ID: '1122',
        WHATSAPP_OTP_TEMPLATE: 'otp',
        WHATSAPP_RENEWAL_TEMPLATE: 'plan_renewal',
        WHATSAPP_PAYMENT_TEMPLATE: 'plan_payment',
      });
    });
    afterAll(async () => {
      await server?.close();
      await wa?.close();
    });

    it('sends renewal and payment reminders once for plans whose flags are on', async () => {
      const admin = await setupAdmin(server);
      const pkg = await createPackage(server, admin, { name: 'Gold' });
      const addon = await createPackage(server, admin, { name: 'Extra', planType: 'addon', price: 100 });
      const c = server.client(admin);
      const ending = await registerUser(server, { companyName: 'Ending Soon', mobileNumber: '9811111111' });
      const quiet = await registerUser(server, { companyName: 'Quiet', mobileNumber: '9822222222' });
      const owing = await registerUser(server, { companyName: 'Owing', mobileNumber: '9833333333' });

      await c.call(billing.addUserPlan, {
        body: planBody(ending.id, pkg.id, {
          ...PAID,
          startDate: day(-300),
          endDate: day(3),
          userSubPlans: [
            {
              subscriptionPlanId: addon.id,
              price: 100,
              quantity: 1,
              endDate: day(5),
              isRenewalReminder: true,
            },
          ],
        }),
      });
      await c.call(billing.addUserPlan, {
        body: planBody(quiet.id, pkg.id, {
          ...PAID,
          startDate: day(-300),
          endDate: day(3),
          isRenewalReminder: false,
        }),
      });
      const { data: unpaid } = await c.call(billing.addUserPlan, { body: planBody(owing.id, pkg.id) });
      await server.ctx.db
        .updateTable('user_plans')
        .set({
          payment_link: 'https://rzp.io/i/owed',
          created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        })
        .where('id', '=', unpaid.id)
        .execute();

      const first = await runJob(server.ctx, billingRemindersJob);
      expect(first?.response).toMatchObject({ renewalSent: 2, paymentSent: 1, failed: 0 });
      const sent = wa.requests.map((r) => ({
        to: r.body.to,
        template: r.body.template.name,
        params: r.body.template.components[0].parameters.map((p: { text: string }) => p.text),
      }));
      expect(sent).toEqual(
        expect.arrayContaining([
          {
            to: '919811111111',
            template: 'plan_renewal',
            // Issue 27: a fourth parameter, the payment link; no gateway here, so the words instead.
            params: ['Ending Soon', 'Gold', day(3).split('-').reverse().join('-'), RENEWAL_NO_LINK_TEXT],
          },
          {
            to: '919811111111',
            template: 'plan_renewal',
            params: ['Ending Soon', 'Extra', day(5).split('-').reverse().join('-'), RENEWAL_NO_LINK_TEXT],
          },
          {
            to: '919833333333',
            template: 'plan_payment',
            params: ['Owing', 'Gold', '₹1,178.82', 'https://rzp.io/i/owed'],
          },
        ]),
      );
      expect(sent.some((s) => s.to === '919822222222')).toBe(false);

      const second = await runJob(server.ctx, billingRemindersJob);
      expect(second?.response).toMatchObject({
        renewalDue: 0,
        paymentDue: 0,
        renewalSent: 0,
        paymentSent: 0,
      });
      expect(wa.requests).toHaveLength(3);
    });
  });
});

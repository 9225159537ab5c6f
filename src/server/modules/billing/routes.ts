import type { FastifyInstance } from 'fastify';
import { billingContract } from '../../../shared/billing/contract';
import { formatIndian } from '../../../shared/billing/money';
import type { PaymentLogRow } from '../../../shared/billing/contract';
import type { RenewalReminderRow } from '../../../shared/billing/renewal';
import { INBOX_MESSAGES } from '../../../shared/inbox/schemas';
import { messageErrorText } from '../../../shared/whatsapp/message-error';
import type { BusinessClock } from '../../../shared/time/business-clock';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer, type XlsxColumn } from '../../http/xlsx';
import type { BillingService } from './service';

/** The columns of the Payment Logs and Plan Logs exports (spec 00 section 3, payment log row). */
const logColumns = (withDetails: boolean, clock: BusinessClock): XlsxColumn<PaymentLogRow>[] => [
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'User Name', value: (r) => r.userName },
  { header: 'Plan', value: (r) => r.subscriptionPlanName },
  { header: 'Start Date', value: (r) => clock.formatDate(r.startDate) },
  { header: 'End Date', value: (r) => clock.formatDate(r.endDate) },
  { header: 'Total (₹)', value: (r) => formatIndian(r.total) },
  { header: 'Invoice Number', value: (r) => r.invoiceNumber },
  { header: 'Invoice Date', value: (r) => clock.formatDate(r.invoiceDate) },
  { header: 'Payment Date', value: (r) => clock.formatDate(r.paymentDate) },
  { header: 'Payment Method', value: (r) => r.paymentMethod },
  { header: 'Status', value: (r) => r.statusName },
  ...(withDetails
    ? [{ header: 'Other Details', value: (r: PaymentLogRow) => r.otherDetails, width: 40 }]
    : []),
];

/** The columns of the Renewal Reminder Logs export (issue 27). */
const renewalColumns = (clock: BusinessClock): XlsxColumn<RenewalReminderRow>[] => [
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'User Name', value: (r) => r.userName },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Plan', value: (r) => r.planName },
  { header: 'End Date', value: (r) => clock.formatDate(r.endDate) },
  { header: 'Sent Date', value: (r) => clock.formatDateTime(r.sentDate) },
  { header: 'Status', value: (r) => r.status },
  { header: 'Delivered Date', value: (r) => clock.formatDateTime(r.deliveredDate) },
  { header: 'Read Date', value: (r) => clock.formatDateTime(r.readDate) },
  { header: 'Error', value: (r) => messageErrorText(r.error), width: 40 },
  { header: 'Renewal Plan', value: (r) => r.renewalPlanName },
  { header: 'Amount (₹)', value: (r) => (r.amount === null ? null : formatIndian(r.amount)) },
  { header: 'Paid', value: (r) => (r.paid ? 'Yes' : 'No') },
  { header: 'Paid Date', value: (r) => clock.formatDateTime(r.paidDate) },
  { header: 'Payment Link', value: (r) => r.paymentLink, width: 30 },
];

const RAW_BODY_LIMIT = 1024 * 1024;

export function billingRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  billing: BillingService,
  clock: BusinessClock,
): void {
  bindContract(app, deps, billingContract, {
    packages: ({ query }) => billing.packages.list(query),
    activePackages: () => billing.packages.active(),
    packageById: ({ params }) => billing.packages.byId(params.id),
    createPackage: async ({ body }) =>
      ok(await billing.packages.create(body), 'Package created successfully', 201),
    updatePackage: async ({ params, body }) =>
      ok(await billing.packages.update(params.id, body), 'Package updated successfully'),
    packageStatus: async ({ params, body }) =>
      ok(await billing.packages.setStatus(params.id, body.isActive), 'Package updated successfully'),
    packageSequence: async ({ body }) =>
      ok(await billing.packages.reorder(body), 'Sequence updated successfully'),
    subscriptionPlans: ({ user, query }) => billing.customerPlans(user, query.userId),
    paymentMethods: async () => billing.paymentMethods(),

    userPlans: ({ user, query }) => billing.userPlans(user, query.userId, query.PlanStatus),
    activeUserPlans: ({ user, query }) => billing.activeUserPlans(user, query.userId),
    userPlanById: ({ user, params, query }) => billing.userPlanById(user, params.id, query.userId),
    addUserPlan: async ({ body }) => ok(await billing.addUserPlan(body), 'User plan added successfully', 201),
    updateUserPlan: async ({ params, body }) =>
      ok(await billing.updateUserPlan(params.id, body), 'User plan updated successfully'),
    renewalReminder: ({ params }) => billing.setReminder(params.planId, 'renewal', params.flag),
    paymentReminder: ({ params }) => billing.setReminder(params.planId, 'payment', params.flag),
    subPlanRenewalReminder: ({ params }) => billing.setSubPlanReminder(params.subPlanId, params.flag),
    deleteUserPlan: async ({ params }) => {
      await billing.deleteUserPlan(params.id);
      return ok(null, 'User Plan deleted successfully');
    },
    cancelUserPlan: async ({ params }) =>
      ok(await billing.cancelUserPlan(params.userId, params.planId), 'User Plan canceled successfully'),
    planInvoice: ({ user, params, query }) => billing.invoice(user, params.userPlanId, query.userId),
    planInvoicePdf: ({ user, params, query }) => billing.invoicePdf(user, params.userPlanId, query.userId),

    supplierSettings: () => billing.supplier(),
    updateSupplierSettings: async ({ body }) =>
      ok(await billing.saveSupplier(body), 'Details Submitted Successfully!'),

    paymentOrder: ({ user, body }) => billing.order(user, body.plans),
    payPlan: ({ user, params }) => billing.payPlan(user, params.userPlanId),
    payment: ({ user, params }) => billing.payment(user, params.logId),
    paymentStatus: ({ user, params }) => billing.paymentStatus(user, params.logId),

    paymentLogs: async ({ query }) => {
      const page = await billing.paymentLogs(query);
      return query.IsExport
        ? xlsxAnswer('payment-logs', 'Payment Logs', logColumns(false, clock), page.records)
        : page;
    },
    paymentsNeedingAttention: () => billing.paymentsNeedingAttention(),
    paymentLogInvoice: ({ user, params }) => billing.invoice(user, params.id),
    planLogs: async ({ query }) => {
      const page = await billing.planLogs(query);
      return query.IsExport
        ? xlsxAnswer('plan-logs', 'Plan Logs', logColumns(true, clock), page.records)
        : page;
    },

    renewalReminders: async ({ query }) => {
      const page = await billing.renewalReminders(query);
      return query.IsExport
        ? xlsxAnswer('renewal-reminder-logs', 'Renewal Reminder Logs', renewalColumns(clock), page.records)
        : page;
    },
    renewalReminderByPhone: ({ params }) => billing.renewalReminderByPhone(params.phone),
    renew: async ({ body }) => ok(await billing.renew(body.paymentLink), INBOX_MESSAGES.renewed),
  });

  // Razorpay webhooks need the exact bytes that were signed: a raw-body parser in this scope only.
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scoped.post('/webhooks/razorpay', async (req, reply) => {
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await billing.webhook(
        raw,
        header('x-razorpay-signature'),
        header('x-razorpay-event-id'),
      );
      return reply.status(200).send({ success: true, data: result });
    });
  });
}

import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idParamSchema } from '../http/ids';
import { listOf } from '../http/envelope';
import { dateOnly, listQuery } from '../http/list';
import { PAYMENT_LOG_STATES, PLAN_ACTIVITIES, PLAN_TYPES, VALIDITY_TYPES } from './constants';
import { brandInformationSchema } from './customer';
import { invoiceDocumentSchema, supplierSchema } from './invoice';
import {
  packageFormSchema,
  packageSequenceSchema,
  paymentOrderSchema,
  planFormSchema,
  supplierSettingsFormSchema,
} from './schemas';
import { areaContract } from '../http/endpoint-ids';
import { chatPhoneParams } from '../inbox/schemas';
import { renewSchema, renewalDueSchema, renewalReminderQuery, renewalReminderRowSchema } from './renewal';

export { PAYMENT_LOG_STATES, PLAN_STATUS } from './constants';

/**
 * Subscriptions, billing, invoices and payments (spec 00 sections 3–9, issue 5). Every amount is
 * integer paise; dates are YYYY-MM-DD; statuses Unpaid 0, Paid 1, Canceled 2.
 */

export const planAppSchema = z.object({
  app: z.number().int(),
  name: z.string(),
  assignedLimit: z.number().int(),
  usedCount: z.number().int(),
  selected: z.boolean(),
});

export const userSubPlanSchema = z.object({
  id: z.number().int(),
  userPlanId: z.number().int(),
  subscriptionPlanId: z.number().int().nullable(),
  subscriptionPlanName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  gst: z.number(),
  hsn: z.string().nullable(),
  otherDetails: z.string().nullable(),
  isRenewalReminder: z.boolean(),
  /** price × quantity */
  planTotal: z.number().int(),
});
export type UserSubPlan = z.infer<typeof userSubPlanSchema>;

export const userPlanSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  subscriptionPlanId: z.number().int(),
  subscriptionPlanName: z.string(),
  subscriptionPlanType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.number().int(),
  statusName: z.enum(['Unpaid', 'Paid', 'Canceled']),
  isActive: z.boolean(),
  activity: z.enum(PLAN_ACTIVITIES),
  price: z.number().int(),
  originalPrice: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  gst: z.number(),
  quantity: z.number().int(),
  hsn: z.string().nullable(),
  otherDetails: z.string().nullable(),
  /** Σ price × quantity including the additional plans. */
  subTotal: z.number().int(),
  taxAmount: z.number().int(),
  roundOff: z.number().int(),
  totalAmount: z.number().int(),
  total: z.number().int(),
  totalPaid: z.number().int(),
  amountDue: z.number().int(),
  paymentMethodId: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  paymentDate: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceType: z.enum(['B2B', 'B2C']),
  dueDate: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentLink: z.string().nullable(),
  paymentLogId: z.number().int().nullable(),
  isRenewalReminder: z.boolean(),
  isPaymentReminder: z.boolean(),
  /** INVOICE when numbered, else ESTIMATE. */
  documentTitle: z.enum(['INVOICE', 'ESTIMATE']),
  canDelete: z.boolean(),
  canCancel: z.boolean(),
  brandInformation: brandInformationSchema,
  apps: z.array(planAppSchema),
  userSubPlans: z.array(userSubPlanSchema),
  createdDate: z.string(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** Each app's allowance: a count, or null when the app is not part of the plan. */
const appLimitsSchema = {
  post: z.number().int().nullable(),
  web: z.number().int().nullable(),
  bot: z.number().int().nullable(),
  card: z.number().int().nullable(),
  campaign: z.number().int().nullable(),
  whatsapp: z.number().int().nullable(),
};

export const packageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  validity: z.number().int(),
  validityType: z.enum(VALIDITY_TYPES),
  planType: z.enum(PLAN_TYPES),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  hsn: z.string().nullable(),
  gst: z.number(),
  popular: z.boolean(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  isRenewal: z.boolean(),
  renewalPlanId: z.number().int().nullable(),
  renewalPlanName: z.string().nullable(),
  sequence: z.number().int(),
  ...appLimitsSchema,
  createdDate: z.string(),
});
export type SubscriptionPackage = z.infer<typeof packageSchema>;

/** The customer's Subscription Plans carousel item (spec 00 section 3). */
export const subscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  planType: z.enum(PLAN_TYPES),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  /** What one costs before GST: the discounted price when there is one. */
  payable: z.number().int(),
  /** What one costs with GST, rounded to the rupee. */
  payableWithGst: z.number().int(),
  gst: z.number(),
  validity: z.number().int(),
  validityType: z.enum(VALIDITY_TYPES),
  /** `1 Year`, `3 Months`, `30 Days`. */
  validityLabel: z.string(),
  popular: z.boolean(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** The renewal plan of the caller's current plan: listed first, with Renew now. */
  isRenewal: z.boolean(),
  ...appLimitsSchema,
});

export const paymentLinkSchema = z.object({
  logId: z.number().int(),
  url: z.string(),
  short_url: z.string(),
});

export const paymentSchema = z.object({
  logId: z.number().int(),
  status: z.enum(PAYMENT_LOG_STATES),
  isPaid: z.boolean(),
  amount: z.number().int(),
  url: z.string().nullable(),
  short_url: z.string().nullable(),
  planIds: z.array(z.number().int()),
  paidAt: z.string().nullable(),
});

export const paymentLogRowSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  companyName: z.string().nullable(),
  userName: z.string(),
  email: z.string(),
  subscriptionPlanName: z.string(),
  subscriptionPlanType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  total: z.number().int(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  status: z.number().int(),
  statusName: z.enum(['Unpaid', 'Paid', 'Canceled']),
  activity: z.enum(PLAN_ACTIVITIES),
  otherDetails: z.string().nullable(),
  createdDate: z.string(),
});
export type PaymentLogRow = z.infer<typeof paymentLogRowSchema>;

/** A payment the gateway received that paid no plan: the Admin refunds it or applies it (issue 10). */
export const paymentNeedingAttentionSchema = z.object({
  logId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  amount: z.number().int(),
  gatewayPaymentId: z.string().nullable(),
  linkId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type PaymentNeedingAttention = z.infer<typeof paymentNeedingAttentionSchema>;

export const BILLING_LOG_SORT_COLUMNS = [
  'invoiceDate',
  'paymentDate',
  'startDate',
  'endDate',
  'total',
  'companyName',
  'userName',
  'subscriptionPlanName',
  'invoiceNumber',
  'status',
  'createdDate',
] as const;

/** The admin log filters (spec 00 section 2), with the startPlan, endPlan, invoice and payment date ranges. */
export const billingLogQuery = listQuery(BILLING_LOG_SORT_COLUMNS, {
  userId: idParamSchema().optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  Plan: idParamSchema().optional(),
  PlanStatus: z.enum(PLAN_ACTIVITIES).optional(),
  App: z.coerce.number().int().min(1).max(6).optional(),
  startPlanStartDate: dateOnly.optional(),
  startPlanEndDate: dateOnly.optional(),
  endPlanStartDate: dateOnly.optional(),
  endPlanEndDate: dateOnly.optional(),
  invoiceStartDate: dateOnly.optional(),
  invoiceEndDate: dateOnly.optional(),
  paymentStartDate: dateOnly.optional(),
  paymentEndDate: dateOnly.optional(),
});
export type BillingLogQuery = z.output<typeof billingLogQuery>;

export const packageListQuery = listQuery(['sequence', 'name', 'price', 'validity', 'createdDate'], {
  planType: z.enum(PLAN_TYPES).optional(),
  isActive: z.enum(['true', 'false']).optional(),
});

const idParams = z.object({ id: idParamSchema() });
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUser = z.object({ userId: idParamSchema().optional() });
const planIdParams = z.object({ userPlanId: idParamSchema() });
const logParams = z.object({ logId: idParamSchema() });

/** `PUT …/:id/:flag`: one reminder of a plan (or an additional plan) on or off; answers the plan. */
const reminderSwitch = <P extends 'planId' | 'subPlanId'>(path: string, summary: string, param: P) =>
  endpoint({
    method: 'PUT',
    path,
    access: 'admin',
    summary,
    params: z.object({ [param]: idParamSchema(), flag } as { [K in P]: ReturnType<typeof idParamSchema> } & {
      flag: typeof flag;
    }),
    body: z.object({}).strict().optional(),
    response: userPlanSchema,
  });

export const billingContract = areaContract('billing', {
  // ——— Subscription packages (admin) ———
  packages: endpoint({
    method: 'GET',
    path: '/api/SubscriptionPackage',
    access: 'admin',
    summary: 'Subscription packages in their sequence; filters planType and isActive',
    query: packageListQuery,
    response: listOf(packageSchema),
  }),
  activePackages: endpoint({
    method: 'GET',
    path: '/api/SubscriptionPackage/Active',
    access: 'admin',
    summary: 'Active packages of every type, in sequence (the plan form and Import Users choose from these)',
    response: z.array(packageSchema),
  }),
  packageById: endpoint({
    method: 'GET',
    path: '/api/SubscriptionPackage/:id',
    access: 'admin',
    summary: 'One package (the Add/Edit Package form at /{id})',
    params: idParams,
    response: packageSchema,
  }),
  createPackage: endpoint({
    method: 'POST',
    path: '/api/SubscriptionPackage',
    access: 'admin',
    summary: 'Add a package (toast: Package created successfully)',
    body: packageFormSchema,
    response: packageSchema,
  }),
  updatePackage: endpoint({
    method: 'PUT',
    path: '/api/SubscriptionPackage/:id',
    access: 'admin',
    summary: 'Edit a package (toast: Package updated successfully)',
    params: idParams,
    body: packageFormSchema,
    response: packageSchema,
  }),
  packageStatus: endpoint({
    method: 'PUT',
    path: '/api/SubscriptionPackage/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a package',
    params: idParams,
    body: z.object({ isActive: z.boolean() }),
    response: packageSchema,
  }),
  packageSequence: endpoint({
    method: 'PUT',
    path: '/api/SubscriptionPackage/Sequence',
    access: 'admin',
    summary:
      'Reorder packages (Manage Sequence): the ids in their new order; the answer is every package in order',
    body: packageSequenceSchema,
    response: z.array(packageSchema),
  }),
  subscriptionPlans: endpoint({
    method: 'GET',
    path: '/api/SubscriptionPlan',
    access: 'signedIn',
    summary: 'The customer plan list: active paid packages (price not 0), the renewal plan first',
    query: optionalUser,
    response: z.array(subscriptionPlanSchema),
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/api/PaymentMethod',
    access: 'signedIn',
    summary: 'Payment methods for the plan form',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),

  // ——— User plans ———
  userPlans: endpoint({
    method: 'GET',
    path: '/api/UserPlan',
    access: 'signedIn',
    summary: "A user's plans, newest first (My Subscriptions); a User sees their own, an Admin passes userId",
    query: optionalUser.extend({ PlanStatus: z.enum(PLAN_ACTIVITIES).optional() }),
    response: z.array(userPlanSchema),
  }),
  activeUserPlans: endpoint({
    method: 'GET',
    path: '/api/UserPlan/Active',
    access: 'signedIn',
    summary: "A user's paid plans in force today",
    query: optionalUser,
    response: z.array(userPlanSchema),
  }),
  userPlanById: endpoint({
    method: 'GET',
    path: '/api/UserPlan/:id',
    access: 'signedIn',
    summary:
      'One user plan with its apps and additional plans (a User sees only their own; an Admin sees any)',
    params: idParams,
    query: optionalUser,
    response: userPlanSchema,
  }),
  addUserPlan: endpoint({
    method: 'POST',
    path: '/api/UserPlan',
    access: 'admin',
    summary:
      'Give a user a plan (toast: User plan added successfully); Paid when a payment date and method are set',
    body: planFormSchema,
    response: userPlanSchema,
  }),
  updateUserPlan: endpoint({
    method: 'PUT',
    path: '/api/UserPlan/:id',
    access: 'admin',
    summary: "Edit a plan; an invoiced plan's amounts are locked",
    params: idParams,
    body: planFormSchema,
    response: userPlanSchema,
  }),
  renewalReminder: reminderSwitch(
    '/api/UserPlan/RenewalReminder/:planId/:flag',
    "Turn a plan's renewal reminder on or off",
    'planId',
  ),
  paymentReminder: reminderSwitch(
    '/api/UserPlan/PaymentReminder/:planId/:flag',
    "Turn a plan's payment reminder on or off",
    'planId',
  ),
  subPlanRenewalReminder: reminderSwitch(
    '/api/UserPlan/SubPlanRenewalReminder/:subPlanId/:flag',
    "Turn an additional plan's renewal reminder on or off",
    'subPlanId',
  ),
  deleteUserPlan: endpoint({
    method: 'DELETE',
    path: '/api/UserPlan/:id',
    access: 'admin',
    summary: 'Delete a plan that has no invoice number (toast: User Plan deleted successfully)',
    params: idParams,
    response: z.null(),
  }),
  cancelUserPlan: endpoint({
    method: 'PUT',
    path: '/api/UserPlan/Cancel/:userId/:planId',
    access: 'admin',
    summary: 'Cancel an invoiced plan that is not canceled (toast: User Plan canceled successfully)',
    params: z.object({
      userId: idParamSchema(),
      planId: idParamSchema(),
    }),
    body: z.object({}).strict().optional(),
    response: userPlanSchema,
  }),
  planInvoice: endpoint({
    method: 'GET',
    path: '/api/UserPlan/Invoice/:userPlanId',
    access: 'signedIn',
    summary: 'The INVOICE or ESTIMATE of a plan, with brandInformation and invoiceNumber',
    params: planIdParams,
    query: optionalUser,
    response: invoiceDocumentSchema,
  }),
  planInvoicePdf: endpoint({
    method: 'GET',
    path: '/api/UserPlan/Invoice/:userPlanId/Pdf',
    access: 'signedIn',
    summary: 'The same document as a PDF file (application/pdf)',
    params: planIdParams,
    query: optionalUser,
    // A file answer: the bytes of the PDF, not an envelope.
    response: z.unknown(),
  }),

  // ——— Supplier settings (admin) ———
  supplierSettings: endpoint({
    method: 'GET',
    path: '/api/Billing/SupplierSettings',
    access: 'admin',
    summary: "The business's own invoice details: name, address, state, GSTIN, invoice prefix, bank and UPI",
    response: supplierSchema,
  }),
  updateSupplierSettings: endpoint({
    method: 'PUT',
    path: '/api/Billing/SupplierSettings',
    access: 'admin',
    summary: 'Save the invoice details',
    body: supplierSettingsFormSchema,
    response: supplierSchema,
  }),

  // ——— Payment ———
  paymentOrder: endpoint({
    method: 'POST',
    path: '/api/Payment/Order',
    access: 'user',
    summary: 'Buy packages: unpaid plans, a payment log and a payment link to send the browser to',
    body: paymentOrderSchema,
    response: paymentLinkSchema,
  }),
  payPlan: endpoint({
    method: 'POST',
    path: '/api/Payment/PayPlan/:userPlanId',
    access: 'user',
    summary: 'A payment link for an unpaid plan (the one it has while it is live, else a new one)',
    params: planIdParams,
    body: z.object({}).strict().optional(),
    response: paymentLinkSchema,
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/Payment/:logId',
    access: 'signedIn',
    summary: 'A payment log: its link, amount, plans and state (the paynow page)',
    params: logParams,
    response: paymentSchema,
  }),
  paymentStatus: endpoint({
    method: 'GET',
    path: '/api/Payment/:logId/status',
    access: 'signedIn',
    summary: 'Whether the payment is complete (polled every 3 s by the processing page)',
    params: logParams,
    response: z.object({ isPaid: z.boolean(), status: z.enum(PAYMENT_LOG_STATES) }),
  }),

  // ——— Logs (admin) ———
  paymentLogs: endpoint({
    method: 'GET',
    path: '/api/PaymentLog',
    access: 'admin',
    summary: 'Billable plans (total above 0), invoiceDate descending; xlsx with IsExport',
    query: billingLogQuery,
    response: listOf(paymentLogRowSchema),
    exportable: true,
  }),
  paymentsNeedingAttention: endpoint({
    method: 'GET',
    path: '/api/PaymentLog/NeedsAttention',
    access: 'admin',
    summary: 'Payments received that paid no plan ("Paid, needs attention"), newest first',
    response: z.array(paymentNeedingAttentionSchema),
  }),
  paymentLogInvoice: endpoint({
    method: 'GET',
    path: '/api/PaymentLog/:id',
    access: 'admin',
    summary: 'The invoice detail of a payment log row',
    params: idParams,
    response: invoiceDocumentSchema,
  }),
  planLogs: endpoint({
    method: 'GET',
    path: '/api/PlanLog',
    access: 'admin',
    summary: 'Every user plan with its other details, invoiceDate descending; xlsx with IsExport',
    query: billingLogQuery,
    response: listOf(paymentLogRowSchema),
    exportable: true,
  }),

  // ——— Renewal reminders (admin, issue 27) ———
  renewalReminders: endpoint({
    method: 'GET',
    path: '/api/Billing/RenewalReminders',
    access: 'admin',
    summary:
      'Renewal Reminder Logs: each reminder with its ticks, error, link and whether it was paid, newest first; Search by user, company or number, StartDate/EndDate on the day sent, Paid all/yes/no; xlsx with IsExport',
    query: renewalReminderQuery,
    response: listOf(renewalReminderRowSchema),
    exportable: true,
  }),
  renewalReminderByPhone: endpoint({
    method: 'GET',
    path: '/api/Billing/RenewalReminders/ByPhone/:phone',
    access: 'admin',
    summary:
      'The latest renewal reminder of a plan to a number (the renewal chat panel): the plan due, its end date, amount, link and whether it is paid',
    params: chatPhoneParams,
    response: renewalDueSchema,
  }),
  renew: endpoint({
    method: 'POST',
    path: '/api/Billing/Renew',
    access: 'admin',
    summary:
      'Renew with the payment link of a renewal reminder: the gateway is asked about it now and, once paid, the renewal plan is active, exactly once (toast: Plan renewed successfully); unpaid answers 409',
    body: renewSchema,
    response: userPlanSchema,
  }),
});

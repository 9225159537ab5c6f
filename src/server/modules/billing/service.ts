import { PAYMENT_METHODS } from '../../../shared/billing/constants';
import type { BillingLogQuery, UserPlan } from '../../../shared/billing/contract';
import type { RenewalReminderQuery } from '../../../shared/billing/renewal';
import type { PlanInput } from '../../../shared/billing/schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { FileAnswer } from '../../http/reply';
import type { ModuleNumber } from '../../../shared/account/modules';
import type { InsertQueryBuilder, InsertResult } from 'kysely';
import type { DB } from '../../db/connect';
import type { Database } from '../../db/schema';
import { attemptLimits, type AttemptRule } from '../../http/attempt-limits';
import { latestPlanOfEachUser } from './activity';
import { planEntitlements, releaseAllowance, requireAllowance } from './entitlements';
import { importedPlans } from './imported-plans';
import { invoicePdfBytes } from './invoice-pdf-cache';
import { billingLogs, billingLogTotals, revenueByMonth } from './logs';
import { paymentsNeedingAttention } from './payments-needing-attention';
import { packagesService } from './packages';
import { invoiceOf } from './plan-view';
import { paymentsService } from './payments';
import type { SaveOutcome } from './plan-save';
import { plansService } from './plans';
import { renewWithLink } from './renew';
import { renewalDueByPhone, renewalReminders } from './renewal-log';
import { loadSupplier, saveSupplier } from './supplier';

/** Payment orders per user (issue 10): each makes plans and a gateway link, so a script cannot flood either. */
const ORDER_LIMIT: AttemptRule[] = [{ max: 10, windowMs: 15 * 60_000 }];

/**
 * Subscriptions, billing, invoices and payments (issue 5). Other areas read plans only through
 * this service (issue 9 section 5): what a user is entitled to, their allowances, the latest plan
 * of each user and its activity, and imported users' plans; never billing's tables.
 */
export function billingService(ctx: AppContext) {
  const { db, clock } = ctx;
  const packages = packagesService(db, clock);
  const plans = plansService(ctx);
  const payments = paymentsService(ctx);
  const limits = attemptLimits(db, ctx.config.rateLimit, ctx.clock);

  /** Keeps payment links in step with the plans: retire a stale link, make one where it is needed. */
  async function syncLinks(
    outcome: Pick<SaveOutcome, 'userId' | 'needsLink' | 'staleLogId'> & { id?: number },
  ) {
    const detached = outcome.staleLogId ? await payments.retireLog(outcome.staleLogId, outcome.id) : [];
    const wanting = [...(outcome.needsLink && outcome.id ? [outcome.id] : []), ...detached];
    for (const planId of wanting) await payments.autoLink(outcome.userId, [planId]);
  }

  async function invoice(caller: AuthUser, userPlanId: number, userId?: number) {
    const of = {
      userPlanId,
      row: plans.rowFor(caller, userPlanId, userId),
      supplier: loadSupplier(db),
      // A User's plans are their own; an Admin may name the user.
      owner: caller.role === 'Admin' ? userId : caller.id,
    };
    return invoiceOf(db, of, {
      dayOf: (instant) => ctx.clock.ymdAt(instant),
      publicBaseUrl: ctx.config.publicBaseUrl,
    });
  }

  return {
    packages,
    paymentMethods: () => PAYMENT_METHODS.map((m) => ({ id: m.id, name: m.name })),
    customerPlans: (caller: AuthUser, userId?: number) =>
      packages.customerPlans(caller.role === 'Admin' ? (userId ?? null) : caller.id),

    userPlans: plans.list,
    activeUserPlans: plans.active,
    userPlanById: (caller: AuthUser, id: number, userId?: number): Promise<UserPlan> =>
      plans.byId(caller, id, userId),

    async addUserPlan(input: PlanInput) {
      const outcome = await plans.add(input);
      await syncLinks(outcome);
      return plans.viewById(outcome.id);
    },
    async updateUserPlan(id: number, input: PlanInput) {
      const outcome = await plans.update(id, input);
      await syncLinks(outcome);
      return plans.viewById(outcome.id);
    },
    setReminder: plans.setReminder,
    setSubPlanReminder: plans.setSubPlanReminder,
    async deleteUserPlan(id: number) {
      const { userId, staleLogId } = await plans.remove(id);
      await syncLinks({ userId, staleLogId, needsLink: false });
    },
    async cancelUserPlan(userId: number, planId: number) {
      const { staleLogId } = await plans.cancel(userId, planId);
      await syncLinks({ userId, staleLogId, needsLink: false });
      return plans.viewById(planId);
    },

    invoice,
    async invoicePdf(caller: AuthUser, userPlanId: number, userId?: number) {
      const doc = await invoice(caller, userPlanId, userId);
      const bytes = await invoicePdfBytes(doc);
      const name = (doc.invoiceNumber ?? `estimate-${doc.id}`).replace(/[^A-Za-z0-9-]+/g, '-');
      return new FileAnswer(
        bytes,
        `${doc.title === 'INVOICE' ? 'invoice' : 'estimate'}-${name}.pdf`,
        'application/pdf',
      );
    },

    supplier: () => loadSupplier(db),
    saveSupplier: (input: Parameters<typeof saveSupplier>[1]) => saveSupplier(db, input, clock.now()),

    /** POST payment order: unpaid plans for the chosen packages and one link for them; none at all if the link fails. */
    async order(caller: AuthUser, items: { planId: number; quantity: number }[]) {
      await payments.requireGateway(caller.role);
      await limits.check('order', String(caller.id), ORDER_LIMIT);
      await limits.record('order', String(caller.id));
      const ids = await plans.createOrderPlans(caller, items);
      try {
        return await payments.createLink(caller.id, ids);
      } catch (err) {
        await plans.discardOrderPlans(ids);
        throw err;
      }
    },
    payPlan: payments.payPlan,
    payment: payments.payment,
    paymentStatus: payments.status,
    webhook: payments.webhook,
    reconcilePayments: payments.reconcileDue,

    /** Renew with a renewal reminder's payment link (issue 27): the renewal plan, paid exactly once. */
    async renew(paymentLink: string): Promise<UserPlan> {
      return plans.viewById(await renewWithLink(ctx, payments, paymentLink));
    },
    renewalReminders: (q: RenewalReminderQuery) => renewalReminders(db, clock, q),
    renewalReminderByPhone: (phone: string) => renewalDueByPhone(db, phone),

    paymentsNeedingAttention: () => paymentsNeedingAttention(db),
    paymentLogs: (q: BillingLogQuery) => billingLogs(db, ctx.clock, q, 'payment'),
    planLogs: (q: BillingLogQuery) => billingLogs(db, ctx.clock, q, 'plan'),
    paymentLogTotals: (q: BillingLogQuery) => billingLogTotals(db, ctx.clock, q, 'payment'),
    revenueByMonth: (from: string, to: string) => revenueByMonth(db, from, to),

    /** The apps (module numbers) and main plan type of a user's plans in force today (Account/Me). */
    entitlements: (userId: number) => planEntitlements(db, userId, ctx.clock.today()),
    /**
     * Takes one unit of an app's allowance or answers 402 (see entitlements.ts). Call inside the
     * transaction that creates the counted thing, passing it as `trx`.
     */
    requireAllowance: (trx: DB, userId: number, app: ModuleNumber, units = 1) =>
      requireAllowance(trx, userId, app, ctx.clock.today(), units),
    releaseAllowance: (trx: DB, userId: number, app: ModuleNumber) => releaseAllowance(trx, userId, app),
    /**
     * Inserts a row (the caller's `insert`) that one unit of `app`'s allowance pays for, 402 when none
     * is left: the unit and the row are made in one transaction or not at all. Answers the row's id.
     */
    insertCharged: <T extends keyof Database>(
      userId: number,
      app: ModuleNumber,
      insert: (trx: DB) => InsertQueryBuilder<Database, T, InsertResult>,
    ) =>
      db.transaction().execute(async (trx) => {
        await requireAllowance(trx, userId, app, ctx.clock.today());
        // Typed as the campaigns' insert, which holds for any table with an id (Kysely cannot see one
        // through the generic table).
        const row = await (insert(trx) as unknown as InsertQueryBuilder<Database, 'campaigns', InsertResult>)
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    /** Each user's latest plan with its activity, as a subquery `lp` to join on `lp.user_id` where `lp.rn = 1`. */
    latestPlanOfEachUser: () => latestPlanOfEachUser(db, ctx.clock.today()),
    /** Plans of users created by Import Users. */
    importedPlans: importedPlans(ctx),
  };
}

export type BillingService = ReturnType<typeof billingService>;

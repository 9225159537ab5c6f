import type { Selectable } from 'kysely';
import { PLAN_STATUS, type ValidityType } from '../../../shared/billing/constants';
import { APP_KEYS, APP_NUMBER } from '../../../shared/account/modules';
import { isActivePlan, planEndDate } from '../../../shared/billing/rules';
import { billTotals } from '../../../shared/billing/totals';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { SubscriptionPackagesTable } from '../../db/schema';
import { allocateInvoiceNumbers, billLines, customerProfiles } from './invoicing';
import { loadSupplier } from './supplier';

type Package = Selectable<SubscriptionPackagesTable>;

/**
 * The plan Import Users gives each new user (spec 03 sections 2.9 and 8.5): one unit of the chosen
 * package from today (the business clock's day), priced as the billing screens price it. It follows
 * the plan form's rules (spec 00 section 5): a plan is Paid only when it has been paid, and a paid
 * plan is numbered in the invoice series and active until its end date. Nobody pays for a package
 * that costs nothing, so such a plan is Paid on the day of the import (no payment method); any other
 * is Unpaid, for the Admin to invoice or the User to pay from My Subscriptions.
 */
export function importedPlans(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    /** The package an import may give: an active one, else null. */
    async offer(packageId: number): Promise<Package | null> {
      const pkg = await db
        .selectFrom('subscription_packages')
        .selectAll()
        .where('id', '=', packageId)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return pkg ?? null;
    },

    /** Creates the plan of each new user inside the import's transaction (one batch). */
    async create(trx: DB, pkg: Package, userIds: number[]): Promise<void> {
      if (!userIds.length) return;
      const today = clock.today();
      const supplier = await loadSupplier(trx);
      const start = today;
      const end = planEndDate(start, pkg.validity, pkg.validity_type as ValidityType);
      const price = pkg.discounted_price ?? pkg.price;
      const totals = billTotals(
        billLines(
          { name: pkg.name, hsn: pkg.hsn, quantity: 1, price, originalPrice: pkg.price, gst: pkg.gst },
          [],
        ),
        // New users have no address yet: the place of supply is the supplier's state.
        { supplierState: supplier.stateCode, customerState: null, roundOff: supplier.roundOff },
      );
      const paid = totals.total === 0;
      const profiles = await customerProfiles(trx, userIds);
      const numbers = paid
        ? await allocateInvoiceNumbers(trx, supplier.invoicePrefix, today, userIds.length)
        : [];
      const now = clock.now().toISOString();
      const plans = await trx
        .insertInto('user_plans')
        .values(
          userIds.map((userId, i) => ({
            user_id: userId,
            subscription_plan_id: pkg.id,
            start_date: start,
            end_date: end,
            status: paid ? PLAN_STATUS.paid : PLAN_STATUS.unpaid,
            is_active: isActivePlan({ paid, endDate: end }, today) ? 1 : 0,
            price,
            original_price: pkg.price,
            discounted_price: pkg.discounted_price,
            gst: pkg.gst,
            quantity: 1,
            hsn: pkg.hsn,
            sub_total: totals.subTotal,
            tax_amount: totals.taxAmount,
            round_off: totals.roundOff,
            total_amount: totals.total,
            amount_paid: 0,
            payment_date: paid ? today : null,
            invoice_date: paid ? today : null,
            invoice_number: paid ? numbers[i] : null,
            is_renewal_reminder: 1,
            is_payment_reminder: 1,
            brand_information: JSON.stringify(profiles.get(userId) ?? {}),
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id'])
        .execute();
      const apps = plans.flatMap((p) =>
        APP_KEYS.flatMap((key) =>
          pkg[key] === null
            ? []
            : [{ user_plan_id: p.id, app: APP_NUMBER[key], assigned_limit: pkg[key]!, used_count: 0 }],
        ),
      );
      if (apps.length) await trx.insertInto('user_plan_apps').values(apps).execute();
    },
  };
}

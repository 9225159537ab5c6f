import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  SubscriptionPackage,
  packageListQuery,
  subscriptionPlanSchema,
} from '../../../shared/billing/contract';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import { APP_KEYS, type AppKey } from '../../../shared/account/modules';
import { validityLabel } from '../../../shared/billing/rules';
import type { PackageInput } from '../../../shared/billing/schemas';
import { billTotals } from '../../../shared/billing/totals';
import type { DB } from '../../db/connect';
import { containsText, pageOf } from '../../db/list';
import type { SubscriptionPackagesTable } from '../../db/schema';
import type { BusinessClock } from '../../../shared/time/business-clock';
import { invalid, notFound } from '../../http/errors';
import { loadSupplier } from './supplier';

type PackageRow = Selectable<SubscriptionPackagesTable> & { renewal_plan_name: string | null };
type ListQuery = z.output<typeof packageListQuery>;
type CustomerPlan = z.input<typeof subscriptionPlanSchema>;

const SORT = {
  sequence: 'p.sequence',
  name: 'p.name',
  price: 'p.price',
  validity: 'p.validity',
  createdDate: 'p.created_at',
} as const;

/** A package's allowance of each app, in module-number order (null: not in the package). */
const appLimits = (r: Pick<Selectable<SubscriptionPackagesTable>, AppKey>) =>
  Object.fromEntries(APP_KEYS.map((k) => [k, r[k]])) as Record<AppKey, number | null>;

const view = (r: PackageRow): SubscriptionPackage => ({
  id: r.id,
  name: r.name,
  validity: r.validity,
  validityType: r.validity_type,
  planType: r.plan_type,
  price: r.price,
  discountedPrice: r.discounted_price,
  hsn: r.hsn,
  gst: r.gst,
  popular: r.popular === 1,
  description: r.description,
  isActive: r.is_active === 1,
  isDefault: r.is_default === 1,
  isRenewal: r.is_renewal === 1,
  renewalPlanId: r.renewal_plan_id,
  renewalPlanName: r.renewal_plan_name,
  sequence: r.sequence,
  ...appLimits(r),
  createdDate: r.created_at,
});

export function packagesService(db: DB, clock: BusinessClock) {
  const rows = () =>
    db
      .selectFrom('subscription_packages as p')
      .leftJoin('subscription_packages as r', 'r.id', 'p.renewal_plan_id')
      .selectAll('p')
      .select('r.name as renewal_plan_name');

  async function byId(id: number): Promise<SubscriptionPackage> {
    const row = await rows().where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Package');
    return view(row);
  }

  function values(input: PackageInput) {
    return {
      name: input.name,
      validity: input.validityType === 'na' ? Math.max(0, Math.trunc(input.validity ?? 0)) : input.validity!,
      validity_type: input.validityType,
      plan_type: input.planType,
      price: input.price,
      discounted_price: input.discountedPrice ?? null,
      hsn: input.hsn,
      gst: input.gst,
      popular: input.popular ? 1 : 0,
      description: input.description,
      is_active: input.isActive ? 1 : 0,
      is_default: input.isDefault ? 1 : 0,
      is_renewal: input.isRenewal ? 1 : 0,
      renewal_plan_id: input.renewalPlanId ?? null,
      ...Object.fromEntries(APP_KEYS.map((k) => [k, input[k] ?? null])),
    } as Omit<Selectable<SubscriptionPackagesTable>, 'id' | 'sequence' | 'created_at'>;
  }

  async function checkRenewalPlan(input: PackageInput, selfId?: number) {
    if (!input.renewalPlanId) return;
    if (input.renewalPlanId === selfId)
      throw invalid({ renewalPlanId: 'A package cannot renew into itself' });
    const found = await db
      .selectFrom('subscription_packages')
      .select('id')
      .where('id', '=', input.renewalPlanId)
      .executeTakeFirst();
    if (!found) throw invalid({ renewalPlanId: 'This package does not exist' });
  }

  /** One default package at most: setting it on one clears the others. */
  async function clearOtherDefaults(trx: DB, id: number) {
    await trx.updateTable('subscription_packages').set({ is_default: 0 }).where('id', '!=', id).execute();
  }

  return {
    byId,

    async list(q: ListQuery) {
      let qb = db
        .selectFrom('subscription_packages as p')
        .leftJoin('subscription_packages as r', 'r.id', 'p.renewal_plan_id');
      if (q.Search) qb = qb.where((eb) => containsText(eb, 'p.name', q.Search!));
      if (q.planType) qb = qb.where('p.plan_type', '=', q.planType);
      if (q.isActive) qb = qb.where('p.is_active', '=', q.isActive === 'true' ? 1 : 0);
      const column = SORT[q.SortColumn ?? 'sequence'];
      return pageOf(
        qb,
        (b) =>
          b
            .selectAll('p')
            .select('r.name as renewal_plan_name')
            .orderBy(column, q.SortType ?? 'asc')
            .orderBy('p.id'),
        q,
        view,
      );
    },

    async active(): Promise<SubscriptionPackage[]> {
      const list = await rows().where('p.is_active', '=', 1).orderBy('p.sequence').orderBy('p.id').execute();
      return list.map(view);
    },

    async create(input: PackageInput): Promise<SubscriptionPackage> {
      await checkRenewalPlan(input);
      const id = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('subscription_packages')
          .select(sql<number>`coalesce(max(sequence), 0)`.as('n'))
          .executeTakeFirst();
        const row = await trx
          .insertInto('subscription_packages')
          .values({
            ...values(input),
            sequence: Number(last?.n ?? 0) + 1,
            created_at: clock.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.isDefault) await clearOtherDefaults(trx, row.id);
        return row.id;
      });
      return byId(id);
    },

    async update(id: number, input: PackageInput): Promise<SubscriptionPackage> {
      await byId(id);
      await checkRenewalPlan(input, id);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('subscription_packages').set(values(input)).where('id', '=', id).execute();
        if (input.isDefault) await clearOtherDefaults(trx, id);
      });
      return byId(id);
    },

    async setStatus(id: number, isActive: boolean): Promise<SubscriptionPackage> {
      await byId(id);
      await db
        .updateTable('subscription_packages')
        .set({ is_active: isActive ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      return byId(id);
    },

    /** Manage Sequence: the listed packages take positions 1…n; the others follow in their old order. */
    async reorder(ids: number[]): Promise<SubscriptionPackage[]> {
      await db.transaction().execute(async (trx) => {
        const all = await trx
          .selectFrom('subscription_packages')
          .select('id')
          .orderBy('sequence')
          .orderBy('id')
          .execute();
        const known = new Set(all.map((r) => r.id));
        const unknown = ids.findIndex((id) => !known.has(id));
        if (unknown >= 0) throw invalid({ [String(unknown)]: 'This package does not exist' });
        const listed = new Set(ids);
        const order = [...ids, ...all.map((r) => r.id).filter((id) => !listed.has(id))];
        for (const [i, id] of order.entries()) {
          await trx
            .updateTable('subscription_packages')
            .set({ sequence: i + 1 })
            .where('id', '=', id)
            .execute();
        }
      });
      const list = await rows().orderBy('p.sequence').orderBy('p.id').execute();
      return list.map(view);
    },

    /**
     * The customer plan list (spec 00 section 9): active packages with a price (not demo), in
     * sequence, the renewal plan of the user's current plan first.
     */
    async customerPlans(userId: number | null): Promise<CustomerPlan[]> {
      const { roundOff } = await loadSupplier(db);
      const list = await rows()
        .where('p.is_active', '=', 1)
        .where('p.price', '>', 0)
        .where('p.plan_type', '!=', 'demo')
        .orderBy('p.sequence')
        .orderBy('p.id')
        .execute();
      let renewalId: number | null = null;
      if (userId) {
        const current = await db
          .selectFrom('user_plans as up')
          .innerJoin('subscription_packages as sp', 'sp.id', 'up.subscription_plan_id')
          .select(['sp.id', 'sp.is_renewal', 'sp.renewal_plan_id'])
          .where('up.user_id', '=', userId)
          .where('up.status', '=', PLAN_STATUS.paid)
          .where('sp.plan_type', '!=', 'addon')
          .orderBy('up.end_date', 'desc')
          .orderBy('up.id', 'desc')
          .executeTakeFirst();
        renewalId = current
          ? (current.renewal_plan_id ?? (current.is_renewal === 1 ? current.id : null))
          : null;
      }
      const plans = list.map((r) => {
        const payable = r.discounted_price ?? r.price;
        const withGst = billTotals(
          [{ description: r.name, hsn: r.hsn, quantity: 1, unitPrice: payable, gstRate: r.gst }],
          { supplierState: null, customerState: null, roundOff },
        ).total;
        return {
          id: r.id,
          name: r.name,
          planType: r.plan_type,
          price: r.price,
          discountedPrice: r.discounted_price,
          payable,
          payableWithGst: withGst,
          gst: r.gst,
          validity: r.validity,
          validityType: r.validity_type,
          validityLabel: validityLabel(r.validity, r.validity_type),
          popular: r.popular === 1,
          description: r.description,
          isActive: true,
          isRenewal: r.id === renewalId,
          ...appLimits(r),
        };
      });
      return [...plans.filter((p) => p.isRenewal), ...plans.filter((p) => !p.isRenewal)];
    },
  };
}

export type PackagesService = ReturnType<typeof packagesService>;

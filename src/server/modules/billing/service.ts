import { MODULE_NAMES, type ModuleNumber } from '../../../shared/account/modules';
import type { UserPlan } from '../../../shared/billing/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { foundOr404, ownedBy } from '../../db/tenancy';

export function billingService({ db }: AppContext) {
  return {
    async userPlanById(caller: AuthUser, id: number): Promise<UserPlan> {
      const plan = foundOr404(
        await ownedBy(
          db
            .selectFrom('user_plans')
            .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
            .select([
              'user_plans.id',
              'user_plans.user_id',
              'user_plans.subscription_plan_id',
              'user_plans.start_date',
              'user_plans.end_date',
              'user_plans.status',
              'user_plans.is_active',
              'p.name',
              'p.plan_type',
            ])
            .where('user_plans.id', '=', id),
          'user_plans.user_id',
          caller,
        ).executeTakeFirst(),
        'Plan',
      );
      const apps = await db
        .selectFrom('user_plan_apps')
        .select(['app', 'assigned_limit', 'used_count'])
        .where('user_plan_id', '=', plan.id)
        .orderBy('app')
        .execute();
      return {
        id: plan.id,
        userId: plan.user_id,
        subscriptionPlanId: plan.subscription_plan_id,
        subscriptionPlanName: plan.name,
        subscriptionPlanType: plan.plan_type,
        startDate: plan.start_date,
        endDate: plan.end_date,
        status: plan.status,
        isActive: plan.is_active === 1,
        apps: apps.map((a) => ({
          app: a.app,
          name: MODULE_NAMES[a.app as ModuleNumber] ?? String(a.app),
          assignedLimit: a.assigned_limit,
          usedCount: a.used_count,
        })),
      };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;

import { billingLogQuery } from '../../../shared/billing/contract';
import type { Dashboard } from '../../../shared/dashboard/contract';
import { dashboardLinks, financialYearMonths, financialYearStart } from '../../../shared/dashboard/rules';
import { logsContract } from '../../../shared/logs/contract';
import { filterStamp } from '../../../shared/time/business-clock';
import { usersListQuery } from '../../../shared/users/contract';
import type { AppContext } from '../../context';
import { billingService } from '../billing/service';
import { logsService } from '../logs/service';
import { usersService } from '../users/service';

/**
 * The admin home (issue 9 §6): each figure is counted by the list it links to, with the same
 * filters, through that area's service, so the number on the card is the number of rows it opens.
 */
export function dashboardService(ctx: AppContext) {
  const users = usersService(ctx);
  const billing = billingService(ctx);
  const logs = logsService(ctx);
  const cronQuery = logsContract.cronLogs.query;

  return {
    async dashboard(): Promise<Dashboard> {
      const today = ctx.clock.today();
      const dayAgo = filterStamp(ctx.clock, ctx.clock.now().getTime() - 86_400_000);
      const links = dashboardLinks(today, dayAgo);
      const one = { pagesize: '10', PageNumber: '1' };
      const countUsers = async (q: Record<string, string>) =>
        (await users.list(usersListQuery.parse({ ...one, ...q }))).total_Record_Count;
      const plans = (q: Record<string, string>) =>
        billing.paymentLogTotals(billingLogQuery.parse({ ...one, ...q }));
      const countFailures = async (q: Record<string, string>) =>
        (await logs.cronLogs(cronQuery.parse({ ...one, ...q }))).total_Record_Count;

      const [usersThisMonth, active, year, month, ending, unpaid, failed, byMonth] = await Promise.all([
        countUsers(links.usersThisMonth.query),
        plans(links.activePaidPlans.query),
        plans(links.revenueThisYear.query),
        plans(links.revenueThisMonth.query),
        plans(links.plansEndingSoon.query),
        plans(links.unpaidInvoices.query),
        countFailures(links.failedJobs.query),
        billing.revenueByMonth(financialYearStart(today), today),
      ]);
      return {
        today,
        figures: {
          usersThisMonth: { value: usersThisMonth, link: links.usersThisMonth },
          activePaidPlans: { value: active.count, link: links.activePaidPlans },
          revenueThisYear: { value: year.total, link: links.revenueThisYear },
          revenueThisMonth: { value: month.total, link: links.revenueThisMonth },
          plansEndingSoon: { value: ending.count, link: links.plansEndingSoon },
          unpaidInvoices: { value: unpaid.count, amount: unpaid.total, link: links.unpaidInvoices },
          failedJobs: { value: failed, link: links.failedJobs },
        },
        revenueByMonth: financialYearMonths(today).map((m) => ({ month: m, total: byMonth.get(m) ?? 0 })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;

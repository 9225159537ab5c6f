import { financialYear } from '../billing/invoice-number';
import { addDaysYmd } from '../time/business-clock';

/** The lists a dashboard figure opens (admin routes), with the filters that give the same figure. */
export type DashboardList = 'users' | 'payment-logs' | 'cron-logs';

export interface DashboardLink {
  list: DashboardList;
  /** The list's URL filters, by the spec's parameter names. */
  query: Record<string, string>;
}

export type DashboardFigure =
  | 'usersThisMonth'
  | 'activePaidPlans'
  | 'revenueThisYear'
  | 'revenueThisMonth'
  | 'plansEndingSoon'
  | 'unpaidInvoices'
  | 'failedJobs';

/** Apr 1 of the financial year `today` is in (Indian financial year, spec 00 §9). */
export const financialYearStart = (today: string) => `${financialYear(today).startYear}-04-01`;

/**
 * Each figure's list and filters, for the business day `today` and the moment `dayAgo` (business
 * time, YYYY-MM-DD HH:mm:ss). The server counts with exactly these filters, so a figure and the
 * list it opens always agree.
 */
export function dashboardLinks(today: string, dayAgo: string): Record<DashboardFigure, DashboardLink> {
  const monthStart = `${today.slice(0, 8)}01`;
  const paid = { status: '1' };
  return {
    usersThisMonth: { list: 'users', query: { StartDate: monthStart, EndDate: today } },
    activePaidPlans: { list: 'payment-logs', query: { ...paid, PlanStatus: 'Active' } },
    revenueThisYear: {
      list: 'payment-logs',
      query: { ...paid, paymentStartDate: financialYearStart(today), paymentEndDate: today },
    },
    revenueThisMonth: {
      list: 'payment-logs',
      query: { ...paid, paymentStartDate: monthStart, paymentEndDate: today },
    },
    plansEndingSoon: {
      list: 'payment-logs',
      query: {
        ...paid,
        PlanStatus: 'Active',
        endPlanStartDate: today,
        endPlanEndDate: addDaysYmd(today, 30),
      },
    },
    unpaidInvoices: { list: 'payment-logs', query: { status: '0' } },
    failedJobs: { list: 'cron-logs', query: { isSuccess: 'false', StartDate: dayAgo } },
  };
}

/** The months of the financial year up to `today`'s month, as YYYY-MM. */
export function financialYearMonths(today: string): string[] {
  const start = Number(financialYearStart(today).slice(0, 4));
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    const year = start + Math.floor((3 + i) / 12);
    const month = ((3 + i) % 12) + 1;
    const ym = `${year}-${String(month).padStart(2, '0')}`;
    if (ym > today.slice(0, 7)) break;
    months.push(ym);
  }
  return months;
}

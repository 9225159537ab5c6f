import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';

const link = z.object({
  list: z.enum(['users', 'payment-logs', 'cron-logs']),
  query: z.record(z.string(), z.string()),
});
const figure = z.object({ value: z.number(), link });

export const dashboardSchema = z.object({
  today: z.string(),
  figures: z.object({
    usersThisMonth: figure,
    activePaidPlans: figure,
    /** Money figures in paise. */
    revenueThisYear: figure,
    revenueThisMonth: figure,
    plansEndingSoon: figure,
    unpaidInvoices: figure.extend({ amount: z.number() }),
    failedJobs: figure,
  }),
  /** Paid totals (paise) by month of the financial year so far. */
  revenueByMonth: z.array(z.object({ month: z.string(), total: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardContract = areaContract('dashboard', {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/Admin/Dashboard',
    access: 'admin',
    summary: 'The admin home: figures an administrator opens it for, each with the list filters that show it',
    response: dashboardSchema,
  }),
});

import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

/** Mounted under /admin. AI Logs live here with the other logs: the logs contract holds both. */
export const logsAdminRoutes: RouteObject[] = [
  {
    path: admin.route('cron-logs'),
    lazy: lazyComponent(() => import('./pages/CronLogsPage'), 'CronLogsPage'),
  },
  { path: admin.route('ai-logs'), lazy: lazyComponent(() => import('./pages/AiLogsPage'), 'AiLogsPage') },
];

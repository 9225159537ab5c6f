import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

/** Mounted under /admin. AI Logs live here with the other logs: the logs contract holds both. */
export const logsAdminRoutes: RouteObject[] = [
  { path: 'cron-logs', lazy: lazyComponent(() => import('./pages/CronLogsPage'), 'CronLogsPage') },
  { path: 'ai-logs', lazy: lazyComponent(() => import('./pages/AiLogsPage'), 'AiLogsPage') },
];

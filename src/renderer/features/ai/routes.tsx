import type { RouteObject } from 'react-router-dom';

/**
 * Mounted under /admin. The AI area has no admin page of its own: AI Logs (admin/ai-logs) are
 * listed with the other logs in features/logs, from the logs contract.
 */
export const aiAdminRoutes: RouteObject[] = [];

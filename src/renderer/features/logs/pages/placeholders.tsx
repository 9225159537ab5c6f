import { placeholderPage } from '../../../lib/PlaceholderPage';

// Scheduled job log (spec 03 section 2.9).
// Honest empty pages until the area is built; the real pages replace them.
export const CronLogsPage = placeholderPage('Cron Logs');

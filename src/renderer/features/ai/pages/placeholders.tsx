import { placeholderPage } from '../../../lib/PlaceholderPage';

// AI writer logs (spec 00 admin pages).
// Honest empty pages until the area is built; the real pages replace them.
export const AiLogsPage = placeholderPage('AI Logs');

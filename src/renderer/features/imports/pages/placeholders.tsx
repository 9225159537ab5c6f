import { placeholderPage } from '../../../lib/PlaceholderPage';

// Bulk import of users (spec 03 section 2.9).
// Honest empty pages until the area is built; the real pages replace them.
export const ImportUsersPage = placeholderPage('Import Users');

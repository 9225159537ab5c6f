import { placeholderPage } from '../../../lib/PlaceholderPage';

// Company, business details and business category (spec 01).
// Honest empty pages until the area is built; the real pages replace them.
export const CompanyDetailsPage = placeholderPage('Company Details');
export const BusinessDetailsPage = placeholderPage('Business Details');
export const BusinessCategoryPage = placeholderPage('Business Category');

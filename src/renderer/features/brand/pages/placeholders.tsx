import { placeholderPage } from '../../../lib/PlaceholderPage';

// Business Details (spec 01): an honest empty page until its screen lands and replaces it.
export const BusinessDetailsPage = placeholderPage('Business Details');

/**
 * The account area's public entry (issue 9 section 4): what other features and the app shell may
 * use. Everything else in features/account is its own.
 */
export { companyNameOf, meQueryKey, useMe } from './api';

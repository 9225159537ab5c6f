/**
 * The account area's public entry (issue 9 section 4): what other features and the app shell may
 * use. Everything else in features/account is its own.
 */
export { companyNameOf, meQueryKey, useCountries, useMe } from './api';
// The allowed phone countries' picker (notification numbers, spec 03 section 5.5).
export { CountryCodeSelect } from './components/CountryCodeSelect';

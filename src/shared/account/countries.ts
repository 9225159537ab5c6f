/** The allowed phone countries, India first (spec 00 section 9: default India). */
export const COUNTRIES = [
  { code: 'IN', name: 'India', dialCode: '91' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '971' },
  { code: 'AU', name: 'Australia', dialCode: '61' },
  { code: 'BD', name: 'Bangladesh', dialCode: '880' },
  { code: 'CA', name: 'Canada', dialCode: '1' },
  { code: 'DE', name: 'Germany', dialCode: '49' },
  { code: 'GB', name: 'United Kingdom', dialCode: '44' },
  { code: 'KW', name: 'Kuwait', dialCode: '965' },
  { code: 'LK', name: 'Sri Lanka', dialCode: '94' },
  { code: 'MY', name: 'Malaysia', dialCode: '60' },
  { code: 'NP', name: 'Nepal', dialCode: '977' },
  { code: 'OM', name: 'Oman', dialCode: '968' },
  { code: 'QA', name: 'Qatar', dialCode: '974' },
  { code: 'SA', name: 'Saudi Arabia', dialCode: '966' },
  { code: 'SG', name: 'Singapore', dialCode: '65' },
  { code: 'US', name: 'United States', dialCode: '1' },
] as const;

export const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dialCode))] as [string, ...string[]];
export const DEFAULT_DIAL_CODE = '91';
